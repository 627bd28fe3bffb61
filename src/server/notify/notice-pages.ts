import { Hono } from 'hono'
import { escapeHtml } from '../../core/markdown/html.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { readSiteConfig } from '../site/site-config.ts'
import { confirmUserEmail } from './email-sql.ts'
import { unsubscribe } from './outbox-sql.ts'

// The two links a mail carries (docs/api.md §26), answered with a small page of their own: they
// are opened from a mail client, not by the blog's scripts.

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/

export function noticePages(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  const page = async (title: string, text: string, status: 200 | 400 = 200) => {
    const blog = await readSiteConfig(ctx.db)
    const site = escapeHtml(String(blog.blog_name || '小站'))
    return new Response(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - ${site}</title></head>` +
        `<body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;max-width:480px;margin:15vh auto;padding:0 16px;color:#1f2328">` +
        `<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">返回${site}</a></p></body></html>`,
      { status, headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-store' } },
    )
  }

  // one click: a mail client's List-Unsubscribe-Post sends POST, a reader's click GET
  const unsubscribeHandler = async (token: string | undefined) => {
    const address = token && TOKEN.test(token) ? await unsubscribe(ctx.db, token) : null
    if (!address) return page('退订链接无效', '这个退订链接无效，请使用邮件中的原始链接。', 400)
    return page('已退订', `${address} 不会再收到本站的任何邮件。`)
  }
  r.get('/unsubscribe', (c) => unsubscribeHandler(c.req.query('token')))
  r.post('/unsubscribe', (c) => unsubscribeHandler(c.req.query('token')))

  r.get('/confirm', async (c) => {
    const token = c.req.query('token')
    const address = token && TOKEN.test(token) ? await confirmUserEmail(ctx.db, token) : null
    if (!address) return page('确认链接无效', '这个确认链接无效或已过期，请在个人中心重新填写邮箱。', 400)
    return page('邮箱已确认', `回复等通知将发到 ${address}。`)
  })

  return r
}
