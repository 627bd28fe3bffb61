import { type Kysely, sql } from 'kysely'
import { HOT_ARTICLE_COUNT, RECOMMEND_MAX } from '../../core/contract/index.ts'
import { now } from '../db/database.ts'
import { READING_TOTAL_MAX_MS } from '../db/reading-duration.ts'
import { containsAny } from '../db/contains.ts'
import type { DB } from '../db/schema.ts'
import { withPendingViews } from '../db/view-counts.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'
import { ARTICLE_PUBLIC } from './public.ts'

// The shapes the article routes send. Rows leave with the wire names of docs/api.md §8: `sort_order`
// goes out as `order`, the joined names as `categoryName` / `authorName`.

const SUMMARY_COLUMNS = [
  'a.id',
  'a.article_title',
  'a.article_description',
  'a.article_cover',
  'a.category_id',
  'a.author_id',
  'a.is_top',
  'a.sort_order as order',
  'a.status',
  'a.type',
  'a.origin_url',
  'a.view_times',
  'a.thumbs_up_times',
  'a.reading_duration',
  'a.createdAt',
  'a.updatedAt',
  'c.category_name as categoryName',
  'u.nick_name as authorName',
] as const

function joined(db: Kysely<DB>) {
  return db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .innerJoin('users as u', 'u.id', 'a.author_id')
}

/** Detail rows: the list columns plus the Markdown body. */
function fullQuery(db: Kysely<DB>) {
  return joined(db).select([...SUMMARY_COLUMNS, 'a.article_content'])
}

/** Small link to another article (previous / next / recommend). */
function linkQuery(db: Kysely<DB>) {
  return db.selectFrom('articles as a').select(['a.id', 'a.article_title', 'a.article_cover', 'a.createdAt'])
}

/** Which public articles a list shows. */
export type ArticleFilter = { kind: 'all' } | { kind: 'tag'; id: number } | { kind: 'category'; id: number }

/**
 * One page of public article summaries with their tags (three queries, whatever the page size).
 * `home` order: pinned first, then the admin's `order` ascending, then newest; `newest`: by date.
 */
export async function pageArticles(db: Kysely<DB>, opts: PageOptions) {
  const { filter } = opts
  const list = filter.kind === 'all' ? 'all' : `${filter.kind}:${filter.id}`
  // readers far outnumber writers: the same page is read again and again between two writes
  const page = await rememberWhileUnchanged(
    db,
    `page:${list}:${opts.order}:${opts.current}:${opts.size}`,
    () => readPage(db, list, opts),
  )
  const counted = withPendingViews(db, page.list)
  return counted === page.list ? page : { ...page, list: counted }
}

interface PageOptions {
  filter: ArticleFilter
  order: 'home' | 'newest'
  current: number
  size: number
}

async function readPage(db: Kysely<DB>, listKey: string, opts: PageOptions) {
  const { filter } = opts
  let scope = joined(db).where('a.status', '=', ARTICLE_PUBLIC)
  // the count needs no joins: every article has its author, and joining would make SQLite
  // read each row's author_id, stored after the Markdown body
  let counted = db.selectFrom('articles as a').where('a.status', '=', ARTICLE_PUBLIC)
  if (filter.kind === 'category') {
    scope = scope.where('a.category_id', '=', filter.id)
    counted = counted.where('a.category_id', '=', filter.id)
  }
  if (filter.kind === 'tag') {
    const tagged = db.selectFrom('article_tag').select('article_id').where('tag_id', '=', filter.id)
    scope = scope.where('a.id', 'in', tagged)
    counted = counted.where('a.id', 'in', tagged)
  }
  const total = await rememberWhileUnchanged(db, `total:${listKey}`, async () =>
    countOf((await counted.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst())?.total),
  )
  let list = scope.select(SUMMARY_COLUMNS)
  if (opts.order === 'home') list = list.orderBy('a.is_top', 'desc').orderBy('a.sort_order', 'asc')
  const rows = await list
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(opts.size)
    .offset((opts.current - 1) * opts.size)
    .execute()
  return {
    current: opts.current,
    size: opts.size,
    total,
    list: await withTags(db, rows),
  }
}

/** Tag names for a whole page of articles in one query: article id → names. */
async function tagNamesOf(db: Kysely<DB>, articleIds: number[]): Promise<Map<number, string[]>> {
  const byArticle = new Map<number, string[]>()
  if (articleIds.length === 0) return byArticle
  const rows = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .where('at.article_id', 'in', articleIds)
    .orderBy('t.id', 'asc')
    .execute()
  for (const row of rows) {
    const list = byArticle.get(row.article_id)
    if (list) list.push(row.tag_name)
    else byArticle.set(row.article_id, [row.tag_name])
  }
  return byArticle
}

async function withTags<R extends { id: number }>(
  db: Kysely<DB>,
  rows: R[],
): Promise<(R & { tagNameList: string[] })[]> {
  const tags = await tagNamesOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({ ...r, tagNameList: tags.get(r.id) ?? [] }))
}

/** One full article with its tags, or undefined. */
export async function findArticle(db: Kysely<DB>, id: number) {
  const row = await fullQuery(db).where('a.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const [withTagList] = withPendingViews(db, await withTags(db, [row]))
  return withTagList
}

/**
 * findArticle for readers: the same article is read again and again between two writes, so
 * the answer is kept while the database is unchanged. The view count in it is the one
 * written: pass it through `withPendingViews`. The object is shared, never to be changed.
 */
export function readArticle(db: Kysely<DB>, id: number) {
  return rememberWhileUnchanged(db, `article:${id}`, async () => {
    const row = await fullQuery(db).where('a.id', '=', id).executeTakeFirst()
    return row && (await withTags(db, [row]))[0]
  })
}

export function countOf(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0)
}

