import { type Kysely, sql } from 'kysely'
import type { ResourceGroup } from '../../core/contract/index.ts'
import type { Dialect } from '../db/database.ts'
import type { DB, ResourcesTable } from '../db/schema.ts'
import { ARTICLE_PUBLIC } from '../article/public.ts'
import { countViewDay } from './view-days-sql.ts'
import { VIEW_KEY } from './site-config.ts'

// The site's own tables (resources, quotes, config, views) and what the host pages read; the
// HTTP rules are in routes.ts and host-pages-routes.ts, reading the settings in site-config.ts.

/** A visitor's page views count once in this long (docs/api.md §17: never a 429 for reading pages). */
export const VIEW_WINDOW_MS = 30 * 60 * 1000

/** Groups rows (already in sort order) by category; a category sits where its first row does. */
function groupSites(
  rows: Pick<ResourcesTable, 'category' | 'name' | 'url' | 'description' | 'icon'>[],
): ResourceGroup[] {
  const groups = new Map<string, ResourceGroup>()
  for (const row of rows) {
    let group = groups.get(row.category)
    if (!group) {
      group = { category: row.category, sites: [] }
      groups.set(row.category, group)
    }
    group.sites.push({ name: row.name, url: row.url, desc: row.description, icon: row.icon })
  }
  return [...groups.values()]
}

/** The resources of one kind, grouped by category. */
export async function resourceGroups(db: Kysely<DB>, kind: ResourcesTable['kind']): Promise<ResourceGroup[]> {
  const rows = await db
    .selectFrom('resources')
    .select(['category', 'name', 'url', 'description', 'icon'])
    .where('kind', '=', kind)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
  return groupSites(rows)
}

export async function countRows(db: Kysely<DB>, table: 'tags' | 'categories' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function countPublicArticles(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', ARTICLE_PUBLIC)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Stores checked settings (values already JSON) in one transaction. */
export async function saveConfig(db: Kysely<DB>, updates: { key: string; value: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const u of updates) {
      await trx
        .insertInto('config')
        .values(u)
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: u.value }))
        .execute()
    }
  })
}

/**
 * Counts a visitor at most once per VIEW_WINDOW_MS. The views table holds who was counted when
 * (its `hour` column keeps the time of the count).
 */
export async function countSiteView(db: Kysely<DB>, dialect: Dialect, ip: string, at: Date): Promise<void> {
  const since = new Date(at.getTime() - VIEW_WINDOW_MS).toISOString()
  // older counts can no longer stop anyone: keep the table to the current window
  await db.deleteFrom('views').where('hour', '<', since).execute()
  const claim = (q: Kysely<DB>) =>
    q
      .insertInto('views')
      .columns(['ip', 'hour'])
      .expression(
        q
          .selectNoFrom([
            sql<string>`cast(${ip} as text)`.as('ip'),
            sql<string>`cast(${at.toISOString()} as text)`.as('hour'),
          ])
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('views').select('ip').where('ip', '=', ip).where('hour', '>=', since))),
          ),
      )
      .executeTakeFirst()
  // SQLite runs the one statement alone, so two requests at once from one visitor count once.
  // PostgreSQL runs them side by side (and from several instances): both would see no row and
  // both insert, so the visitor's claims take turns under a lock held to the commit.
  const inserted =
    dialect === 'postgres'
      ? await db.transaction().execute(async (trx) => {
          await sql`SELECT pg_advisory_xact_lock(hashtext(${`xz-view:${ip}`}))`.execute(trx)
          return claim(trx)
        })
      : await claim(db)
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    await db
      .insertInto('config')
      .values({ key: VIEW_KEY, value: '0' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    // one statement, so two visitors at once both count
    await db
      .updateTable('config')
      .set({ value: sql<string>`cast(cast(${sql.ref('value')} as bigint) + 1 as text)` })
      .where('key', '=', VIEW_KEY)
      .execute()
    await countViewDay(db, at)
  }
}

/** One quote at random; undefined when there is none. */
export async function randomQuote(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db.selectFrom('quotes').select('note').orderBy(sql`random()`).limit(1).executeTakeFirst()
  return row?.note
}

/** A setting read raw: its JSON value, or `fallback` when it is missing or not JSON. */
export async function configValue<T>(db: Kysely<DB>, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('config').select('value').where('key', '=', key).executeTakeFirst()
  if (!row) return fallback
  try {
    return JSON.parse(row.value) as T
  } catch {
    return fallback
  }
}

/** The newest public articles, for the feed. */
export function feedArticles(db: Kysely<DB>, size: number) {
  return db
    .selectFrom('articles')
    .select(['id', 'article_title', 'article_description', 'article_content', 'createdAt'])
    .where('status', '=', ARTICLE_PUBLIC)
    .orderBy('createdAt', 'desc')
    .limit(size)
    .execute()
}

/** Every public article's id and last change, for the sitemap. */
export function sitemapArticles(db: Kysely<DB>) {
  return db.selectFrom('articles').select(['id', 'updatedAt']).where('status', '=', ARTICLE_PUBLIC).execute()
}

/** What an article's page shows in its <head>; undefined unless the article is public. */
export function articleHead(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('articles')
    .select(['article_title', 'article_description', 'article_content', 'article_cover'])
    .where('id', '=', id)
    .where('status', '=', ARTICLE_PUBLIC)
    .executeTakeFirst()
}
