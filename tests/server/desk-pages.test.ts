import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeskComment, DeskPage, Paged } from '../../src/core/contract/index.ts'
import { PAGE_COMMENT_TYPE } from '../../src/server/page/sql.ts'
import { startTestServer, type TestServer } from './harness.ts'

// The desk's 页面 section (docs/desk-api.md §Sites and pages): pages of every site, moved
// to a new path when a permalink changes or merged into another, nothing lost on the way.

const SITE = 'https://static.example'
const OTHER = 'https://other.example'
let s: TestServer
let admin: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: [SITE, OTHER], trustProxy: true })
  admin = await s.admin()
})
afterAll(() => s.close())

const desk = <T>(method: string, path: string, body?: unknown, token: string | undefined = admin.token) =>
  s.api<T>(method, `/api/desk${path}`, { token, body })

/** A visitor (an address) on `site` views `path`. */
const view = (site: string, visitor: string, path: string, title = '') =>
  s.api('POST', '/api/page/stats', {
    body: { view: { path, title } },
    headers: { origin: site, 'x-forwarded-for': visitor },
  })

/** A guest (by the id their browser keeps) reacts to `path` on `site`. */
const react = (site: string, visitor: string, path: string, reaction: string) =>
  s.api('POST', '/api/page/react', {
    body: { path, reaction, visitor },
    headers: { origin: site, 'x-forwarded-for': `10.9.${visitor.length}.${visitor.charCodeAt(0)}` },
  })

