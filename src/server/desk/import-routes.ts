import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { Hono } from 'hono'
import { canonicalSiteOrigin } from '../../core/page-path/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { requireAdmin } from '../http/auth.ts'
import { badRequest, ok } from '../http/envelope.ts'
import { importComments } from '../transfer/comments/import-comments.ts'
import { UnreadableFile } from '../transfer/comments/json-stream.ts'
import { commentReportLines } from '../transfer/comments/report-text.ts'
import { sniffCommentFile, UNKNOWN_FORMAT } from '../transfer/comments/sniff.ts'

/** The largest export the desk takes; bigger ones go through `npm run import`. */
export const COMMENT_IMPORT_MAX_BYTES = 256 * 1024 * 1024

/**
 * The desk's 数据 import (docs/comment-migration.md): the export file is the request's body,
 * written to a temporary file as it arrives (never held whole), then imported as
 * `npm run import -- <file> [--site …] [--dry-run]` would; the answer is the report's lines.
 */
export function importDeskRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  r.post('/import/comments', async (c) => {
    const me = requireAdmin(c)
    const siteText = c.req.query('site')?.trim() ?? ''
    const site = siteText ? canonicalSiteOrigin(siteText) : null
    if (siteText && !site) throw badRequest('原站点应为 http(s) 网址，例如 https://old.example.com')
    const dryRun = c.req.query('dry_run') === '1'
    const body = c.req.raw.body
    if (!body) throw badRequest('请选择要导入的文件')
    const dir = await mkdtemp(join(tmpdir(), 'xz-import-'))
    try {
      const file = join(dir, 'export')
      await pipeline(Readable.fromWeb(body as WebReadableStream), createWriteStream(file))
      const sniffed = await sniffCommentFile(file)
      if (!sniffed) throw badRequest(UNKNOWN_FORMAT)
      const report = await importComments(ctx.db, file, sniffed, { site, maps: [], dryRun, authorId: me.id })
      return ok(c, { lines: commentReportLines(report, dryRun) })
    } catch (err) {
      if (err instanceof UnreadableFile) throw badRequest(err.message)
      throw err
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
  return r
}
