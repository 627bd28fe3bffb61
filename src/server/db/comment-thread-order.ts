import { type Kysely, type Migration, sql } from 'kysely'

// Every comment list reads one thread (a target's top level, or one comment's replies) in
// (createdAt, id) order, and a cursor seeks to a place in it (docs/api.md §25, "Paging a long
// thread"). With those two columns after the thread's own, the database reads a page of a thread
// of any length straight from the index, from either end, with no sort and no count to the place.
// The old index is the new one's leading part: it would only cost writes.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>

export const commentThreadOrder: Migration = {
  async up(db: AnyDb) {
    await sql`CREATE INDEX comments_thread ON comments (type, for_id, parent_id, "createdAt", id)`.execute(db)
    await sql`DROP INDEX IF EXISTS comments_target`.execute(db)
  },
}
