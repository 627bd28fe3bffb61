import { type Kysely, SqliteAdapter, sql } from 'kysely'
import { Recent } from '../shared/recent.ts'
import type { DB } from './schema.ts'

interface Remembered {
  version: string
  /** boxed: a value may be undefined (no such row) and is remembered as well */
  values: Recent<string, { value: unknown }>
}
const rememberedOf = new WeakMap<Kysely<DB>, Remembered>()
/** Values kept per database version, the least recently used dropped first. */
const REMEMBERED_MAX = 500

/**
 * A value read from the SQLite database, kept until anything in it changes: SQLite tells for
 * one cheap statement whether it did — this connection's writes are counted (openDatabase
 * counts the runs of statements that may write; elsewhere total_changes(); rolled-back ones
 * included, so it only errs towards reading again),
 * data_version moves when another process (an import, a restore) commits. Article lists,
 * their totals and search answers are read far more often than anything is written. The
 * version is read before the value, so a value is never kept under a newer version than it saw.
 * PostgreSQL has no such counter: db/pg-changes.ts makes one from the notices every table sends
 * when a change commits, heard on a connection of each instance's own.
 */
export async function rememberWhileUnchanged<T>(
  db: Kysely<DB>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const readVersion = versionReaders.get(db)?.read
  if (!readVersion && !(db.getExecutor().adapter instanceof SqliteAdapter)) return read()
  const version = readVersion ? readVersion() : await versionBySql(db)
  let remembered = rememberedOf.get(db)
  if (remembered?.version !== version) {
    remembered = { version, values: new Recent(REMEMBERED_MAX) }
    rememberedOf.set(db, remembered)
  }
  const kept = remembered.values.get(key)
  if (kept) return kept.value as T
  const value = await read()
  remembered.values.set(key, { value })
  return value
}

/**
 * What rememberWhileUnchanged keeps for `key` under the database's version now, at once and
 * without reading: undefined when nothing is kept (or nothing tells the version so cheaply).
 */
export function rememberedNow<T>(db: Kysely<DB>, key: string): { value: T } | undefined {
  const readVersion = versionReaders.get(db)?.read
  const remembered = rememberedOf.get(db)
  if (!readVersion || !remembered || remembered.version !== readVersion()) return undefined
  // boxed by rememberWhileUnchanged<T> under this same key
  return remembered.values.get(key) as { value: T } | undefined
}

async function versionBySql(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    SELECT total_changes() || '.' || (SELECT data_version FROM pragma_data_version) AS version`.execute(db)
  return rows[0]?.version ?? ''
}

/** How each database openDatabase opened tells its version, and whether the answer lane may use it. */
interface VersionReader {
  read: () => string
  keepsWholeAnswers: boolean
}
const versionReaders = new WeakMap<Kysely<DB>, VersionReader>()

/**
 * The version for the answer lane, which keeps whole answers and recipes: SQLite's, null on
 * PostgreSQL. There another instance's commit is only heard of a moment later, which a
 * remembered list may show but a replayed answer (an article's views and likes) should not.
 */
export function knownVersion(db: Kysely<DB>): string | null {
  const reader = versionReaders.get(db)
  return reader?.keepsWholeAnswers ? reader.read() : null
}

/**
 * The version read without a trip through Kysely, for the database openDatabase opened. SQLite:
 * it counts its connection's writes itself and asks SQLite only for data_version
 * (`keepsWholeAnswers`). PostgreSQL: the instance's own writes and the notices of changes it has heard.
 */
export function readVersionWith(
  db: Kysely<DB>,
  read: () => string,
  { keepsWholeAnswers }: { keepsWholeAnswers: boolean },
): void {
  versionReaders.set(db, { read, keepsWholeAnswers })
}
