import { existsSync, mkdirSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { SingleBar } from 'cli-progress'
import { ROLE_ADMIN } from '../../core/contract/index.ts'
import { type Database, openDatabase } from '../db/database.ts'
import { migrate } from '../db/migrations.ts'
import { uploadsDirOf } from '../upload/upload-disk.ts'
import { ensureAdmin, skipDemoSeed } from '../seed/seed.ts'
import { BackupError, createBackup, restoreBackup } from './backup-archive.ts'
import { exportFolder } from './export-folder.ts'
import { type ImportReport, importFolder } from './import-folder.ts'
import { exportArtrans } from './comments/export-artrans.ts'
import { importComments } from './comments/import-comments.ts'
import { type PathMap, parsePathMap } from './comments/place.ts'
import { commentReportLines } from './comments/report-text.ts'
import { sniffCommentFile, UNKNOWN_FORMAT } from './comments/sniff.ts'
import { UnreadableFile } from './comments/json-stream.ts'
import { canonicalSiteOrigin } from '../../core/page-path/index.ts'

// `npm run import|export|backup|restore`: the same data folder and database settings as
// `npm start` (XZ_DATA_DIR, DATABASE_URL), so they act on the blog the server serves.

interface Settings {
  dataDir: string
  databaseUrl?: string
  log: (line: string) => void
}

const USAGE = `用法：
  npm run import -- <文件夹> [--dry-run]   导入 Hexo / Hugo / Jekyll 博客或小站的导出
  npm run import -- <文件> [--dry-run] [--site https://旧站] [--map /旧前缀/=/新前缀/]
                                          导入 Waline、Valine、Twikoo、Artalk、Disqus 的评论或 WordPress 导出
  npm run export -- <文件夹>               把全部内容导出为 Markdown 与 JSON
  npm run export -- --comments <文件>      把页面和文章的评论导出为 Artalk 的 artrans
  npm run backup [-- <文件.tar.gz>]        备份数据库、上传的文件和签名密钥
  npm run restore -- <文件.tar.gz> [--force] 从备份恢复到数据目录`

export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv
  const settings: Settings = {
    dataDir: resolve(env.XZ_DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    log: (line) => console.log(line),
  }
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(rest)
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`)
    return 2
  }
  const target = parsed.positionals[0]
  try {
    switch (command) {
      case 'import': {
        if (!target) break
        const dryRun = parsed.values['dry-run'] === true
        const path = resolve(target)
        if (existsSync(path) && statSync(path).isFile()) {
          return await runCommentImport(settings, path, dryRun, parsed.values, env)
        }
        return await runImport(settings, path, dryRun, env)
      }
      case 'export':
        if (parsed.values.comments) return await runCommentExport(settings, resolve(parsed.values.comments))
        if (!target) break
        return await runExport(settings, resolve(target))
      case 'backup':
        return await runBackup(settings, target ? resolve(target) : defaultBackupFile())
      case 'restore':
        if (!target) break
        return await runRestore(settings, resolve(target), parsed.values.force === true)
    }
  } catch (err) {
    if (err instanceof BackupError || err instanceof UnreadableFile) {
      console.error(err.message)
      return 1
    }
    throw err
  }
  console.error(USAGE)
  return 2
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      force: { type: 'boolean' },
      site: { type: 'string' },
      map: { type: 'string', multiple: true },
      comments: { type: 'string' },
    },
  })
}

async function withDatabase<T>(settings: Settings, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl })
  try {
    await migrate(database.db, database.dialect)
    return await work(database)
  } finally {
    await database.close()
  }
}

/** The site owner the import writes as, made first on a fresh data folder (as `npm start` would). */
async function importingAdmin(
  db: Database['db'],
  dryRun: boolean,
  settings: Settings,
  env: NodeJS.ProcessEnv,
) {
  if (!dryRun) {
    await ensureAdmin({
      db,
      options: { adminPassword: env.XZ_ADMIN_PASSWORD || undefined, log: settings.log },
    })
  }
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', ROLE_ADMIN)
    .orderBy('id')
    .executeTakeFirst()
  return admin?.id ?? 0
}

function progressBar(format: string) {
  return new SingleBar({ format, stream: process.stderr, hideCursor: true, clearOnComplete: true })
}

/** Comments from another system (docs/comment-migration.md): the format is told by the content. */
async function runCommentImport(
  settings: Settings,
  file: string,
  dryRun: boolean,
  values: ReturnType<typeof parse>['values'],
  env: NodeJS.ProcessEnv,
) {
  const sniffed = await sniffCommentFile(file)
  if (!sniffed) {
    console.error(`${file}：${UNKNOWN_FORMAT}`)
    return 1
  }
  const site = values.site === undefined ? null : canonicalSiteOrigin(values.site)
  if (values.site !== undefined && !site) {
    console.error(`--site 应为 http(s) 网址，例如 https://old.example.com：${values.site}`)
    return 2
  }
  const maps: PathMap[] = []
  for (const text of values.map ?? []) {
    const map = parsePathMap(text)
    if (!map) {
      console.error(`--map 应写成 /旧前缀/=/新前缀/：${text}`)
      return 2
    }
    maps.push(map)
  }
  const report = await withDatabase(settings, async ({ db }) => {
    const authorId = await importingAdmin(db, dryRun, settings, env)
    const bar = progressBar('{phase} {bar} {percentage}%')
    let phase = ''
    const result = await importComments(db, file, sniffed, {
      site,
      maps,
      dryRun,
      authorId,
      onProgress(now, done, total) {
        const name = now === 'read' ? '读取' : '写入'
        if (name !== phase) {
          if (phase) bar.stop()
          bar.start(total, 0, { phase: name })
          phase = name
        }
        bar.update(done, { phase: name })
      },
    })
    if (phase) bar.stop()
    // comments or posts brought in are the blog: no demo content on the next start
    const added = result.threads.some((t) => t.added + t.held > 0) || result.articles.created.length > 0
    if (!dryRun && added) await skipDemoSeed(db)
    return result
  })
  for (const line of commentReportLines(report, dryRun)) console.log(line)
  return 0
}

