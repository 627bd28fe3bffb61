import type { Kysely } from 'kysely'
import type { GlobeConfig, PageHeader } from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'

// What the desk's site page writes besides terms and photos; the HTTP rules are in site-routes.ts.

export function pageHeaders(db: Kysely<DB>): Promise<PageHeader[]> {
  return db.selectFrom('page_headers').select(['id', 'route_name', 'bg_url']).orderBy('id').execute()
}

/** One page's header picture, replaced or added. */
export async function setPageHeader(db: Kysely<DB>, route_name: string, bg_url: string): Promise<void> {
  const updated = await db
    .updateTable('page_headers')
    .set({ bg_url })
    .where('route_name', '=', route_name)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0)
    await db.insertInto('page_headers').values({ route_name, bg_url }).execute()
}

/** The globe's markers, read by everyone at /config/config.json. */
export async function saveGlobe(db: Kysely<DB>, globe: GlobeConfig): Promise<void> {
  const value = JSON.stringify(globe)
  await db
    .insertInto('config')
    .values({ key: 'globe', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}
