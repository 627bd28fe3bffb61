import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './database.ts'

// A page of any site may gather thousands of comments (docs/api.md §23, §25). Two things keep
// its answers as quick as a short thread's:
//
// - Every comment list reads one thread (a target's top level, or one comment's replies) in
//   (createdAt, id) order, and a cursor seeks to a place in it. With those two columns after the
//   thread's own, a page of a thread of any length is read straight from the index, from either
//   end, with no sort and no count to the place. The old index is the new one's leading part: it
//   would only cost writes.
// - A post list's counters ask for the comment counts of fifty pages at once. Each page keeps its
//   own count (`pages.comments`) of its published comments, moved by triggers on every insert,
//   delete (a reply deleted with its parent too), change of target and review (a held comment
//   counts once it is approved; docs/api.md §27), whoever makes it, so counting never walks the
//   comments.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>

/** The comment type of a page of any site (page/sql.ts PAGE_COMMENT_TYPE), fixed in the triggers. */
const PAGE = 4
/** Only published comments count (moderation/guard.ts STATUS.published; the column is 0015's). */
const PUBLISHED = 'published'

async function sqliteCounters(db: AnyDb): Promise<void> {
  const add = (row: 'NEW' | 'OLD', by: '+ 1' | '- 1') =>
    `UPDATE pages SET comments = comments ${by}
      WHERE ${row}.type = ${PAGE} AND ${row}.status = '${PUBLISHED}' AND id = ${row}.for_id;`
  await sql
    .raw(`CREATE TRIGGER pages_comments_insert AFTER INSERT ON comments BEGIN ${add('NEW', '+ 1')} END`)
    .execute(db)
  await sql
    .raw(`CREATE TRIGGER pages_comments_delete AFTER DELETE ON comments BEGIN ${add('OLD', '- 1')} END`)
    .execute(db)
  await sql
    .raw(
      `CREATE TRIGGER pages_comments_move AFTER UPDATE OF type, for_id, status ON comments BEGIN
        ${add('OLD', '- 1')} ${add('NEW', '+ 1')} END`,
    )
    .execute(db)
}

async function postgresCounters(db: AnyDb): Promise<void> {
  await sql
    .raw(`CREATE FUNCTION pages_comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.type = ${PAGE} AND OLD.status = '${PUBLISHED}' THEN
        UPDATE pages SET comments = comments - 1 WHERE id = OLD.for_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.type = ${PAGE} AND NEW.status = '${PUBLISHED}' THEN
        UPDATE pages SET comments = comments + 1 WHERE id = NEW.for_id;
      END IF;
      RETURN NULL;
    END $$`)
    .execute(db)
  await sql`CREATE TRIGGER pages_comments_count AFTER INSERT OR DELETE OR UPDATE OF type, for_id, status ON comments
    FOR EACH ROW EXECUTE FUNCTION pages_comments_count()`.execute(db)
}

export function longPageThreads(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await sql`CREATE INDEX comments_thread ON comments (type, for_id, parent_id, "createdAt", id)`.execute(
        db,
      )
      await sql`DROP INDEX IF EXISTS comments_target`.execute(db)
      await sql`ALTER TABLE pages ADD COLUMN comments integer NOT NULL DEFAULT 0`.execute(db)
      await sql`UPDATE pages SET comments = (
        SELECT count(*) FROM comments c
        WHERE c.type = ${sql.lit(PAGE)} AND c.for_id = pages.id AND c.status = ${sql.lit(PUBLISHED)}
      )`.execute(db)
      if (dialect === 'sqlite') await sqliteCounters(db)
      else await postgresCounters(db)
    },
  }
}
