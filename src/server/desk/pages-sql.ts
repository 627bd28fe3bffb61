import { type Kysely, sql, type Transaction } from 'kysely'
import type { DeskPage, DeskPageQuery } from '../../core/contract/index.ts'
import { containsAny } from '../db/contains.ts'
import type { DB } from '../db/schema.ts'
import { paged } from '../http/validate.ts'
import { PAGE_COMMENT_TYPE } from '../page/sql.ts'
import { STATUS } from '../moderation/guard.ts'

// Pages of every site as the desk's 页面 section reads, moves and merges them; the HTTP rules
// are in pages-routes.ts.

type Db = Kysely<DB> | Transaction<DB>

/** Pages with their comments, views, reactions and last comment, the most recently seen first. */
export async function pageDeskPages(db: Kysely<DB>, q: DeskPageQuery & { current: number; size: number }) {
  let count = db.selectFrom('pages as p').select((eb) => eb.fn.countAll<number | string>().as('n'))
  let rows = countedPages(db)
  if (q.site) {
    count = count.where('p.site', '=', q.site)
    rows = rows.where('p.site', '=', q.site)
  }
  if (q.keyword) {
    count = count.where(containsAny(['p.path', 'p.title'], q.keyword))
    rows = rows.where(containsAny(['p.path', 'p.title'], q.keyword))
  }
  const [total, page] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .orderBy('p.updatedAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
  ])
  return paged(q.current, q.size, Number(total.n), page.map(toDeskPage))
}

/** One page as the desk shows it, or undefined. */
export async function findDeskPage(db: Db, id: number): Promise<DeskPage | undefined> {
  const row = await countedPages(db).where('p.id', '=', id).executeTakeFirst()
  return row && toDeskPage(row)
}

/** Distinct sites that have pages, for the desk's filter. */
export async function sitesWithPages(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('pages').select('site').distinct().orderBy('site').execute()
  return rows.map((r) => r.site)
}

function countedPages(db: Db) {
  return db.selectFrom('pages as p').select((eb) => [
    'p.id',
    'p.site',
    'p.path',
    'p.title',
    'p.url',
    'p.views',
    eb
      .selectFrom('comments as c')
      .select((cb) => cb.fn.countAll<number | string>().as('n'))
      .where('c.type', '=', PAGE_COMMENT_TYPE)
      .where('c.status', '=', STATUS.published)
      .whereRef('c.for_id', '=', 'p.id')
      .as('comments'),
    eb
      .selectFrom('comments as c')
      .select((cb) => cb.fn.max('c.createdAt').as('at'))
      .where('c.type', '=', PAGE_COMMENT_TYPE)
      .whereRef('c.for_id', '=', 'p.id')
      .as('lastCommentAt'),
    eb
      .selectFrom('page_reactions as r')
      .select((rb) => rb.fn.countAll<number | string>().as('n'))
      .whereRef('r.page_id', '=', 'p.id')
      .as('reactions'),
  ])
}

interface CountedRow {
  id: number
  site: string
  path: string
  title: string
  url: string
  views: number
  comments: number | string | null
  reactions: number | string | null
  lastCommentAt: string | null
}

const toDeskPage = (r: CountedRow): DeskPage => ({
  id: r.id,
  site: r.site,
  path: r.path,
  title: r.title,
  url: r.url,
  views: Number(r.views),
  comments: Number(r.comments ?? 0),
  reactions: Number(r.reactions ?? 0),
  lastCommentAt: r.lastCommentAt ?? null,
})

/** The page at `path` of `site`, if there is one. */
export async function pageAt(db: Db, site: string, path: string) {
  return db
    .selectFrom('pages')
    .select(['id', 'title', 'url'])
    .where('site', '=', site)
    .where('path', '=', path)
    .executeTakeFirst()
}

export async function pageById(db: Db, id: number) {
  return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The page now answers at another path of its site (no page is there yet). */
export async function movePage(db: Db, id: number, path: string, now: Date): Promise<void> {
  await db.updateTable('pages').set({ path, updatedAt: now.toISOString() }).where('id', '=', id).execute()
}

/**
 * Page `from` becomes part of page `into`: its comments hang on `into`, its views add to
 * `into`'s, and its visits and reactions move there, a voter (or visitor) found on both keeping
 * only the newer one. Then `from` is gone. Run it in one transaction.
 */
export async function mergePages(db: Transaction<DB>, from: number, into: number, now: Date): Promise<void> {
  const source = await pageById(db, from)
  const target = await pageById(db, into)
  if (!source || !target) return
  await db
    .updateTable('comments')
    .set({ for_id: into })
    .where('type', '=', PAGE_COMMENT_TYPE)
    .where('for_id', '=', from)
    .execute()
  await keepNewest(db, 'page_visits', 'visitor', from, into)
  await keepNewest(db, 'page_reactions', 'voter', from, into)
  await db
    .updateTable('pages')
    .set({
      views: Number(target.views) + Number(source.views),
      title: target.title || source.title,
      url: target.url || source.url,
      updatedAt: now.toISOString(),
    })
    .where('id', '=', into)
    .execute()
  await db.deleteFrom('pages').where('id', '=', from).execute()
}

/**
 * Moves `from`'s rows of a per-page table to `into`, where one `who` has a row on both keeping
 * the one with the later `at` (a tie keeps the row already on `into`).
 */
async function keepNewest(
  db: Transaction<DB>,
  table: 'page_visits' | 'page_reactions',
  who: 'visitor' | 'voter',
  from: number,
  into: number,
): Promise<void> {
  const rows = sql.table(table)
  const own = sql.ref(`${table}.${who}`)
  const ownAt = sql.ref(`${table}.at`)
  await sql`DELETE FROM ${rows} WHERE page_id = ${into} AND EXISTS (
    SELECT 1 FROM ${rows} AS other WHERE other.page_id = ${from}
      AND ${sql.ref(`other.${who}`)} = ${own} AND other.at > ${ownAt})`.execute(db)
  await sql`DELETE FROM ${rows} WHERE page_id = ${from} AND EXISTS (
    SELECT 1 FROM ${rows} AS other WHERE other.page_id = ${into} AND ${sql.ref(`other.${who}`)} = ${own})`.execute(
    db,
  )
  await sql`UPDATE ${rows} SET page_id = ${into} WHERE page_id = ${from}`.execute(db)
}
