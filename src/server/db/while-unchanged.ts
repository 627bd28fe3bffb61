import type { Kysely } from 'kysely'
import { Recent } from '../shared/recent.ts'
import type { DataVersion } from './data-version.ts'
import type { DB } from './schema.ts'

/** Values kept per database version, the least recently used dropped first. */
const REMEMBERED_MAX = 500

/**
 * What one opened database remembers: its values under one version. Made by openDatabase for
 * the handle it opens and reached only through that handle, so it lives and dies with it (and
 * with the server that opened it); two databases never see each other's values.
 */
class Remembered {
  private version: string | null = null
  /** boxed: a value may be undefined (no such row) and is remembered as well */
  private values = new Recent<string, { value: unknown }>(REMEMBERED_MAX)

  constructor(readonly dataVersion: DataVersion) {}

  /** The values kept under `version`, emptied first when it is not theirs. */
  under(version: string): Recent<string, { value: unknown }> {
    if (this.version !== version) {
      this.version = version
      this.values = new Recent(REMEMBERED_MAX)
    }
    return this.values
  }

  /** The values kept, if they are the current version's; undefined otherwise. */
  current(): Recent<string, { value: unknown }> | undefined {
    return this.version === this.dataVersion.now() ? this.values : undefined
  }
}

/** Each handle's own memory, for the handles openDatabase made; nothing else is kept here. */
const rememberedBy = new WeakMap<Kysely<DB>, Remembered>()

/** Lets rememberWhileUnchanged keep values read through `db`, as long as `version` says. */
export function rememberUnder(db: Kysely<DB>, version: DataVersion): void {
  rememberedBy.set(db, new Remembered(version))
}

/**
 * A value read from the database, kept until anything in it changes (db/data-version.ts):
 * article lists, their totals and search answers are read far more often than anything is
 * written. The version is read before the value, so a value is never kept under a newer
 * version than it saw. A handle openDatabase did not make (a transaction) reads afresh.
 */
export async function rememberWhileUnchanged<T>(
  db: Kysely<DB>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const remembered = rememberedBy.get(db)
  if (!remembered) return read()
  const values = remembered.under(remembered.dataVersion.now())
  const kept = values.get(key)
  if (kept) return kept.value as T
  const value = await read()
  values.set(key, { value })
  return value
}

/**
 * What rememberWhileUnchanged keeps for `key` under the database's version now, at once and
 * without reading: undefined when nothing is kept.
 */
export function rememberedNow<T>(db: Kysely<DB>, key: string): { value: T } | undefined {
  // boxed by rememberWhileUnchanged<T> under this same key
  return rememberedBy.get(db)?.current()?.get(key) as { value: T } | undefined
}
