import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/core/contract/index.ts'
import { type ImportReport, importFolder } from '../../src/server/transfer/import-folder.ts'
import { startTestServer, type TestServer } from './harness.ts'

// Real-shaped blogs as Hexo, Hugo and Jekyll leave them on disk, imported into a running server
// and read back through the API a visitor (or the owner) uses.
const FIXTURES = join(import.meta.dirname, '../fixtures/import')

let s: TestServer
let adminToken: string
const reports: Record<string, ImportReport> = {}

async function importFixture(name: string, opts: { dryRun?: boolean } = {}) {
  const { ctx } = s.running
  const admin = await s.admin()
  return importFolder(
    { db: ctx.db, uploadsDir: ctx.uploadsDir, authorId: admin.id },
    join(FIXTURES, name),
    opts,
  )
}

/** The article an import made from `source`, as the owner reads it (drafts included). */
async function articleFrom(source: string): Promise<Article> {
  const row = await s.running.ctx.db
    .selectFrom('article_sources')
    .select('article_id')
    .where('source', '=', source)
    .executeTakeFirstOrThrow()
  const res = await s.api<Article>('GET', `/api/article/getArticleById/${row.article_id}`, {
    token: adminToken,
  })
  expect(res.status).toBe(200)
  return res.body.result
}

