import { type Kysely, type Migration, sql } from 'kysely'
import { SEARCH_RESULT_MAX } from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'
import { ARTICLE_PUBLIC } from './article-sql.ts'
import { likePattern } from './article-search-sql.ts'

/**
 * Search on PostgreSQL. Every article's one- and two-character pieces (the same pieces as the
 * SQLite index, search-grams.ts) are kept in `article_grams` as arrays with a GIN index, by a
 * trigger. A query is looked up by its two-character pieces (one character: itself), which
 * narrows thousands of articles to the few holding them all; ILIKE then confirms the exact
 * substring. Works for every query length, Chinese included, without any extension.
 */
export const pgSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // lower() then the pieces; whitespace never belongs to a piece, as on SQLite
    await sql`CREATE FUNCTION xz_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
      FROM (SELECT lower(coalesce(t, '')) AS l) s,
        generate_series(1, length(s.l)) AS i,
        LATERAL (VALUES (substr(s.l, i, 1)), (substr(s.l, i, 2))) AS v(g)
      WHERE g !~ '[[:space:]]'
    $$`.execute(db)
    await sql`CREATE TABLE article_grams (
      article_id integer PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
      title text[] NOT NULL,
      body text[] NOT NULL
    )`.execute(db)
    await sql`CREATE INDEX article_grams_title ON article_grams USING gin (title)`.execute(db)
    await sql`CREATE INDEX article_grams_body ON article_grams USING gin (body)`.execute(db)
    await sql`CREATE FUNCTION xz_article_grams() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO article_grams (article_id, title, body)
        VALUES (NEW.id, xz_grams(NEW.article_title), xz_grams(NEW.article_content))
        ON CONFLICT (article_id) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body;
        RETURN NULL;
      END
    $$`.execute(db)
    await sql`CREATE TRIGGER article_grams_write AFTER INSERT OR UPDATE OF article_title, article_content
      ON articles FOR EACH ROW EXECUTE FUNCTION xz_article_grams()`.execute(db)
    await sql`INSERT INTO article_grams (article_id, title, body)
      SELECT id, xz_grams(article_title), xz_grams(article_content) FROM articles`.execute(db)
  },
}

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

/** Public articles containing `query`: title hits first, then the rest, each newest first. */
export async function matchPg(db: Kysely<DB>, query: string): Promise<MatchRow[]> {
  const grams = queryGrams(query)
  const pattern = likePattern(query)
  const holds = (column: 'title' | 'body') =>
    grams.length > 0 ? sql`g.${sql.raw(column)} @> ${grams}::text[]` : sql`true`
  const inTitle = sql`(${holds('title')} AND a.article_title ILIKE ${pattern} ESCAPE '\\')`
  const inBody = sql`(${holds('body')} AND a.article_content ILIKE ${pattern} ESCAPE '\\')`
  const walk = async (where: ReturnType<typeof sql>, exclude: number[], limit: number) => {
    const found = await sql<MatchRow>`
      SELECT a.id, a.article_title, a.article_content
      FROM article_grams g JOIN articles a ON a.id = g.article_id
      WHERE ${where} AND a.status = ${ARTICLE_PUBLIC} AND NOT (a.id = ANY(${exclude}::integer[]))
      ORDER BY a.id DESC
      LIMIT ${limit}`.execute(db)
    return found.rows
  }
  const titled = await walk(inTitle, [], SEARCH_RESULT_MAX)
  if (titled.length >= SEARCH_RESULT_MAX) return titled
  const rest = await walk(
    sql`(${inTitle} OR ${inBody})`,
    titled.map((r) => r.id),
    SEARCH_RESULT_MAX - titled.length,
  )
  return [...titled, ...rest]
}
