import type { Kysely } from 'kysely'
import type { CommentRules, CommentSettings } from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'

// The owner's comment settings (docs/api.md §25), kept in the config table as
// '1' / '0' like the site's other switches. Missing means the default: guests welcome, e-mail
// optional, accounts not required.

const KEYS = {
  guests: 'comment_guests',
  guest_email_required: 'comment_guest_email_required',
  users_only: 'comment_users_only',
} as const satisfies Record<keyof CommentSettings, string>

const DEFAULTS: CommentSettings = { guests: true, guest_email_required: false, users_only: false }

const flagOf = (raw: string): boolean | null => {
  let value: unknown = raw
  try {
    value = JSON.parse(raw)
  } catch {
    // a value written by hand without quotes reads as itself
  }
  if (value === '1' || value === 1 || value === true) return true
  if (value === '0' || value === 0 || value === false) return false
  return null
}

export async function readCommentSettings(db: Kysely<DB>): Promise<CommentSettings> {
  const rows = await db
    .selectFrom('config')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(KEYS))
    .execute()
  const settings = { ...DEFAULTS }
  for (const name of Object.keys(KEYS) as (keyof CommentSettings)[]) {
    const row = rows.find((r) => r.key === KEYS[name])
    const flag = row ? flagOf(row.value) : null
    if (flag !== null) settings[name] = flag
  }
  return settings
}

export async function saveCommentSettings(db: Kysely<DB>, settings: CommentSettings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const name of Object.keys(KEYS) as (keyof CommentSettings)[]) {
      const value = JSON.stringify(settings[name] ? '1' : '0')
      await trx
        .insertInto('config')
        .values({ key: KEYS[name], value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute()
    }
  })
}

/** What a signed-out visitor's composer may offer: "users only" turns guests off. */
export const commentRules = (s: CommentSettings): CommentRules => ({
  guests: s.guests && !s.users_only,
  guest_email_required: s.guest_email_required,
})
