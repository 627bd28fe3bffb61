import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './database.ts'

// Guests comment on pages of any site without an account (docs/api.md §25): a
// guest's comment has no author row (from_id NULL) and keeps the name, e-mail, site and the hash
// of the browser's token it was written with; a reply to a guest keeps the guest's name.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>

const GUEST_COLUMNS = ['guest_name', 'guest_email', 'guest_url', 'guest_token', 'to_guest_name'] as const

/**
 * SQLite cannot drop a NOT NULL in place: the table is rebuilt with the same rows and ids. The
 * migrator runs SQLite steps outside a transaction, so the foreign-key switch takes effect.
 */
async function rebuildSqliteComments(db: AnyDb): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db)
  try {
    await sql`BEGIN`.execute(db)
    await sql`CREATE TABLE comments_new (
      id integer PRIMARY KEY AUTOINCREMENT,
      type integer NOT NULL,
      for_id integer NOT NULL,
      parent_id integer REFERENCES comments (id) ON DELETE CASCADE,
      from_id integer REFERENCES users (id) ON DELETE CASCADE,
      to_id integer REFERENCES users (id) ON DELETE SET NULL,
      content text NOT NULL,
      thumbs_up integer NOT NULL DEFAULT 0,
      "createdAt" text NOT NULL,
      "updatedAt" text NOT NULL,
      guest_name text,
      guest_email text,
      guest_url text,
      guest_token text,
      to_guest_name text
    )`.execute(db)
    await sql`INSERT INTO comments_new
      (id, type, for_id, parent_id, from_id, to_id, content, thumbs_up, "createdAt", "updatedAt")
      SELECT id, type, for_id, parent_id, from_id, to_id, content, thumbs_up, "createdAt", "updatedAt"
      FROM comments`.execute(db)
    await sql`DROP TABLE comments`.execute(db)
    await sql`ALTER TABLE comments_new RENAME TO comments`.execute(db)
    await sql`CREATE INDEX comments_target ON comments (type, for_id, parent_id)`.execute(db)
    await sql`COMMIT`.execute(db)
  } catch (error) {
    await sql`ROLLBACK`.execute(db)
    throw error
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db)
  }
}

export function guestComments(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'sqlite') {
        await rebuildSqliteComments(db)
      } else {
        await sql`ALTER TABLE comments ALTER COLUMN from_id DROP NOT NULL`.execute(db)
        for (const column of GUEST_COLUMNS) {
          await db.schema.alterTable('comments').addColumn(column, 'text').execute()
        }
      }
      // a site's recent comments walk the newest of one type
      await sql`CREATE INDEX comments_type_newest ON comments (type, "createdAt" DESC, id DESC)`.execute(db)
    },
  }
}
