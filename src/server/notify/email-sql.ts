import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { NoticeEmail } from '../../core/contract/index.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'

// A user's own address for notices (docs/api.md §26), confirmed by a link before any notice
// goes to it. Only the link token's hash is kept.

const CONFIRM_MS = 48 * 3600_000

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export async function readUserEmail(db: Kysely<DB>, userId: number): Promise<NoticeEmail> {
  const row = await db
    .selectFrom('user_emails')
    .select(['email', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return { email: row?.email ?? '', confirmed: Boolean(row?.confirmed_at) }
}

/** Sets an unconfirmed address; the token for its link. The same confirmed address stays confirmed. */
export async function setUserEmail(db: Kysely<DB>, userId: number, email: string): Promise<string | null> {
  const before = await readUserEmail(db, userId)
  if (before.confirmed && before.email === email) return null
  const token = randomBytes(24).toString('base64url')
  const values = {
    email,
    confirmed_at: null,
    confirm_token: hashOf(token),
    confirm_expires: new Date(Date.now() + CONFIRM_MS).toISOString(),
    updatedAt: now(),
  }
  await db
    .insertInto('user_emails')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
  return token
}

/** Confirms the address the token was sent to; the address, or null for an unknown or old link. */
export async function confirmUserEmail(db: Kysely<DB>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_emails')
    .select(['user_id', 'email', 'confirm_expires'])
    .where('confirm_token', '=', hashOf(token))
    .executeTakeFirst()
  if (!row?.confirm_expires || row.confirm_expires < now()) return null
  await db
    .updateTable('user_emails')
    .set({ confirmed_at: now(), confirm_token: null, confirm_expires: null, updatedAt: now() })
    .where('user_id', '=', row.user_id)
    .execute()
  return row.email
}

export async function removeUserEmail(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('user_emails').where('user_id', '=', userId).execute()
}
