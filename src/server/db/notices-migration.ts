import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './database.ts'

// Notices that leave the site (docs/api.md §26): every e-mail and webhook is a row of the
// outbox before anything is sent, so posting never waits for it and a restart loses nothing;
// the addresses mail went to, with their unsubscribe token; the e-mail a user adds in the
// personal centre; the desk's notice settings, apart from `config`, which GET /api/config
// sends whole and which must never carry the SMTP password.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>

export function notices(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      const outbox = db.schema.createTable('outbox')
      await (dialect === 'postgres'
        ? outbox.addColumn('id', 'serial', (c) => c.primaryKey())
        : outbox.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sent_at', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_at']).execute()
      await db.schema
        .createIndex('outbox_recipient')
        .on('outbox')
        .columns(['recipient', 'createdAt'])
        .execute()
      await db.schema
        .createTable('notice_addresses')
        .addColumn('address', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('unsubscribed_at', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('user_emails')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('confirm_token', 'text')
        .addColumn('confirm_expires', 'text')
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('notice_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
