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

/**
 * Public articles containing `query`: title hits first, then the rest, each newest first.
 *
 * One statement, so a first read under load is one round trip and one snapshot: each walk
 * reads the newest `window` public articles, and its index branch runs only when that walk
 * found fewer than it needs (a gate on an uncounted subquery that PostgreSQL checks once, before
 * it reads anything of the branch). The body walk runs only when titles fell short. The index's
 * candidates are read first (MATERIALIZED), so the planner cannot trade the index for a walk
 * that checks every article's pieces: it misjudges how many articles contain a phrase.
 */
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
  const max = SEARCH_RESULT_MAX
  const found = await sql<MatchRow>`
    WITH
    recent_titles AS (
      SELECT a.id FROM (
        SELECT id, article_title FROM articles
        WHERE status = ${ARTICLE_PUBLIC} ORDER BY id DESC LIMIT ${windows.title}
      ) a
      WHERE ${inTitle}
      ORDER BY a.id DESC LIMIT ${max}
    ),
    title_candidates AS MATERIALIZED (
      SELECT g.article_id FROM article_grams g
      WHERE (SELECT count(*) FROM recent_titles) < ${max} AND ${holds('title')}
    ),
    indexed_titles AS (
      SELECT a.id FROM title_candidates c JOIN articles a ON a.id = c.article_id
      WHERE (SELECT count(*) FROM recent_titles) < ${max} AND a.status = ${ARTICLE_PUBLIC} AND ${inTitle}
      ORDER BY a.id DESC LIMIT ${max}
    ),
    titled AS (
      SELECT id FROM recent_titles WHERE (SELECT count(*) FROM recent_titles) >= ${max}
      UNION ALL
      SELECT id FROM indexed_titles
    ),
    wanted AS (SELECT ${max} - count(*) AS n FROM titled),
    recent_rest AS (
      SELECT a.id FROM (
        SELECT id, article_title, article_content FROM articles
        WHERE status = ${ARTICLE_PUBLIC} ORDER BY id DESC LIMIT ${windows.body}
      ) a
      WHERE (SELECT n FROM wanted) > 0 AND (${inTitle} OR ${inBody})
        AND a.id NOT IN (SELECT id FROM titled)
      ORDER BY a.id DESC LIMIT (SELECT n FROM wanted)
    ),
    rest_short AS (SELECT count(*) < (SELECT n FROM wanted) AS yes FROM recent_rest),
    rest_candidates AS MATERIALIZED (
      SELECT g.article_id FROM article_grams g
      WHERE (SELECT yes FROM rest_short) AND (${holds('title')} OR ${holds('body')})
    ),
    indexed_rest AS (
      SELECT a.id FROM rest_candidates c JOIN articles a ON a.id = c.article_id
      WHERE (SELECT yes FROM rest_short) AND a.status = ${ARTICLE_PUBLIC} AND (${inTitle} OR ${inBody})
        AND a.id NOT IN (SELECT id FROM titled)
      ORDER BY a.id DESC LIMIT (SELECT n FROM wanted)
    ),
    hits AS (
      SELECT id, 0 AS part FROM titled
      UNION ALL
      SELECT id, 1 FROM recent_rest WHERE NOT (SELECT yes FROM rest_short)
      UNION ALL
      SELECT id, 1 FROM indexed_rest
    )
    SELECT a.id, a.article_title, a.article_content
    FROM hits h JOIN articles a ON a.id = h.id
    ORDER BY h.part, h.id DESC`.execute(db)
  return found.rows
}
