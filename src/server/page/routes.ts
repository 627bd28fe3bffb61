import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import { canonicalPagePath, canonicalSiteOrigin } from '../../core/page-path/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { badRequest, ok } from '../http/envelope.ts'
import { actorKey } from '../http/auth.ts'
import { requestHeader } from '../http/request-header.ts'
import { body } from '../http/validate.ts'
import { countPageView, forgetOldVisits, type PageStats, pageStats, seePage } from './sql.ts'

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

/**
 * The site a request speaks for: the embedding page's origin, which the CORS check has already
 * allowed, or, for the blog's own pages (a same-origin request carries no Origin), its own.
 */
export function requestSite(c: AppContext): string {
  const origin = requestHeader(c, 'origin')
  const fromOrigin = origin ? canonicalSiteOrigin(origin) : null
  return fromOrigin ?? (canonicalSiteOrigin(new URL(c.req.url).origin) as string)
}

/** Who a view is: the address, hashed, since page visits are kept for a while. */
const visitorOf = (c: AppContext): string => createHash('sha256').update(actorKey(c)).digest('base64url').slice(0, 22)

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
 * Counts of pages of any site (docs/api.md, pages of any site). One request answers every counter
 * of a page, and counts the page's own view when it carries one. It takes a text/plain body too,
 * so a foreign page's call needs no preflight.
 */
export function pageRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  let views = 0

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
