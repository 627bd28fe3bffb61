import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import type { DB } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  dialect: Dialect
  close(): Promise<void>
}

/**
 * SQLite in the data folder by default (nothing to install); PostgreSQL when a URL is given,
 * for deployments that run several instances.
 */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  mkdirSync(opts.dataDir, { recursive: true })
  const sqlite = new SQLite(join(opts.dataDir, 'xiaozhan.db'))
  // WAL lets readers run while the chat writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

export function now(): string {
  return new Date().toISOString()
}
