import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './database.ts'

// The review queue and spam defence (docs/api.md §27). Comments and message-board entries get a
// status ('published' | 'held' | 'spam') and the reason a held one waits; both remember the
// visitor as a keyed hash of their address (never the address itself), which is what "the same
// visitor" and a blocked IP compare against. The latest refused writes are kept, with why. A message written by a guest keeps the hash of the
// guest token it was written with, so its author sees it while it waits.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>

export function moderationTables(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['comments', 'messages']) {
        await db.schema
          .alterTable(table)
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
          .execute()
        await db.schema.alterTable(table).addColumn('held_reason', 'text').execute()
        await db.schema.alterTable(table).addColumn('visitor', 'text').execute()
      }
      await db.schema.alterTable('messages').addColumn('guest_token', 'text').execute()
      await sql`CREATE INDEX comments_status ON comments (status, "createdAt")`.execute(db)
      await sql`CREATE INDEX messages_status ON messages (status, "createdAt")`.execute(db)
      await sql`CREATE INDEX comments_visitor ON comments (visitor, "createdAt")`.execute(db)

      const id =
        dialect === 'postgres'
          ? sql.raw('id serial PRIMARY KEY')
          : sql.raw('id integer PRIMARY KEY AUTOINCREMENT')
      // what the owner's "spam" blocks: a visitor hash, an e-mail or a nickname
      await sql`CREATE TABLE blocks (
        ${id},
        kind text NOT NULL,
        value text NOT NULL,
        note text NOT NULL DEFAULT '',
        "createdAt" text NOT NULL,
        UNIQUE (kind, value)
      )`.execute(db)
      // the latest writes the guard refused, with why, for the desk (nothing identifying kept)
      await sql`CREATE TABLE refusals (
        ${id},
        kind text NOT NULL,
        reason text NOT NULL,
        author text NOT NULL,
        excerpt text NOT NULL,
        "createdAt" text NOT NULL
      )`.execute(db)
      // form tokens and proof-of-work challenges already used: each is accepted once
      await db.schema
        .createTable('spent_passes')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
