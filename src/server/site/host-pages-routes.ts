import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { coverOf, pageHeadersScript, preloadLink, siteConfigScript, withHead } from './page-preload.ts'
import { articleHead, configValue, feedArticles, sitemapArticles } from './sql.ts'

const FEED_SIZE = 20

function origin(c: { req: { url: string } }): string {
  return new URL(c.req.url).origin
}

/** Plain text of Markdown, for descriptions: good enough for a meta tag or a feed summary. */
export function plainText(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/**
 * What the server itself renders besides the API: the globe's config file, the feed, the
 * sitemap, and the article page's title and description so shared links show the article.
 */
export function hostPages(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  r.get('/config/config.json', async (c) => c.json(await configValue(ctx.db, 'globe', { points: [] })))

  r.get('/rss.xml', async (c) => {
    const blogName = await configValue(ctx.db, 'blog_name', '小站')
    const notice = await configValue(ctx.db, 'personal_say', '')
    const rows = await feedArticles(ctx.db, FEED_SIZE)
    const base = origin(c)
    const items = rows
      .map(
        (a) => `  <item>
    <title>${escapeHtml(a.article_title)}</title>
    <link>${base}/article?id=${a.id}</link>
    <guid isPermaLink="true">${base}/article?id=${a.id}</guid>
    <pubDate>${new Date(a.createdAt).toUTCString()}</pubDate>
    <description>${escapeHtml(a.article_description || plainText(a.article_content))}</description>
  </item>`,
      )
      .join('\n')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
<channel>
  <title>${escapeHtml(blogName)}</title>
  <link>${base}/</link>
  <description>${escapeHtml(notice || blogName)}</description>
  <language>zh-CN</language>
${items}
</channel>
</rss>
`
    return c.body(xml, 200, { 'content-type': 'application/rss+xml; charset=utf-8' })
  })

  r.get('/sitemap.xml', async (c) => {
    const base = origin(c)
    const rows = await sitemapArticles(ctx.db)
    const fixed = [
      '/home',
      '/archives',
      '/category',
      '/tag',
      '/photoAlbum',
      '/talk',
      '/link/list',
      '/message/list',
    ]
    const urls = [
      ...fixed.map((p) => `  <url><loc>${base}${p}</loc></url>`),
      ...rows.map(
        (a) =>
          `  <url><loc>${base}/article?id=${a.id}</loc><lastmod>${a.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
    ]
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' })
  })

  // /article?id=N: the host's page with the article's own title and description in <head>.
  r.get('/article', async (c, next) => {
    const indexFile = join(ctx.options.hostDir, 'index.html')
    const id = Number(c.req.query('id'))
    if (!existsSync(indexFile) || !Number.isInteger(id) || id < 1) return next()
    const article = await articleHead(ctx.db, id)
    if (!article) return next()
    const blogName = await configValue(ctx.db, 'blog_name', '小站')
    const title = escapeHtml(`${article.article_title} - ${blogName}`)
    const description = escapeHtml(article.article_description || plainText(article.article_content))
    const meta = [
      `<meta name="description" content="${description}">`,
      `<meta property="og:title" content="${escapeHtml(article.article_title)}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:type" content="article">`,
      article.article_cover
        ? `<meta property="og:image" content="${escapeHtml(origin(c) + article.article_cover)}">`
        : '',
    ].join('')
    const page = ctx.caches.hostShell
      .html()
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/<meta name="description"[^>]*>/, '')
    const head = [
      meta,
      preloadLink(coverOf(article.article_cover)),
      ctx.caches.pageModules.preloads('/article'),
      await pageHeadersScript(ctx),
      await siteConfigScript(ctx),
    ]
    const html = withHead(page, head.join(''))
    return c.html(html)
  })

  return r
}
