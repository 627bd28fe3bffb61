import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { PageThread } from '../../core/contract/index.ts'
import { REACTIONS, VISITOR_ID } from '../../core/reactions/faces.ts'
import { canonicalPagePath, canonicalSiteOrigin } from '../../core/page-path/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { badRequest, ok, tooMany } from '../http/envelope.ts'
import { actorKey } from '../http/auth.ts'
import { requestHeader } from '../http/request-header.ts'
import { body, boundedInt, check } from '../http/validate.ts'
import { commentRules, readCommentSettings } from '../comment/settings-sql.ts'
import {
  countPageView,
  forgetOldVisits,
  type PageStats,
  pageReactions,
  pageStats,
  recentPageComments,
  seePage,
  setReaction,
  votersFromAddress,
} from './sql.ts'

/** Counters a page may ask for at once: a long post list shows one per post. */
export const PAGE_STATS_MAX_PATHS = 100
const PATH_TEXT_MAX = 2048
const TITLE_MAX = 200
/** About one view in this many also clears visits that no longer decide anything. */
const CLEANUP_EVERY = 200

const StatsSchema = v.object({
  paths: v.optional(
    v.pipe(
      v.array(v.pipe(v.string('路径应为字符串'), v.maxLength(PATH_TEXT_MAX, '路径太长'))),
      v.maxLength(PAGE_STATS_MAX_PATHS, `一次最多查询 ${PAGE_STATS_MAX_PATHS} 个页面`),
    ),
    [],
  ),
  view: v.optional(
    v.object({
      path: v.pipe(v.string('路径应为字符串'), v.maxLength(PATH_TEXT_MAX, '路径太长')),
      title: v.optional(v.pipe(v.string(), v.maxLength(TITLE_MAX * 4)), ''),
      url: v.optional(v.pipe(v.string(), v.maxLength(PATH_TEXT_MAX)), ''),
    }),
  ),
})

/** Guests one address may be on one page's reactions: a household or an office, not a script. */
export const GUESTS_PER_ADDRESS = 5

const pathText = v.pipe(v.string('路径应为字符串'), v.maxLength(PATH_TEXT_MAX, '路径太长'))
const visitorId = v.optional(v.pipe(v.string('访客标识无效'), v.regex(VISITOR_ID, '访客标识无效')))

const ReactSchema = v.object({
  path: pathText,
  title: v.optional(v.pipe(v.string(), v.maxLength(TITLE_MAX * 4)), ''),
  reaction: v.nullable(v.picklist(REACTIONS, '表态应为 赞、喜欢、哈哈、惊讶、难过 或 庆祝')),
  visitor: visitorId,
})

const ReactionsQuery = v.object({ path: pathText, visitor: visitorId })

const ThreadSchema = v.object({
  path: pathText,
  title: v.optional(v.pipe(v.string('标题应为字符串'), v.maxLength(TITLE_MAX * 4, '标题太长')), ''),
  url: v.optional(v.pipe(v.string('网址应为字符串'), v.maxLength(PATH_TEXT_MAX, '网址太长')), ''),
})

export const RECENT_LIMIT_MAX = 20
const RecentQuery = v.object({
  limit: v.optional(
    boundedInt(1, RECENT_LIMIT_MAX, {
      type: 'limit 应为整数',
      low: 'limit 至少为 1',
      high: `limit 最多为 ${RECENT_LIMIT_MAX}`,
    }),
    5,
  ),
})

/** Who reacts: a signed-in reader by account, a guest by the id their browser keeps. */
function voterOf(c: AppContext, visitor: string | undefined): string | null {
  const user = c.get('user')
  if (user) return `u:${user.id}`
  return visitor ? `g:${visitor}` : null
}

function canonicalOrRefuse(path: string): string {
  const canonical = canonicalPagePath(path)
  if (!canonical) throw badRequest('页面路径无效')
  return canonical
}

/**
 * The site a request speaks for: the embedding page's origin, which the CORS check has already
 * allowed, or, for the blog's own pages (a same-origin request carries no Origin), its own.
 */
export function requestSite(c: AppContext): string {
  const origin = requestHeader(c, 'origin')
  const fromOrigin = origin ? canonicalSiteOrigin(origin) : null
  return fromOrigin ?? (canonicalSiteOrigin(new URL(c.req.url).origin) as string)
}

