import type { Kysely } from 'kysely'
import type { DeskSite } from '../../core/contract/index.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'
import type { DB } from '../db/schema.ts'

// The sites the owner adds in the desk; the HTTP rules are in sites-routes.ts, the allowed
// origins every check reads in http/allowed-origins.ts.

export function listSites(db: Kysely<DB>): Promise<DeskSite[]> {
  return db.selectFrom('sites').select(['id', 'origin', 'name', 'createdAt']).orderBy('id').execute()
}

/**
 * The origins of the sites added in the desk, remembered while the database is unchanged: read
 * on every cross-origin request, written almost never, and a site added on any instance is a
 * change every instance notices (db/data-version.ts).
 */
export function addedOrigins(db: Kysely<DB>): Promise<string[]> {
  return rememberWhileUnchanged(db, 'sites:origins', async () =>
    (await db.selectFrom('sites').select('origin').execute()).map((r) => r.origin),
  )
}

/** Adds the site; false when its origin is already there. */
export async function addSite(db: Kysely<DB>, origin: string, name: string, now: Date): Promise<boolean> {
  const added = await db
    .insertInto('sites')
    .values({ origin, name, createdAt: now.toISOString() })
    .onConflict((oc) => oc.column('origin').doNothing())
    .returning('id')
    .executeTakeFirst()
  return added !== undefined
}

/** Removes the site; false when there was none. */
export async function removeSite(db: Kysely<DB>, id: number): Promise<boolean> {
  const removed = await db.deleteFrom('sites').where('id', '=', id).executeTakeFirst()
  return Number(removed.numDeletedRows) > 0
}
