import { readdirSync, rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ArticleSummary,
  PAGE_ROUTES,
  type PageHeader,
  type Paged,
} from '../../src/core/contract/index.ts'
import { articles, SEED_POSTS_DIR } from '../../src/server/seed/content/articles.ts'
import { startTestServer, type TestServer } from './harness.ts'

// What `npm start` does on a fresh machine: an empty data folder becomes a demo blog.
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ seed: true })
}, 120_000)
afterAll(async () => {
  await s.close()
  rmSync(s.dataDir, { recursive: true, force: true })
})

describe('first start with the demo seed', () => {
  it('answers the home list with seeded articles, pinned first', async () => {
    const res = await s.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/1/10')
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBeGreaterThanOrEqual(30)
    expect(res.body.result.list).toHaveLength(10)
    expect(res.body.result.list[0]?.is_top).toBe(1)
    expect(res.body.result.list.every((a) => a.categoryName && a.tagNameList.length > 0)).toBe(true)
  })

  it('loads the demo articles from the Markdown folder through the importer, dated from today', async () => {
    const files = readdirSync(SEED_POSTS_DIR).filter((f) => f.endsWith('.md'))
    const { db } = s.running.ctx
    const sources = await db.selectFrom('article_sources').select('source').execute()
    expect(sources.map((r) => r.source).sort()).toEqual(files.sort())
    const newest = await db
      .selectFrom('articles')
      .select('createdAt')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    const newestDaysAgo = Math.min(...articles.map((a) => a.daysAgo))
    const age = (Date.now() - Date.parse(newest.createdAt)) / 86_400_000
    expect(Math.abs(age - newestDaysAgo)).toBeLessThan(1)
  })

  it('serves the generated images the content points at', async () => {
    const res = await s.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/1/1')
    const cover = res.body.result.list[0]?.article_cover ?? ''
    expect(cover).toMatch(/^\/seed\//)
    const img = await fetch(s.url + cover)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toMatch(/^image\//)
  })

  it('lets the demo user log in and finds a notification waiting', async () => {
    const demo = await s.login('demo_user', 'Demo_2024')
    const list = await s.api<Paged<{ isView: number }>>('POST', '/api/notify/getNotifyList', {
      token: demo.token,
      body: { current: 1, size: 10, userId: demo.id },
    })
    expect(list.body.result.list.some((n) => n.isView === 1)).toBe(true)
  })

  it('has chat history, albums with photos, talks, links and the globe config', async () => {
    const chat = await s.api<{ list: unknown[] }>('POST', '/api/chat/getChatList', { body: { size: 10 } })
    expect(chat.body.result.list).toHaveLength(10)
    const albums = await s.api<{ id: number; photo_count: number }[]>(
      'GET',
      '/api/photoAlbum/getAllAlbumList',
    )
    expect(albums.body.result).toHaveLength(3)
    expect(albums.body.result.every((a) => a.photo_count >= 8)).toBe(true)
    const talks = await s.api<Paged<unknown>>('POST', '/api/talk/blogGetTalkList', {
      body: { current: 1, size: 10 },
    })
    expect(talks.body.result.total).toBe(10)
    const links = await s.api<Paged<unknown>>('POST', '/api/links/getLinksList', {
      body: { current: 1, size: 10 },
    })
    expect(links.body.result.total).toBe(8)
    const globe = (await (await fetch(`${s.url}/config/config.json`)).json()) as { points: unknown[] }
    expect(globe.points.length).toBeGreaterThan(5)
  })

  it('has a page header under every route name of the `blog-v3` client, each picture served', async () => {
    const res = await s.api<PageHeader[]>('GET', '/api/pageHeader/getAll')
    expect(res.body.result.map((h) => h.route_name).sort()).toEqual([...PAGE_ROUTES].sort())
    for (const url of new Set(res.body.result.map((h) => h.bg_url))) {
      expect((await fetch(s.url + url)).status, url).toBe(200)
    }
  })

  it('does not seed twice', async () => {
    await s.close({ keepData: true })
    s = await startTestServer({ seed: true, dataDir: s.dataDir })
    const res = await s.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/1/1')
    expect(res.body.result.total).toBe(33)
  })
})
