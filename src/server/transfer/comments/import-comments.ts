import { statSync } from 'node:fs'
import type { Kysely, Transaction } from 'kysely'
import { PAGE_COMMENT_TYPE } from '../../page/sql.ts'
import type { DB } from '../../db/schema.ts'
import { articleOfSource, saveImportedPost } from '../save-imported-post.ts'
import { canonicalPagePath } from '../../../core/page-path/index.ts'
import { readArtrans } from './artrans.ts'
import { readDisqus } from './disqus.ts'
import { fileOpener, type OpenFile } from './json-stream.ts'
import { type PlaceRules, placeOf } from './place.ts'
import { guestColumns, guestName } from './guest-columns.ts'
import type { Sniffed } from './sniff.ts'
import type { CommentFormat, SourceArticle, SourceComment, SourceItem } from './source-item.ts'
import { readTwikoo } from './twikoo.ts'
import { readLeanCloud, readWaline } from './waline.ts'
import { readWxr } from './wxr.ts'

// Imports another system's comments (docs/comment-migration.md): the file is read as a stream,
// the comments are grouped by the thread they land in, and each thread is written in one
// transaction, parents before replies. Every comment remembers its source id, so a second
// import adds nothing; spam and deleted ones are left out and counted.

export interface CommentImportOptions extends PlaceRules {
  dryRun?: boolean
  /** the site owner: WordPress posts become their articles */
  authorId: number
  /** bytes read of the whole file, then threads written of all */
  onProgress?: (phase: 'read' | 'write', done: number, total: number) => void
}

/** What happened to the comments of one thread. */
export interface ThreadReport {
  /** `文章《title》` or the page's address */
  label: string
  added: number
  held: number
  /** imported by an earlier run */
  known: number
  /** reason → how many */
  skipped: Record<string, number>
}

export interface CommentImportReport {
  format: CommentFormat
  threads: ThreadReport[]
  /** records that could not be read, with their id in the file */
  bad: { id: string; reason: string }[]
  articles: { created: string[]; updated: string[] }
}

export const SKIP_SPAM = '垃圾评论'
export const SKIP_DELETED = '已删除'
const SKIP_NO_SITE = '只有路径，不知是哪个站点的页面：请用 --site 指明原来的网址'
/** A comment longer than this is not a comment; the rest of the thread still comes. */
const IMPORTED_COMMENT_MAX = 20_000

const reader: Record<CommentFormat, (open: OpenFile, lines: boolean) => AsyncGenerator<SourceItem>> = {
  waline: readWaline,
  leancloud: readLeanCloud,
  twikoo: readTwikoo,
  artrans: readArtrans,
  disqus: readDisqus,
  wxr: readWxr,
}

/** Valine and Waline share LeanCloud's ids: one key whichever export brought them. */
const sourceKey = (format: CommentFormat, id: string) => `${format === 'leancloud' ? 'waline' : format}:${id}`

interface Thread {
  key: string
  site: string | null
  path: string
  url: string
  title: string
  articleSource?: string
  comments: SourceComment[]
  report: ThreadReport
}

/** A comment left out: its replies hang on what it answered. */
type Dropped = Map<string, string | null>

