import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The index PostgreSQL search reads (article/search-pg.ts): every article's one- and
 * two-character pieces (the same pieces as the SQLite index, search-grams.ts) kept in
 * `article_grams` as arrays with a GIN index, by a trigger. Works for every query length,
 * Chinese included, without any extension.
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
