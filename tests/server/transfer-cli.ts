import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { openDatabase } from '../../src/server/db/database.ts'
import type { DB } from '../../src/server/db/schema.ts'
import { testDatabaseUrl } from '../support/pg-database.ts'

const ROOT = join(import.meta.dirname, '../..')

/** Each run starts a Node process that compiles the TypeScript it loads: seconds on a busy machine. */
export const CLI_TEST_TIMEOUT = 180_000

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/**
 * `npm run <command> -- args` as a user types it, against the given data folder and, in the
 * `server-pg` project, the PostgreSQL database a test server on that folder uses (as `npm start`
 * and the command line share DATABASE_URL); otherwise the folder's SQLite database.
 */
export async function runTransferCli(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<CliRun> {
  const databaseUrl = (await testDatabaseUrl(dataDir)) ?? ''
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/transfer.mjs'), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        XZ_DATA_DIR: dataDir,
        XZ_ADMIN_PASSWORD: 'Admin_12345',
        DATABASE_URL: databaseUrl,
        ...env,
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.stderr.on('data', (d) => {
      stderr += d
    })
    child.on('error', reject)
    child.on('close', (code) => resolveRun({ code: code ?? -1, stdout, stderr }))
  })
}

/** The database the command line acts on for `dataDir`, as `runTransferCli` chooses it. */
export async function openDataFolder(dataDir: string) {
  return openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) })
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16)

/**
 * Every article as a reader sees it, independent of ids and upload file names: images are
 * named by the hash of their bytes.
 */
export async function articleSnapshot(db: Kysely<DB>, dataDir: string) {
  const image = (url: string) => `img:${sha(readFileSync(join(dataDir, url.replace(/^\//, ''))))}`
  const rows = await db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .selectAll('a')
    .select('c.category_name')
    .execute()
  const tags = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .execute()
  return rows
    .map((a) => ({
      title: a.article_title,
      description: a.article_description,
      content: a.article_content.replace(/\/(uploads|seed)\/[\w/-]+\.\w+/g, image),
      cover: a.article_cover.startsWith('/') ? image(a.article_cover) : a.article_cover,
      category: a.category_name,
      tags: tags
        .filter((t) => t.article_id === a.id)
        .map((t) => t.tag_name)
        .sort(),
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      status: a.status,
      type: a.type,
      origin: a.origin_url,
      top: a.is_top,
      order: a.sort_order,
      views: a.view_times,
      likes: a.thumbs_up_times,
    }))
    .sort((x, y) => x.title.localeCompare(y.title))
}
