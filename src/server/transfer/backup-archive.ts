import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import * as tar from 'tar'

/** What a backup holds besides the database snapshot: the uploads, the demo images, the signing secret. */
const DATA_ENTRIES = ['uploads', 'seed', 'jwt-secret'] as const
export const DATABASE_FILE = 'xiaozhan.db'
const MANIFEST = 'xiaozhan-backup.json'

export interface BackupManifest {
  format: 'xiaozhan-backup'
  version: 1
  createdAt: string
  /** 'postgres': the database is not in the archive (pg_dump it), only the files are */
  database: 'sqlite' | 'postgres'
}

export class BackupError extends Error {}

/**
 * Writes one `.tar.gz`: a consistent snapshot of the SQLite database taken with SQLite's online
 * backup (safe while the server runs and writes, WAL or not), the uploads, the generated demo
 * images and the signing secret. With PostgreSQL only the files go in.
 */
export async function createBackup(
  dataDir: string,
  file: string,
  opts: { postgres?: boolean } = {},
): Promise<BackupManifest> {
  const database = join(dataDir, DATABASE_FILE)
  if (!opts.postgres && !existsSync(database)) throw new BackupError(`数据目录 ${dataDir} 里没有数据库`)
  // the staging folder sits in the data folder so the uploads can be hard-linked, not copied
  const stage = join(dataDir, 'backups', `.staging-${process.pid}-${Date.now()}`)
  mkdirSync(stage, { recursive: true })
  try {
    const manifest: BackupManifest = {
      format: 'xiaozhan-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: opts.postgres ? 'postgres' : 'sqlite',
    }
    if (!opts.postgres) await snapshotDatabase(database, join(stage, DATABASE_FILE))
    for (const entry of DATA_ENTRIES) {
      const from = join(dataDir, entry)
      if (existsSync(from)) linkTree(from, join(stage, entry))
    }
    writeFileSync(join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    mkdirSync(dirname(resolve(file)), { recursive: true })
    const partial = `${resolve(file)}.partial`
    await tar.create({ gzip: true, file: partial, cwd: stage, portable: true }, readdirSync(stage))
    renameSync(partial, resolve(file))
    return manifest
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

/**
 * One pass of SQLite's backup API on a connection of our own: the whole file in one step, so
 * writes by the server during the copy cannot make it start over.
 */
async function snapshotDatabase(source: string, target: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    await db.backup(target, { progress: () => 0x7fffffff })
  } finally {
    db.close()
  }
}

/**
 * Hard links where the file system allows (instant, no space), copies where it does not.
 * A running server writes pictures as `name.<pid>.tmp` and renames them when done: those are
 * left out, and a file renamed or removed while we walk is skipped rather than failing the backup.
 */
export function linkTree(from: string, to: string): void {
  if (!statSync(from).isDirectory()) {
    copyOrLink(from, to)
    return
  }
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name)
    const dst = join(to, entry.name)
    if (entry.isDirectory()) linkTree(src, dst)
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) copyOrLink(src, dst)
  }
}

function copyOrLink(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    try {
      cpSync(from, to)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
}

/** A data folder counts as empty when nothing but an empty `backups` folder or nothing at all is there. */
export function isEmptyDataDir(dataDir: string): boolean {
  if (!existsSync(dataDir)) return true
  return readdirSync(dataDir).every((name) => name === 'backups')
}

/**
 * Unpacks a backup into the data folder. Refuses a folder that already holds data unless
 * `force`; then the database, uploads, demo images and secret there are replaced (backups kept).
 * The server must be stopped while this runs.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  opts: { force?: boolean } = {},
): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`找不到备份文件 ${file}`)
  if (!opts.force && !isEmptyDataDir(dataDir)) {
    throw new BackupError(`数据目录 ${dataDir} 不是空的；确定要用备份覆盖它，请加上 --force`)
  }
  mkdirSync(dataDir, { recursive: true })
  const stage = join(dataDir, `.restoring-${process.pid}-${Date.now()}`)
  mkdirSync(stage)
  try {
    try {
      await tar.extract({ file, cwd: stage, strict: true })
    } catch (err) {
      throw new BackupError(`备份文件无法解开：${(err as Error).message}`)
    }
    const manifest = readManifest(stage)
    const incoming = [DATABASE_FILE, ...DATA_ENTRIES].filter((name) => existsSync(join(stage, name)))
    // a stale write-ahead log beside the restored database would be replayed into it
    const stale = incoming.includes(DATABASE_FILE) ? [`${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`] : []
    for (const name of [...incoming, ...stale]) {
      rmSync(join(dataDir, name), { recursive: true, force: true })
    }
    for (const name of incoming) renameSync(join(stage, name), join(dataDir, name))
    return manifest
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

function readManifest(dir: string): BackupManifest {
  const path = join(dir, MANIFEST)
  let manifest: Partial<BackupManifest> = {}
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    // handled below
  }
  if (manifest.format !== 'xiaozhan-backup') throw new BackupError('这不是小站的备份文件')
  return manifest as BackupManifest
}