/** The bytes the site serves for an image URL of an article. */
async function served(url: string): Promise<Buffer> {
  const res = await fetch(s.url + url)
  expect(res.status, url).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

const fixtureBytes = (path: string) => readFileSync(join(FIXTURES, path))
const uploadLinks = (markdown: string) => [...markdown.matchAll(/\/uploads\/[\w-]+\.\w+/g)].map((m) => m[0])

beforeAll(async () => {
  s = await startTestServer()
  adminToken = (await s.admin()).token
  for (const flavour of ['hexo', 'hugo', 'jekyll']) reports[flavour] = await importFixture(flavour)
})
afterAll(async () => {
  await s.close()
  rmSync(s.dataDir, { recursive: true, force: true })
})

describe('importing a Hexo blog', () => {
  it('reads its fields: dates, list-of-lists categories (first wins), tags, top, <!-- more --> summary', async () => {
    const a = await articleFrom('source/_posts/hello-hexo.md')
    expect(a.article_title).toBe('从 Hexo 搬过来的第一篇')
    // Hexo writes local time; the test runs with the machine's zone, as the import does
    expect(a.createdAt).toBe(new Date('2021-03-14T09:26:53').toISOString())
    expect(a.updatedAt).toBe(new Date('2021-03-20T18:00:00').toISOString())
    expect(a.categoryName).toBe('技术')
    expect(a.tagNameList.sort()).toEqual(['Hexo', '博客'])
    expect(a.is_top).toBe(1)
    expect(a.article_description).toBe('这是摘要部分，会显示在首页。')
    expect(a.article_content).not.toContain('<!-- more -->')
  })

  it('copies the asset folder and site images into the uploads and rewrites the links; remote ones stay', async () => {
    const a = await articleFrom('source/_posts/hello-hexo.md')
    expect(await served(a.article_cover)).toEqual(fixtureBytes('hexo/source/_posts/hello-hexo/cover.jpg'))
    const links = uploadLinks(a.article_content)
    // photo.png twice (Markdown and {% asset_img %}), banner.jpg from source/images
    expect(links).toHaveLength(3)
    expect(links[0]).toBe(links[1])
    expect(await served(links[0] ?? '')).toEqual(fixtureBytes('hexo/source/_posts/hello-hexo/photo.png'))
    expect(await served(links[2] ?? '')).toEqual(fixtureBytes('hexo/source/images/banner.jpg'))
    expect(a.article_content).toContain('![远程](https://example.com/remote.png)')
    expect(a.article_content).not.toContain('asset_img')
  })

  it('imports _drafts as drafts, hidden from visitors', async () => {
    const a = await articleFrom('source/_drafts/unfinished.md')
    expect(a.status).toBe(3)
    const res = await s.api('GET', `/api/article/getArticleById/${a.id}`)
    expect(res.status).toBe(404)
  })

  it('reports the file with broken front matter, with its path and reason, and imports the rest', () => {
    const report = reports.hexo
    expect(report?.flavour).toBe('hexo')
    expect(report?.created.sort()).toEqual(['source/_drafts/unfinished.md', 'source/_posts/hello-hexo.md'])
    expect(report?.skipped).toHaveLength(1)
    expect(report?.skipped[0]?.path).toBe('source/_posts/broken.md')
    expect(report?.skipped[0]?.reason).toMatch(/YAML front matter 无法解析/)
  })
})

describe('importing a Hugo site', () => {
  it('reads TOML front matter of a page bundle: dates with offsets, summary, weight, slug, [cover]', async () => {
    const a = await articleFrom('content/posts/kyoto-trip/index.md')
    expect(a.article_title).toBe('京都三日')
    expect(a.createdAt).toBe('2022-11-04T23:30:00.000Z')
    expect(a.updatedAt).toBe('2022-11-07T12:00:00.000Z')
    expect(a.article_description).toBe('红叶季的京都，三天两夜的行程记录。')
    expect(a.categoryName).toBe('生活')
    expect(a.tagNameList.sort()).toEqual(['旅行', '日本'].sort())
    expect(a.order).toBe(3)
    expect(a.status).toBe(1)
  })

  it('copies the bundle images and static/ images, in Markdown, <img> and figure shortcodes', async () => {
    const a = await articleFrom('content/posts/kyoto-trip/index.md')
    expect(await served(a.article_cover)).toEqual(fixtureBytes('hugo/content/posts/kyoto-trip/cover.jpg'))
    const links = uploadLinks(a.article_content)
    expect(links).toHaveLength(3)
    expect(await served(links[0] ?? '')).toEqual(fixtureBytes('hugo/content/posts/kyoto-trip/temple.webp'))
    expect(links[1]).toBe(links[0])
    expect(await served(links[2] ?? '')).toEqual(fixtureBytes('hugo/static/img/logo.png'))
  })

  it('skips _index.md list pages and a post whose image does not decode', () => {
    const report = reports.hugo
    expect(report?.created.sort()).toEqual([
      'content/posts/kyoto-trip/index.md',
      'content/posts/yaml-in-hugo.md',
    ])
    expect(report?.skipped).toEqual([
      { path: 'content/posts/corrupt-image/index.md', reason: expect.stringMatching(/shot\.png/) },
    ])
  })

  it('reads YAML in a Hugo site too, draft: true as a draft', async () => {
    const a = await articleFrom('content/posts/yaml-in-hugo.md')
    expect(a.status).toBe(3)
    expect(a.createdAt).toBe(new Date('2023-01-02T00:00:00').toISOString())
  })
})

describe('importing a Jekyll site', () => {
  it('takes date and slug from YYYY-MM-DD-slug names, space-separated tags and categories', async () => {
    const a = await articleFrom('_posts/2023-04-05-welcome-to-jekyll.md')
    expect(a.article_title).toBe('Jekyll 的第一篇')
    expect(a.createdAt).toBe('2023-04-05T12:15:00.000Z')
    expect(a.categoryName).toBe('笔记')
    expect(a.tagNameList.sort()).toEqual(['jekyll', '随笔'].sort())
    expect(a.article_description).toBe('用 Jekyll 写的第一篇文章。')
    const b = await articleFrom('_posts/2023-06-18-no-front-date.markdown')
    expect(b.createdAt).toBe(new Date('2023-06-18T00:00:00').toISOString())
    expect(b.is_top).toBe(1)
  })

  it('copies /assets images; a site path with no file stays as written', async () => {
    const a = await articleFrom('_posts/2023-04-05-welcome-to-jekyll.md')
    expect(await served(a.article_cover)).toEqual(fixtureBytes('jekyll/assets/img/diagram.gif'))
    expect(a.article_content).toContain('](/assets/img/not-here.png)')
  })

  it('imports a post whose relative image is missing, the link as written, and warns of the image', async () => {
    expect(reports.jekyll?.skipped).toEqual([])
    expect(reports.jekyll?.created).toContain('_posts/2023-07-01-missing-image.md')
    expect(reports.jekyll?.warnings).toEqual([
      { path: '_posts/2023-07-01-missing-image.md', message: '找不到图片 images/lost.png，链接保留原样' },
    ])
    const a = await articleFrom('_posts/2023-07-01-missing-image.md')
    expect(a.article_content).toContain('](images/lost.png)')
  })
})

describe('old addresses', () => {
  it('remembers each post’s permalink as its generator built it, so comments of that path find it', async () => {
    const rows = await s.running.ctx.db
      .selectFrom('article_permalinks as p')
      .innerJoin('article_sources as s', 's.article_id', 'p.article_id')
      .select(['s.source', 'p.path'])
      .execute()
    const of = (source: string) => rows.find((r) => r.source === source)?.path
    // Hexo: _config.yml's `:year/:month/:day/:title/`
    expect(of('source/_posts/hello-hexo.md')).toBe('/2021/03/14/hello-hexo/')
    // Hugo: /<section>/<slug>/
    expect(of('content/posts/kyoto-trip/index.md')).toMatch(/^\/posts\/[^/]+\/$/)
    // Jekyll's default `date` style: categories, date, the name's slug, .html
    expect(of('_posts/2023-04-05-welcome-to-jekyll.md')).toBe('/笔记/技术/2023/04/05/welcome-to-jekyll.html')
  })
})

describe('importing again', () => {
  it('updates the articles it made instead of adding them twice, and reuses the copied images', async () => {
    const { db } = s.running.ctx
    const before = await db
      .selectFrom('articles')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const cover = (await articleFrom('source/_posts/hello-hexo.md')).article_cover
    await db.updateTable('articles').set({ article_title: '被改过的标题' }).execute()
    const report = await importFixture('hexo')
    expect(report.created).toEqual([])
    expect(report.updated.sort()).toEqual(['source/_drafts/unfinished.md', 'source/_posts/hello-hexo.md'])
    const after = await db
      .selectFrom('articles')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    const again = await articleFrom('source/_posts/hello-hexo.md')
    expect(again.article_title).toBe('从 Hexo 搬过来的第一篇')
    expect(again.article_cover).toBe(cover)
  })

  it('--dry-run says what would happen and writes nothing', async () => {
    const { db } = s.running.ctx
    await db.updateTable('articles').set({ article_title: '试运行不该改回来' }).execute()
    const report = await importFixture('jekyll', { dryRun: true })
    expect(report.updated.sort()).toEqual([
      '_posts/2023-04-05-welcome-to-jekyll.md',
      '_posts/2023-06-18-no-front-date.markdown',
      '_posts/2023-07-01-missing-image.md',
    ])
    expect(report.skipped).toHaveLength(0)
    const a = await articleFrom('_posts/2023-04-05-welcome-to-jekyll.md')
    expect(a.article_title).toBe('试运行不该改回来')
  })
})