async function runCommentExport(settings: Settings, file: string) {
  const report = await withDatabase(settings, ({ db }) => exportArtrans(db, file))
  console.log(`已把 ${report.comments} 条评论导出为 artrans：${file}`)
  return 0
}

async function runImport(settings: Settings, folder: string, dryRun: boolean, env: NodeJS.ProcessEnv) {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    console.error(`找不到文件夹 ${folder}`)
    return 1
  }
  const uploadsDir = uploadsDirOf(settings.dataDir, env.XZ_UPLOADS_DIR)
  mkdirSync(uploadsDir, { recursive: true })
  const report = await withDatabase(settings, async ({ db }) => {
    // an import into a fresh data folder makes the site owner the server would make on first start
    const authorId = await importingAdmin(db, dryRun, settings, env)
    const bar = progressBar('{bar} {value}/{total} {file}')
    let started = false
    const result = await importFolder({ db, uploadsDir, authorId }, folder, {
      dryRun,
      onProgress(done, total, path) {
        if (!started) bar.start(total, 0, { file: '' })
        started = true
        bar.update(done, { file: path })
      },
    })
    if (started) bar.stop()
    // what is imported by hand is the blog: the demo content must not be added on the next start
    if (!dryRun && result.created.length > 0) await skipDemoSeed(db)
    return result
  })
  printImportReport(report, dryRun)
  return 0
}

export function importSummary(report: ImportReport, dryRun: boolean): string {
  const counts = `导入 ${report.created.length} 篇，更新 ${report.updated.length} 篇，跳过 ${report.skipped.length} 篇`
  const why = report.skipped.length > 0 ? '（原因见上）' : ''
  return dryRun ? `试运行，未写入任何内容：将${counts}${why}` : `${counts}${why}`
}

function printImportReport(report: ImportReport, dryRun: boolean): void {
  if (dryRun) {
    for (const path of report.created) console.log(`新增  ${path}`)
    for (const path of report.updated) console.log(`更新  ${path}`)
  }
  for (const { path, reason } of report.skipped) console.log(`跳过  ${path}：${reason}`)
  for (const { path, message } of report.warnings) console.log(`注意  ${path}：${message}`)
  console.log(importSummary(report, dryRun))
}

async function runExport(settings: Settings, out: string) {
  const report = await withDatabase(settings, ({ db }) =>
    exportFolder({ db, dataDir: settings.dataDir }, out),
  )
  const rows = Object.entries(report.tables)
    .map(([file, n]) => `${file} ${n} 条`)
    .join('，')
  console.log(`已导出 ${report.articles} 篇文章（${report.images} 张图片）到 ${out}`)
  console.log(rows)
  return 0
}

function defaultBackupFile(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
  return resolve(`xiaozhan-backup-${stamp}.tar.gz`)
}

async function runBackup(settings: Settings, file: string) {
  const postgres = Boolean(settings.databaseUrl)
  await createBackup(settings.dataDir, file, { postgres })
  console.log(`已备份到 ${file}`)
  if (postgres) {
    console.log(
      '使用 PostgreSQL 时备份里只有上传的文件和签名密钥；数据库请用 pg_dump 备份（见 README“搬家与备份”）。',
    )
  }
  return 0
}

async function runRestore(settings: Settings, file: string, force: boolean) {
  const manifest = await restoreBackup(file, settings.dataDir, { force })
  console.log(`已从 ${file}（${manifest.createdAt}）恢复到 ${settings.dataDir}`)
  if (manifest.database === 'postgres') {
    console.log(
      '这份备份来自 PostgreSQL 部署，不含数据库；请用 pg_restore 恢复数据库（见 README“搬家与备份”）。',
    )
  }
  return 0
}
