import { type Kysely, sql } from 'kysely'
import { SEARCH_RESULT_MAX } from '../../core/contract/index.ts'
import { ARTICLE_PUBLIC } from './public.ts'
import { matchPg } from './search-pg.ts'
import type { Dialect } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'

/** Characters of plain text kept after the first match. */
export const SNIPPET_LENGTH = 80
/** Shortest query the trigram index can answer; shorter ones go to the one- and two-character index. */
const TRIGRAM_MIN = 3

export interface SearchHitRow {
  id: number
  article_title: string
  /** a plain-text snippet around the first match */
  article_content: string
}

interface MatchRow {
  id: number
  article_title: string
  article_content: string
}

/**
 * Public articles whose title or content contains `query`, Chinese substrings included; title
 * hits first, then the newest. SQLite answers from an index at every length: the FTS5 trigram
 * index from three characters, the one- and two-character index (db/search-grams.ts) below that.
 * PostgreSQL: its own index of the same pieces (search-pg.ts).
 */
export function searchArticles(db: Kysely<DB>, dialect: Dialect, query: string): Promise<SearchHitRow[]> {
  // the same words are searched again and again between two writes
  return rememberWhileUnchanged(db, `search:${query}`, () => search(db, dialect, query))
}

async function search(db: Kysely<DB>, dialect: Dialect, query: string): Promise<SearchHitRow[]> {
  const short = [...query].length < TRIGRAM_MIN
  const rows =
    dialect === 'sqlite'
      ? await matchIndexed(db, short ? GRAMS_INDEX : TRIGRAM_INDEX, query)
      : await matchPg(db, query)
  return rows.map((r) => ({
    id: r.id,
    article_title: r.article_title,
    article_content: snippet(markdownToText(r.article_content), query),
  }))
}

interface FtsIndex {
  table: string
  /** the index that holds titles, and how to ask it for a phrase in the title */
  titleTable: string
  titleMatch: (phrase: string) => string
}
const TRIGRAM_INDEX: FtsIndex = {
  table: 'articles_fts',
  // titles alone: a title filter on articles_fts would visit every body that holds the words
  titleTable: 'articles_title_fts',
  titleMatch: (phrase) => phrase,
}
const GRAMS_INDEX: FtsIndex = {
  table: 'articles_grams',
  titleTable: 'articles_grams',
  titleMatch: (phrase) => `title : ${phrase}`,
}

/**
 * Two walks of the index in descending rowid order, each stopping at the first page of public
 * hits: ranking every hit of a common word (thousands of articles) was what made search slow.
 */
async function matchIndexed(db: Kysely<DB>, index: FtsIndex, query: string): Promise<MatchRow[]> {
  // A quoted FTS5 string is a phrase: operators and column filters inside it are plain text.
  const phrase = `"${query.replaceAll('"', '""')}"`
  const walk = async (table: string, match: string, exclude: number[], limit: number) => {
    const found = await sql<MatchRow>`
      SELECT a.id, a.article_title, a.article_content
      FROM ${sql.table(table)} f JOIN articles a ON a.id = f.rowid
      WHERE ${sql.table(table)} MATCH ${match} AND a.status = ${ARTICLE_PUBLIC}
        AND a.id NOT IN (SELECT value FROM json_each(${JSON.stringify(exclude)}))
      ORDER BY f.rowid DESC
      LIMIT ${limit}`.execute(db)
    return found.rows
  }
  const inTitle = await walk(index.titleTable, index.titleMatch(phrase), [], SEARCH_RESULT_MAX)
  if (inTitle.length >= SEARCH_RESULT_MAX) return inTitle
  const rest = await walk(
    index.table,
    phrase,
    inTitle.map((r) => r.id),
    SEARCH_RESULT_MAX - inTitle.length,
  )
  return [...inTitle, ...rest]
}

/**
 * Markdown to readable plain text, roughly: enough that a snippet shows words rather than
 * syntax. Code stays (people search for it); markup, link targets and HTML tags go.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ') // fence lines (the code itself stays)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images → alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links → their text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1') // reference links
    .replace(/^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm, ' ') // link definitions
    .replace(/<[^>]+>/g, ' ') // HTML tags
    .replace(/^\s{0,3}#{1,6}\s+/gm, '') // headings
    .replace(/^\s{0,3}>\s?/gm, '') // block quotes
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '') // list markers
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ') // rules
    .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ') // table separator rows
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|~~|\*|`)/g, '') // emphasis, strike, inline code
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The text from the first (case-insensitive) match on, about SNIPPET_LENGTH characters after
 * it, with an ellipsis where cut: the `blog-v3` client shows the keyword first. The start of the
 * text when the query only matched the title.
 */
export function snippet(text: string, query: string, length = SNIPPET_LENGTH): string {
  const chars = Array.from(text)
  const at = text.toLowerCase().indexOf(query.toLowerCase())
  // indexOf counts UTF-16 units; slice by code points so no surrogate pair is split
  const from = at < 0 ? 0 : Array.from(text.slice(0, at)).length
  const to = Math.min(chars.length, from + (at < 0 ? 0 : Array.from(query).length) + length)
  return `${chars.slice(from, to).join('')}${to < chars.length ? '…' : ''}`
}
