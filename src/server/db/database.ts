import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
  sql,
} from 'kysely'
import { registerSearchFunctions } from './search-grams.ts'
import { Recent } from '../shared/recent.ts'
import type { DataVersion } from './data-version.ts'
import type { DB } from './schema.ts'
import { countingWrites, watchChanges } from './pg-changes.ts'
import { tallyViews } from './view-counts.ts'
import { rememberUnder } from './while-unchanged.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  dialect: Dialect
  /** whether anything stored changed since, for this database alone */
  version: DataVersion
  close(): Promise<void>
}

/** Any number that other applications sharing the database are unlikely to pick ("xz" + 15). */
const STARTUP_LOCK = 0x787a_0015

/**
 * Runs the start-up work (migrations, the admin account, the seed) while holding a PostgreSQL
 * advisory lock, so instances starting together do it once: the others wait, then find it
 * done. The lock belongs to one pinned connection; the work itself may use the whole pool.
 * SQLite has one process by design: nothing to wait for.
 */
export async function whileStartingAlone<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work()
  return database.db.connection().execute(async (pinned) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(pinned)
    try {
      return await work()
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(pinned)
    }
  })
}

/**
 * SQLite in the data folder by default (nothing to install); PostgreSQL when a URL is given,
 * for deployments that run several instances.
 */
export async function openDatabase(opts: {
  dataDir: string
  databaseUrl?: string
  /** where a lost connection is reported */
  log?: (message: string) => void
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const connectionString = opts.databaseUrl
    const writes = { count: 0 }
    const pool = countingWrites(new pg.Pool({ connectionString, max: 10 }), () => {
      writes.count += 1
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    const changes = await watchChanges(() => new pg.Client({ connectionString }), opts.log)
    const version: DataVersion = {
      now: () => `${writes.count}.${changes.version()}`,
      // written at once: every instance reads the same counts
      viewsCounted: () => 0,
      heardLate: true,
    }
    rememberUnder(db, version)
    return {
      db,
      dialect: 'postgres',
      version,
      close: async () => {
        await changes.close()
        await db.destroy()
      },
    }
  }
  mkdirSync(opts.dataDir, { recursive: true })
  const sqlite = new SQLite(join(opts.dataDir, 'xiaozhan.db'))
  // WAL lets readers run while the chat writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  registerSearchFunctions(sqlite)
  const writes = { count: 0 }
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite, writes) }) })
  const views = tallyViews(db, sqlite, () => {
    writes.count += 1
  })
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck()
  const otherCommits = oncePerTurn(() => dataVersion.get() as number)
  const version: DataVersion = {
    now: () => `${writes.count}.${otherCommits()}`,
    viewsCounted: () => views.counted,
    heardLate: false,
  }
  rememberUnder(db, version)
  return {
    db,
    dialect: 'sqlite',
    version,
    close: () => {
      views.settle()
      return db.destroy()
    },
  }
}

/**
 * Asking SQLite for data_version takes a read transaction: file-lock system calls as dear as a
 * query itself. Requests handled in one turn of the event loop share one look, as if they had
 * arrived together; another process's commit is seen from the next turn on. This connection's
 * own writes are counted apart, at once.
 */
function oncePerTurn<T>(read: () => T): () => T {
  let seen: { value: T } | null = null
  return () => {
    if (seen) return seen.value
    seen = { value: read() }
    setImmediate(() => {
      seen = null
    })
    return seen.value
  }
}

/** More distinct SQL texts than the app has queries: only ad-hoc IN (...) lists churn. */
const STATEMENT_CACHE_SIZE = 1000

/**
 * Kysely prepares every query afresh; compiling SQL was most of the CPU a simple request cost.
 * The same text gets the same prepared statement back. Kysely runs one query at a time on
 * SQLite's single connection, so a statement is never used by two queries at once.
 * Statements that may write count each run in `writes` (rolled-back ones too: remembered values
 * are only read again for nothing): this connection's part of the database's version
 * (db/data-version.ts).
 */
function reusingStatements(sqlite: SQLite.Database, writes: { count: number }): SqliteDatabase {
  const statements = new Recent<string, SqliteStatement>(STATEMENT_CACHE_SIZE)
  return {
    prepare(text: string) {
      let statement = statements.get(text)
      if (!statement) {
        statement = counting(sqlite.prepare(text), writes)
        statements.set(text, statement)
      }
      return statement
    },
    close() {
      sqlite.close()
    },
  }
}

/** A statement that may write (an INSERT … RETURNING is read with all()) counts every run. */
function counting(statement: SQLite.Statement, writes: { count: number }): SqliteStatement {
  if (statement.readonly) return statement
  return {
    reader: statement.reader,
    all(parameters) {
      writes.count += 1
      return statement.all(parameters)
    },
    iterate(parameters) {
      writes.count += 1
      return statement.iterate(parameters)
    },
    run(parameters) {
      writes.count += 1
      return statement.run(parameters)
    },
  }
}

export function now(): string {
  return new Date().toISOString()
}
