import { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { actorKey } from '../http/auth.ts'
import { ok } from '../http/envelope.ts'
import { guestPassFor } from './guest-passes.ts'
import { review } from './queue-sql.ts'
import { type LinkOrder, readLinkToken } from './signed-links.ts'

// What a guest's browser and the owner's mail reach without an account (docs/api.md §27).

/** `/api/spam`: the pass a guest's comment form carries. */
export function spamRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  r.post('/pass', async (c) => {
    await ctx.limits.write.hit(actorKey(c))
    return ok(c, await guestPassFor(ctx, c.get('ip')))
  })
  return r
}

const WHAT: Record<LinkOrder['action'], string> = { approve: '通过', reject: '删除' }
const NOUN: Record<LinkOrder['kind'], string> = { comment: '评论', message: '留言' }

/** A small Chinese page: the link is opened in a browser, not read by a script. */
function page(title: string, inner: string, status: 200 | 400 = 200) {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>${inner}</body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** `/api/moderation`: the signed links of the owner's mail. */
export function reviewLinkRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  // opening the link only asks: a mail scanner fetching it changes nothing
  r.get('/link', async (c) => {
    const order = await readLinkToken(ctx.db, c.req.query('t'))
    if ('problem' in order) return page(order.problem, '', 400)
    const title = `${WHAT[order.action]}这条${NOUN[order.kind]}？`
    return page(
      title,
      `<form method="post"><button type="submit" style="font-size:1rem;padding:.5rem 1.5rem">${WHAT[order.action]}</button></form>`,
    )
  })
  r.post('/link', async (c) => {
    const order = await readLinkToken(ctx.db, c.req.query('t'))
    if ('problem' in order) return page(order.problem, '', 400)
    const done = await review(ctx, order, order.action)
    const noun = NOUN[order.kind]
    return done
      ? page(`已${WHAT[order.action]}`, `<p>这条${noun}已${WHAT[order.action]}。</p>`)
      : page(`这条${noun}已经处理过了`, '<p>它已不在待审核列表中。</p>')
  })
  return r
}