export async function importComments(
  db: Kysely<DB>,
  file: string,
  sniffed: Sniffed,
  opts: CommentImportOptions,
): Promise<CommentImportReport> {
  const report: CommentImportReport = {
    format: sniffed.format,
    threads: [],
    bad: [],
    articles: { created: [], updated: [] },
  }
  const total = statSync(file).size
  let read = 0
  const open = fileOpener(file, (n) => {
    read += n
    opts.onProgress?.('read', Math.min(read, total), total)
  })
  const threads = new Map<string, Thread>()
  const dropped: Dropped = new Map()
  const articleTitles = new Map<string, string>()

  const threadOf = (c: SourceComment): Thread | { error: string } => {
    const place = placeOf(c.page, opts)
    if ('error' in place) return place
    const key = c.articleSource ?? `${place.site ?? ''} ${place.path}`
    let thread = threads.get(key)
    if (!thread) {
      thread = {
        key,
        ...place,
        title: c.pageTitle,
        articleSource: c.articleSource,
        comments: [],
        report: { label: '', added: 0, held: 0, known: 0, skipped: {} },
      }
      threads.set(key, thread)
    }
    return thread
  }
  const leaveOut = (thread: ThreadReport | null, c: SourceComment, reason: string) => {
    dropped.set(c.id, c.parentId)
    if (thread) thread.skipped[reason] = (thread.skipped[reason] ?? 0) + 1
  }

  for await (const item of reader[sniffed.format](open, sniffed.lines)) {
    if (item.kind === 'bad') {
      report.bad.push({ id: item.id, reason: item.reason })
      continue
    }
    if (item.kind === 'article') {
      articleTitles.set(item.article.source, item.article.fields.title)
      await saveArticle(db, item.article, opts, report)
      continue
    }
    const c = item.comment
    const thread = threadOf(c)
    if ('error' in thread) {
      report.bad.push({ id: c.id, reason: thread.error })
      dropped.set(c.id, c.parentId)
      continue
    }
    if (c.state === 'spam') leaveOut(thread.report, c, c.stateReason ?? SKIP_SPAM)
    else if (c.state === 'deleted') leaveOut(thread.report, c, c.stateReason ?? SKIP_DELETED)
    else if (c.content.length > IMPORTED_COMMENT_MAX) {
      report.bad.push({ id: c.id, reason: `评论超过 ${IMPORTED_COMMENT_MAX} 个字符` })
      dropped.set(c.id, c.parentId)
    } else thread.comments.push(c)
  }

  let done = 0
  for (const thread of threads.values()) {
    await writeThread(db, thread, sniffed.format, dropped, opts, articleTitles)
    report.threads.push(thread.report)
    done += 1
    opts.onProgress?.('write', done, threads.size)
  }
  return report
}

async function saveArticle(
  db: Kysely<DB>,
  article: SourceArticle,
  opts: CommentImportOptions,
  report: CommentImportReport,
): Promise<void> {
  const existed = (await articleOfSource(db, article.source)) !== undefined
  const label = `《${article.fields.title}》`
  ;(existed ? report.articles.updated : report.articles.created).push(label)
  if (opts.dryRun) return
  const permalink = article.link ? canonicalPagePath(article.link) : null
  try {
    await saveImportedPost(db, article.fields, article.source, opts.authorId, [], permalink)
  } catch (err) {
    if (!(err instanceof Error)) throw err
    ;(existed ? report.articles.updated : report.articles.created).pop()
    report.bad.push({ id: `文章 ${article.source}`, reason: `写入失败：${err.message.slice(0, 200)}` })
  }
}

type Target = { type: 1 | typeof PAGE_COMMENT_TYPE; id: number | null; label: string }

/** The article the thread's path was the permalink of (on the --site site), else its page. */
async function targetOf(
  db: Kysely<DB>,
  thread: Thread,
  opts: CommentImportOptions,
  articleTitles: Map<string, string>,
): Promise<Target | { error: string }> {
  let articleId: number | undefined
  if (thread.articleSource) {
    articleId = await articleOfSource(db, thread.articleSource)
    if (articleId === undefined) {
      return { type: 1, id: null, label: `文章《${articleTitles.get(thread.articleSource) ?? ''}》` }
    }
  } else if (thread.site === null || thread.site === opts.site) {
    const row = await db
      .selectFrom('article_permalinks')
      .select('article_id')
      .where('path', '=', thread.path)
      .executeTakeFirst()
    articleId = row?.article_id
  }
  if (articleId !== undefined) {
    const a = await db
      .selectFrom('articles')
      .select('article_title')
      .where('id', '=', articleId)
      .executeTakeFirst()
    return { type: 1, id: articleId, label: `文章《${a?.article_title ?? ''}》` }
  }
  if (thread.site === null) return { error: SKIP_NO_SITE }
  const label = `${thread.site}${thread.path}`
  const page = await db
    .selectFrom('pages')
    .select('id')
    .where('site', '=', thread.site)
    .where('path', '=', thread.path)
    .executeTakeFirst()
  return { type: PAGE_COMMENT_TYPE, id: page?.id ?? null, label }
}

