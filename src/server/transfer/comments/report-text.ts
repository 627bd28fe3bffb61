import type { CommentImportReport, ThreadReport } from './import-comments.ts'
import { FORMAT_NAMES } from './source-item.ts'

// The terminal's account of a comment import (docs/comment-migration.md): per thread what was
// (or, with --dry-run, would be) added, held and skipped and why, then the records that could
// not be read, then one summary line.

const sum = (threads: ThreadReport[], pick: (t: ThreadReport) => number) =>
  threads.reduce((n, t) => n + pick(t), 0)
const skippedOf = (t: ThreadReport) => Object.values(t.skipped).reduce((n, k) => n + k, 0)

function threadLine(t: ThreadReport): string {
  const parts = [`新增 ${t.added}`]
  if (t.held > 0) parts.push(`待审 ${t.held}`)
  if (t.known > 0) parts.push(`已导入过 ${t.known}`)
  const why = Object.entries(t.skipped).map(([reason, n]) => `${reason} ${n}`)
  if (why.length > 0) parts.push(`跳过 ${skippedOf(t)}（${why.join('，')}）`)
  return `  ${t.label}：${parts.join('，')}`
}

export function commentReportLines(report: CommentImportReport, dryRun: boolean): string[] {
  const lines = [`${FORMAT_NAMES[report.format]}：`]
  for (const a of report.articles.created) lines.push(`  新增文章 ${a}`)
  for (const a of report.articles.updated) lines.push(`  更新文章 ${a}`)
  for (const t of report.threads) lines.push(threadLine(t))
  for (const { id, reason } of report.bad) lines.push(`跳过  记录 ${id}：${reason}`)
  const skipped = sum(report.threads, skippedOf) + report.bad.length
  const counts =
    `导入 ${sum(report.threads, (t) => t.added)} 条评论，待审 ${sum(report.threads, (t) => t.held)} 条，` +
    `已导入过 ${sum(report.threads, (t) => t.known)} 条，跳过 ${skipped} 条`
  lines.push(dryRun ? `试运行，未写入任何内容：将${counts}` : counts)
  return lines
}
