import { createHmac, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

// One secret for everything moderation signs or hashes (form tokens, proof-of-work challenges,
// the links in the owner's e-mail, visitors' address hashes), kept in the database so every
// instance on it shares it without another setting (docs/api.md §27).

const KEY = 'moderation_secret'
const known = new WeakMap<Kysely<DB>, Promise<string>>()

async function loadOrMake(db: Kysely<DB>): Promise<string> {
  const fresh = randomBytes(32).toString('base64url')
  // two instances starting at once: the first insert wins and both read it back
  await db
    .insertInto('config')
    .values({ key: KEY, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db.selectFrom('config').select('value').where('key', '=', KEY).executeTakeFirstOrThrow()
  return row.value
}

export function moderationSecret(db: Kysely<DB>): Promise<string> {
  let secret = known.get(db)
  if (!secret) {
    secret = loadOrMake(db)
    // a failed read is tried again next time
    secret.catch(() => known.delete(db))
    known.set(db, secret)
  }
  return secret
}

/** A keyed digest of `purpose` and `value`, base64url: the same on every instance. */
export async function sign(db: Kysely<DB>, purpose: string, value: string): Promise<string> {
  return createHmac('sha256', `${await moderationSecret(db)}:${purpose}`)
    .update(value)
    .digest('base64url')
}

/** The hash a visitor's address is remembered by: no address is stored as itself. */
export const visitorHash = (db: Kysely<DB>, ip: string): Promise<string> => sign(db, 'visitor', ip)