/** What the desk's article list may narrow by; every status is listed unless one is named. */
export interface DeskArticleFilter {
  keyword?: string
  status?: number
  category_id?: number
  tag_id?: number
}

/** One page of every article (drafts and private ones too) for the desk, newest first. */
export async function pageDeskArticles(
  db: Kysely<DB>,
  filter: DeskArticleFilter,
  current: number,
  size: number,
) {
  let scope = joined(db)
  if (filter.status !== undefined) scope = scope.where('a.status', '=', filter.status)
  if (filter.category_id !== undefined) scope = scope.where('a.category_id', '=', filter.category_id)
  if (filter.tag_id !== undefined) {
    const tagged = db.selectFrom('article_tag').select('article_id').where('tag_id', '=', filter.tag_id)
    scope = scope.where('a.id', 'in', tagged)
  }
  if (filter.keyword)
    scope = scope.where(containsAny(['a.article_title', 'a.article_description'], filter.keyword))
  const [totalRow, rows] = await Promise.all([
    scope.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    scope
      .select(SUMMARY_COLUMNS)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute(),
  ])
  return {
    current,
    size,
    total: countOf(totalRow?.total),
    list: withPendingViews(db, await withTags(db, rows)),
  }
}

/** What decides whether a reader may see an article, or undefined when there is none. */
export function articleAccess(db: Kysely<DB>, articleId: number) {
  return db
    .selectFrom('articles')
    .select(['id', 'status', 'createdAt', 'thumbs_up_times'])
    .where('id', '=', articleId)
    .executeTakeFirst()
}

/** One page of the public articles' links, newest first, and how many there are. */
export async function timelinePage(db: Kysely<DB>, current: number, size: number) {
  const scope = db.selectFrom('articles').where('status', '=', ARTICLE_PUBLIC)
  const total = await scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const rows = await scope
    .select(['id', 'article_title', 'article_cover', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute()
  return { total: Number(total?.n ?? 0), rows }
}

/**
 * The public articles beside one: previous = the next older article, next = the next newer
 * one; id breaks equal times. At either end they wrap around, so a reader can always go on
 * while two or more exist. Recommended: the newest that share a tag with it.
 */
export async function articlesBeside(db: Kysely<DB>, self: { id: number; createdAt: string }) {
  const published = linkQuery(db).where('a.status', '=', ARTICLE_PUBLIC)
  const others = published.where('a.id', '!=', self.id)
  const newestFirst = others.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc')
  const oldestFirst = others.orderBy('a.createdAt', 'asc').orderBy('a.id', 'asc')
  const beside = (side: '<' | '>', query: typeof others) =>
    query
      .where((eb) =>
        eb.or([
          eb('a.createdAt', side, self.createdAt),
          eb.and([eb('a.createdAt', '=', self.createdAt), eb('a.id', side, self.id)]),
        ]),
      )
      .executeTakeFirst()
  const older = await beside('<', newestFirst)
  const newer = await beside('>', oldestFirst)
  const previous = older ?? (await newestFirst.executeTakeFirst())
  const next = newer ?? (await oldestFirst.executeTakeFirst())
  const recommend = await published
    .where('a.id', '!=', self.id)
    .where('a.id', 'in', (eb) =>
      eb
        .selectFrom('article_tag')
        .select('article_id')
        .where('tag_id', 'in', (inner) =>
          inner.selectFrom('article_tag').select('tag_id').where('article_id', '=', self.id),
        ),
    )
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(RECOMMEND_MAX)
    .execute()
  return { previous: previous ?? null, next: next ?? null, recommend }
}

/** The most read public articles, the views not yet written counted in. */
export async function hotArticles(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'article_title', 'view_times'])
    .where('status', '=', ARTICLE_PUBLIC)
    .orderBy('view_times', 'desc')
    .orderBy('id', 'desc')
    .limit(HOT_ARTICLE_COUNT)
    .execute()
  const counted = withPendingViews(db, rows)
  if (counted !== rows) counted.sort((a, b) => b.view_times - a.view_times || b.id - a.id)
  return counted
}

/** Adds `ms` to an article's reading time, stopping at READING_TOTAL_MAX_MS. */
export async function addReadingMs(db: Kysely<DB>, articleId: number, ms: number): Promise<void> {
  const room = READING_TOTAL_MAX_MS - ms
  await db
    .updateTable('articles')
    .set({
      reading_duration: sql<number>`CASE WHEN reading_duration > ${room} THEN ${READING_TOTAL_MAX_MS} ELSE reading_duration + ${ms} END`,
    })
    .where('id', '=', articleId)
    .execute()
}

export async function articleExists(db: Kysely<DB>, articleId: number): Promise<boolean> {
  const row = await db.selectFrom('articles').select('id').where('id', '=', articleId).executeTakeFirst()
  return row !== undefined
}

/** Pins or unpins; false when there is no such article. */
export async function setArticleTop(db: Kysely<DB>, articleId: number, isTop: number): Promise<boolean> {
  const result = await db
    .updateTable('articles')
    .set({ is_top: isTop, updatedAt: now() })
    .where('id', '=', articleId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