/** Comments on a page (the guest form that writes them is another route's; here they are rows). */
async function comment(pageId: number, content: string, at: string) {
  await s.running.ctx.db
    .insertInto('comments')
    .values({
      type: PAGE_COMMENT_TYPE,
      for_id: pageId,
      parent_id: null,
      from_id: admin.id,
      to_id: null,
      content,
      thumbs_up: 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
}

async function pageOf(site: string, path: string): Promise<DeskPage> {
  const res = await desk<Paged<DeskPage>>('POST', '/pages', { site, keyword: path, size: 50 })
  const found = res.body.result.list.find((p) => p.path === path)
  if (!found) throw new Error(`no page ${path} on ${site}`)
  return found
}

const visitorId = (n: number) => `guest-visitor-${String(n).padStart(8, '0')}`

describe('the desk’s pages', () => {
  it('lists pages of every site with their comments, views, reactions and last comment', async () => {
    await view(SITE, '10.0.0.1', '/list/a/', '甲')
    await view(SITE, '10.0.0.2', '/list/a/index.html', '甲')
    await view(OTHER, '10.0.0.1', '/list/a/', '别处的甲')
    const a = await pageOf(SITE, '/list/a/')
    await comment(a.id, '第一条', '2026-01-01T00:00:00.000Z')
    await comment(a.id, '第二条', '2026-01-02T00:00:00.000Z')
    await react(SITE, visitorId(1), '/list/a/', 'like')

    const listed = await pageOf(SITE, '/list/a/')
    expect(listed).toMatchObject({
      site: SITE,
      title: '甲',
      views: 2,
      comments: 2,
      reactions: 1,
      lastCommentAt: '2026-01-02T00:00:00.000Z',
    })
    // the same path on another site is another page, and the site filter keeps it out
    const onSite = await desk<Paged<DeskPage>>('POST', '/pages', { site: SITE, keyword: '/list/' })
    expect(onSite.body.result.list.every((p) => p.site === SITE)).toBe(true)
    const byTitle = await desk<Paged<DeskPage>>('POST', '/pages', { keyword: '别处' })
    expect(byTitle.body.result.list.map((p) => [p.site, p.path])).toEqual([[OTHER, '/list/a/']])
    const sites = await desk<string[]>('GET', '/pages/sites')
    expect(sites.body.result).toEqual(expect.arrayContaining([SITE, OTHER]))

    // the page's thread, for moderation
    const thread = await desk<Paged<DeskComment>>('POST', '/comments', { type: 4, for_id: a.id })
    expect(thread.body.result.list.map((c) => [c.content, c.target])).toEqual([
      ['第二条', '甲'],
      ['第一条', '甲'],
    ])
  })

  it('moves a page to a new path: its comments, views and reactions go with it', async () => {
    await view(SITE, '10.0.1.1', '/2025/old-name.html', '改名前')
    const old = await pageOf(SITE, '/2025/old-name.html')
    await comment(old.id, '跟着走', '2026-02-01T00:00:00.000Z')
    await react(SITE, visitorId(2), '/2025/old-name.html', 'haha')

    const moved = await desk<DeskPage>('POST', '/pages/move', {
      id: old.id,
      path: '/posts/new-name/index.html',
    })
    expect(moved.status, moved.body.message).toBe(200)
    expect(moved.body.result).toMatchObject({
      id: old.id,
      path: '/posts/new-name/',
      views: 1,
      comments: 1,
      reactions: 1,
    })
    // the page at the new path is the one readers see
    const stats = await s.api<Record<string, { comments: number; views: number }>>(
      'POST',
      '/api/page/stats',
      {
        body: { paths: ['/posts/new-name', '/2025/old-name.html'] },
        headers: { origin: SITE },
      },
    )
    expect(stats.body.result).toEqual({
      '/posts/new-name': { comments: 1, views: 1 },
      '/2025/old-name.html': { comments: 0, views: 0 },
    })
  })

  it('merges one path into another: every comment kept, views summed, one reaction per voter, the newest', async () => {
    await view(SITE, '10.0.2.1', '/m/from/', '旧')
    await view(SITE, '10.0.2.2', '/m/from/', '旧')
    await view(SITE, '10.0.2.3', '/m/into/', '新')
    const from = await pageOf(SITE, '/m/from/')
    const into = await pageOf(SITE, '/m/into/')
    await comment(from.id, '旧一', '2026-03-01T00:00:00.000Z')
    await comment(from.id, '旧二', '2026-03-02T00:00:00.000Z')
    await comment(into.id, '新一', '2026-03-03T00:00:00.000Z')
    // voter 3 reacted on both, last on `from`: that choice is kept
    await react(SITE, visitorId(3), '/m/into/', 'sad')
    await new Promise((r) => setTimeout(r, 5))
    await react(SITE, visitorId(3), '/m/from/', 'party')
    await react(SITE, visitorId(4), '/m/from/', 'like')
    await react(SITE, visitorId(5), '/m/into/', 'wow')

    const merged = await desk<DeskPage>('POST', '/pages/merge', { id: from.id, into: '/m/into' })
    expect(merged.status, merged.body.message).toBe(200)
    expect(merged.body.result).toMatchObject({
      id: into.id,
      path: '/m/into/',
      title: '新',
      views: 3,
      comments: 3,
      reactions: 3,
    })

    const thread = await desk<Paged<DeskComment>>('POST', '/comments', { type: 4, for_id: into.id })
    expect(thread.body.result.list.map((c) => c.content).sort()).toEqual(['新一', '旧一', '旧二'].sort())
    const mine = await s.api<{ mine: string | null; counts: Record<string, number> }>(
      'GET',
      `/api/page/reactions?path=/m/into/&visitor=${visitorId(3)}`,
      { headers: { origin: SITE } },
    )
    expect(mine.body.result.mine).toBe('party')
    expect(mine.body.result.counts).toMatchObject({ party: 1, like: 1, wow: 1, sad: 0 })
    // the merged page is gone
    expect(
      (await desk<Paged<DeskPage>>('POST', '/pages', { site: SITE, keyword: '/m/from/' })).body.result.total,
    ).toBe(0)
  })

  it('a move onto a path that has a page is a merge', async () => {
    await view(SITE, '10.0.3.1', '/x/a/')
    await view(SITE, '10.0.3.2', '/x/b/')
    const a = await pageOf(SITE, '/x/a/')
    const b = await pageOf(SITE, '/x/b/')
    const moved = await desk<DeskPage>('POST', '/pages/move', { id: a.id, path: '/x/b' })
    expect(moved.body.result).toMatchObject({ id: b.id, views: 2 })
  })

  it('refuses an invalid path, a merge into no page, and a page that is not there', async () => {
    await view(SITE, '10.0.4.1', '/bad/')
    const page = await pageOf(SITE, '/bad/')
    for (const path of ['', '   ', '/a\u0007/']) {
      const res = await desk('POST', '/pages/move', { id: page.id, path })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('页面路径无效')
    }
    const nowhere = await desk('POST', '/pages/merge', { id: page.id, into: '/no/such/page/' })
    expect(nowhere.status).toBe(404)
    expect((await desk('POST', '/pages/move', { id: 999999, path: '/z/' })).status).toBe(404)
    // nothing moved on the way
    expect((await pageOf(SITE, '/bad/')).id).toBe(page.id)
  })
})

describe('every desk route of sites and pages', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/sites'],
    ['POST', '/sites', { origin: 'https://sneaky.example', name: '偷偷' }],
    ['DELETE', '/sites/1'],
    ['POST', '/pages', {}],
    ['GET', '/pages/sites'],
    ['POST', '/pages/move', { id: 1, path: '/p/' }],
    ['POST', '/pages/merge', { id: 1, into: '/p/' }],
  ]

  it('refuses an anonymous caller (401) and a user who is not the admin (403)', async () => {
    const user = await s.newUser('notadmin')
    for (const [method, path, body] of routes) {
      expect((await desk(method, path, body, '')).status, `${method} ${path}`).toBe(401)
      expect((await desk(method, path, body, user.token)).status, `${method} ${path}`).toBe(403)
    }
    // and nothing was added
    const sites = await desk<{ sites: unknown[] }>('GET', '/sites')
    expect(sites.body.result.sites).toEqual([])
  })
})
