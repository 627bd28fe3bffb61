import { type Kysely, sql } from 'kysely'
import { SEARCH_RESULT_MAX } from '../../core/contract/index.ts'
import { likePattern } from '../db/contains.ts'
import type { DB } from '../db/schema.ts'
import { ARTICLE_PUBLIC } from './public.ts'

// Search on PostgreSQL. Every article's one- and two-character pieces (the same pieces as the
// SQLite index, db/search-grams.ts) are kept in `article_grams` as arrays with a GIN index, by a
// trigger (db/pg-search-index.ts). A query is looked up by its two-character pieces (one
// character: itself), which narrows thousands of articles to the few holding them all; ILIKE then
// confirms the exact substring. Works for every query length, Chinese included, without any extension.

/** The pieces an article must hold to contain `query`: its two-character windows, or its characters. */
export function queryGrams(query: string): string[] {
  const chars = Array.from(query.toLowerCase())
  const pairs = new Set<string>()
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = `${chars[i]}${chars[i + 1]}`
    if (!/\s/.test(pair)) pairs.add(pair)
  }
  if (pairs.size > 0) return [...pairs]
  return [...new Set(chars.filter((ch) => !/\s/.test(ch)))]
}

interface MatchRow {
  id: number
  article_title: string
  article_content: string
}

/**
 * How many of the newest public articles a walk reads before it asks the index. A common word
 * (缓存 is in nearly every article of a technical blog) has its newest hits among them, where
 * the index would name thousands of articles to check and sort; a rare one falls through to the
 * index, which names its few. Titles are short, so their walk can read many more.
 */
export interface SearchWindows {
  title: number
  body: number
}
export const SEARCH_WINDOWS: SearchWindows = { title: 1000, body: 128 }

/** Public articles containing `query`: title hits first, then the rest, each newest first. */
export async function matchPg(
  db: Kysely<DB>,
  query: string,
  windows: SearchWindows = SEARCH_WINDOWS,
): Promise<MatchRow[]> {
  const grams = queryGrams(query)
  const pattern = likePattern(query)
  const holds = (column: 'title' | 'body') =>
    grams.length > 0 ? sql`g.${sql.raw(column)} @> ${grams}::text[]` : sql`true`
  const inTitle = sql`a.article_title ILIKE ${pattern} ESCAPE '\\'`
  const inBody = sql`a.article_content ILIKE ${pattern} ESCAPE '\\'`
  const titled = await newestIds(db, {
    window: windows.title,
    columns: sql`id, article_title`,
    matches: inTitle,
    indexed: holds('title'),
    exclude: [],
    limit: SEARCH_RESULT_MAX,
  })
  const rest =
    titled.length >= SEARCH_RESULT_MAX
      ? []
      : await newestIds(db, {
          window: windows.body,
          columns: sql`id, article_title, article_content`,
          matches: sql`(${inTitle} OR ${inBody})`,
          indexed: sql`(${holds('title')} OR ${holds('body')})`,
          exclude: titled,
          limit: SEARCH_RESULT_MAX - titled.length,
        })
  const ids = [...titled, ...rest]
  if (ids.length === 0) return []
  const found = await sql<MatchRow>`
    SELECT id, article_title, article_content FROM articles WHERE id = ANY(${ids}::integer[])`.execute(db)
  const byId = new Map(found.rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

interface Walk {
  window: number
  /** the columns `matches` reads, from the newest articles */
  columns: ReturnType<typeof sql>
  /** the exact test, on `a` */
  matches: ReturnType<typeof sql>
  /** what the pieces' index can tell, on `g`: every article that matches holds them */
  indexed: ReturnType<typeof sql>
  exclude: number[]
  limit: number
}

/**
 * Up to `limit` public articles that match, newest first: from the newest `window` articles when
 * they hold that many (the newest hits are then among them), else from the index's candidates.
 * The candidates are read first (MATERIALIZED), so the planner cannot trade the index for a walk
 * that checks every article's pieces: it misjudges how many articles contain a phrase.
 */
async function newestIds(db: Kysely<DB>, walk: Walk): Promise<number[]> {
  const { window, columns, matches, indexed, exclude, limit } = walk
  const recent = await sql<{ id: number }>`
    SELECT a.id FROM (
      SELECT ${columns} FROM articles WHERE status = ${ARTICLE_PUBLIC} ORDER BY id DESC LIMIT ${window}
    ) a
    WHERE ${matches} AND NOT (a.id = ANY(${exclude}::integer[]))
    ORDER BY a.id DESC
    LIMIT ${limit}`.execute(db)
  if (recent.rows.length >= limit) return recent.rows.map((r) => r.id)
  const found = await sql<{ id: number }>`
    WITH candidates AS MATERIALIZED (SELECT g.article_id FROM article_grams g WHERE ${indexed})
    SELECT a.id FROM candidates c JOIN articles a ON a.id = c.article_id
    WHERE a.status = ${ARTICLE_PUBLIC} AND ${matches} AND NOT (a.id = ANY(${exclude}::integer[]))
    ORDER BY a.id DESC
    LIMIT ${limit}`.execute(db)
  return found.rows.map((r) => r.id)
}