async function writeThread(
  db: Kysely<DB>,
  thread: Thread,
  format: CommentFormat,
  dropped: Dropped,
  opts: CommentImportOptions,
  articleTitles: Map<string, string>,
): Promise<void> {
  const r = thread.report
  const target = await targetOf(db, thread, opts, articleTitles)
  if ('error' in target) {
    r.label = thread.path
    for (const c of thread.comments) {
      r.skipped[target.error] = (r.skipped[target.error] ?? 0) + 1
      dropped.set(c.id, c.parentId)
    }
    return
  }
  r.label = target.label
  const known = await knownSources(
    db,
    thread.comments.map((c) => sourceKey(format, c.id)),
  )
  const fresh = thread.comments.filter((c) => !known.has(sourceKey(format, c.id)))
  r.known = thread.comments.length - fresh.length
  for (const c of fresh) {
    if (c.state === 'held') r.held += 1
    else r.added += 1
  }
  if (opts.dryRun || fresh.length === 0) return
  try {
    await db.transaction().execute(async (trx) => {
      const forId = target.id ?? (await ensurePage(trx, thread))
      await insertThread(trx, { type: target.type, forId }, thread.comments, known, format, dropped)
    })
  } catch (err) {
    if (!(err instanceof Error)) throw err
    // the thread's transaction wrote nothing: the others still come
    r.added = 0
    r.held = 0
    const reason = `写入失败：${err.message.slice(0, 200)}`
    r.skipped[reason] = (r.skipped[reason] ?? 0) + fresh.length
  }
}

async function knownSources(db: Kysely<DB>, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('comment_sources')
      .select('source')
      .where('source', 'in', keys.slice(i, i + 500))
      .execute()
    for (const row of rows) found.add(row.source)
  }
  return found
}

async function ensurePage(trx: Transaction<DB>, thread: Thread): Promise<number> {
  const at = new Date().toISOString()
  const row = await trx
    .insertInto('pages')
    .values({
      site: thread.site as string,
      path: thread.path,
      title: thread.title.slice(0, 200),
      url: thread.url,
      views: 0,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) => oc.columns(['site', 'path']).doUpdateSet({ updatedAt: at }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

interface Written {
  id: number
  /** the top-level comment of its thread: itself at the top */
  root: number
  nick: string
}

/**
 * Writes the thread's new comments, each parent before its replies. A reply whose parent was
 * left out hangs on the nearest kept ancestor; one whose parent is in no thread of ours stands
 * at the top.
 */
async function insertThread(
  trx: Transaction<DB>,
  target: { type: number; forId: number },
  comments: SourceComment[],
  known: Set<string>,
  format: CommentFormat,
  dropped: Dropped,
): Promise<void> {
  const byId = new Map(comments.map((c) => [c.id, c]))
  const written = new Map<string, Written>()
  const visiting = new Set<string>()

  const earlier = async (id: string): Promise<Written | undefined> => {
    const row = await trx
      .selectFrom('comment_sources as s')
      .innerJoin('comments as c', 'c.id', 's.comment_id')
      .select(['c.id', 'c.parent_id', 'c.guest_name', 'c.type', 'c.for_id'])
      .where('s.source', '=', sourceKey(format, id))
      .executeTakeFirst()
    if (!row || row.type !== target.type || row.for_id !== target.forId) return undefined
    return { id: row.id, root: row.parent_id ?? row.id, nick: row.guest_name ?? '' }
  }

  /** The comment a reply hangs on: its parent, or the nearest ancestor that was kept. */
  const parentOf = async (c: SourceComment): Promise<Written | undefined> => {
    let parentId = c.parentId
    const seen = new Set<string>()
    while (parentId && !seen.has(parentId)) {
      seen.add(parentId)
      const inThread = byId.get(parentId)
      if (inThread) return write(inThread)
      if (!dropped.has(parentId)) return earlier(parentId)
      parentId = dropped.get(parentId) ?? null
    }
    return undefined
  }

  const write = async (c: SourceComment): Promise<Written | undefined> => {
    const key = sourceKey(format, c.id)
    const done = written.get(c.id)
    if (done) return done
    if (known.has(key)) return earlier(c.id)
    // a loop of replies in a broken export: the comment met again on the way up stands at the top
    let parent: Written | undefined
    if (!visiting.has(c.id)) {
      visiting.add(c.id)
      parent = await parentOf(c)
      const meanwhile = written.get(c.id)
      if (meanwhile) return meanwhile
    }
    const row = await trx
      .insertInto('comments')
      .values({
        type: target.type,
        for_id: target.forId,
        parent_id: parent?.root ?? null,
        from_id: null,
        to_id: null,
        content: c.content,
        thumbs_up: c.likes,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
        ...guestColumns(c, parent?.nick ?? null),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('comment_sources')
      .values({ source: key, comment_id: row.id, reply_to: parent?.id ?? null, pinned: c.pinned ? 1 : 0 })
      .execute()
    const mine: Written = { id: row.id, root: parent?.root ?? row.id, nick: guestName(c.nick) }
    written.set(c.id, mine)
    return mine
  }

  const ordered = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  for (const c of ordered) await write(c)
}