/** Addresses and accounts are kept only hashed in page visits and reactions. */
const hashed = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 22)

/** Who a view is: the account or the address. */
const visitorOf = (c: AppContext): string => hashed(actorKey(c))

/** A page's own address: an http(s) URL on its site, else nothing is kept. */
function pageUrl(site: string, url: string): string {
  try {
    const u = new URL(url)
    return u.origin.toLowerCase() === site ? u.href : ''
  } catch {
    return ''
  }
}

/**
 * Counts of pages of any site (docs/api.md §23). One request answers every counter
 * of a page, and counts the page's own view when it carries one. It takes a text/plain body too,
 * so a foreign page's call needs no preflight.
 */
export function pageRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  let views = 0

  r.get('/reactions', async (c) => {
    const q = check(ReactionsQuery, {
      path: c.req.query('path') ?? '',
      visitor: c.req.query('visitor') || undefined,
    })
    const path = canonicalOrRefuse(q.path)
    return ok(c, await pageReactions(ctx.db, requestSite(c), path, voterOf(c, q.visitor)))
  })

  r.post('/react', async (c) => {
    const q = await body(c, ReactSchema)
    const voter = voterOf(c, q.visitor)
    if (!voter) throw badRequest('访客标识无效')
    await ctx.limits.write.hit(actorKey(c))
    const site = requestSite(c)
    const path = canonicalOrRefuse(q.path)
    const now = new Date()
    const title = [...q.title.trim()].slice(0, TITLE_MAX).join('')
    const pageId = await seePage(ctx.db, { site, path, title, url: '' }, now)
    const address = hashed(`ip:${c.get('ip')}`)
    if (voter.startsWith('g:') && q.reaction !== null) {
      const others = await votersFromAddress(ctx.db, pageId, address, voter)
      if (others >= GUESTS_PER_ADDRESS) throw tooMany('同一网络的访客在这个页面上表态太多了，请登录后再试')
    }
    await setReaction(ctx.db, pageId, voter, q.reaction, address, now)
    return ok(c, await pageReactions(ctx.db, site, path, voter))
  })

  // a page's comment thread: its id is the for_id of type-4 comments (docs/api.md §25)
  r.post('/thread', async (c) => {
    const q = await body(c, ThreadSchema)
    const site = requestSite(c)
    const path = canonicalOrRefuse(q.path)
    const title = [...q.title.trim()].slice(0, TITLE_MAX).join('')
    const pageId = await seePage(ctx.db, { site, path, title, url: pageUrl(site, q.url) }, new Date())
    const result: PageThread = { page_id: pageId, path }
    return ok(c, result)
  })

  r.get('/comment-rules', async (c) => ok(c, commentRules(await readCommentSettings(ctx.db))))

  r.get('/recent', async (c) => {
    const q = check(RecentQuery, { limit: c.req.query('limit') || undefined })
    return ok(c, await recentPageComments(ctx.db, requestSite(c), q.limit))
  })

  r.post('/stats', async (c) => {
    const q = await body(c, StatsSchema)
    const site = requestSite(c)
    const asked = new Map<string, string>()
    for (const sent of q.paths) {
      const path = canonicalPagePath(sent)
      if (path) asked.set(sent, path)
    }
    const now = new Date()
    if (q.view) {
      const path = canonicalPagePath(q.view.path)
      if (!path) throw badRequest('页面路径无效')
      await ctx.limits.addView.hit(actorKey(c))
      const title = [...q.view.title.trim()].slice(0, TITLE_MAX).join('')
      const pageId = await seePage(ctx.db, { site, path, title, url: pageUrl(site, q.view.url) }, now)
      await countPageView(ctx.db, pageId, visitorOf(c), now)
      asked.set(q.view.path, path)
      views += 1
      if (views % CLEANUP_EVERY === 0) await forgetOldVisits(ctx.db, now)
    }
    const stats = await pageStats(ctx.db, site, [...new Set(asked.values())])
    const result: Record<string, PageStats> = {}
    for (const [sent, path] of asked) result[sent] = stats.get(path) ?? { comments: 0, views: 0 }
    return ok(c, result)
  })

  return r
}
