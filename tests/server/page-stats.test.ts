import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SITE_A = 'http://blog-a.example:4000'
const SITE_B = 'https://blog-b.example'
let s: TestServer

beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: [SITE_A, SITE_B], trustProxy: true })
})
afterAll(() => s.close())

type Stats = Record<string, { comments: number; views: number }>

/** One visitor (an address) on one site asks for its counters, maybe counting this page's view. */
const stats = (site: string, visitor: string, body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  s.api<Stats>('POST', '/api/page/stats', {
    raw: JSON.stringify(body),
    headers: { origin: site, 'x-forwarded-for': visitor, 'content-type': contentType },
  })

describe('POST /api/page/stats', () => {
  it('counts a view once per visitor per page, and answers every asked counter in one call', async () => {
    const view = { path: '/posts/a/', title: '第一篇', url: `${SITE_A}/posts/a/?utm=x` }
    const first = await stats(SITE_A, '10.0.0.1', { view, paths: ['/posts/b/'] })
    expect(first.status).toBe(200)
    expect(first.body.result).toEqual({
      '/posts/a/': { comments: 0, views: 1 },
      '/posts/b/': { comments: 0, views: 0 },
    })
    // the same visitor again (a reload): not counted
    expect((await stats(SITE_A, '10.0.0.1', { view })).body.result['/posts/a/']?.views).toBe(1)
    // another visitor is
    expect((await stats(SITE_A, '10.0.0.2', { view })).body.result['/posts/a/']?.views).toBe(2)
    // and a page that only shows counts counts nothing
    expect((await stats(SITE_A, '10.0.0.3', { paths: ['/posts/a/'] })).body.result['/posts/a/']?.views).toBe(2)
  })

  it('reads /a, /a/ and /a/index.html as one page, answering each as asked', async () => {
    await stats(SITE_A, '10.0.1.1', { view: { path: '/posts/c/index.html' } })
    const answer = await stats(SITE_A, '10.0.1.2', {
      view: { path: '/posts/c' },
      paths: ['/posts/c/', '/posts/c/index.html?x=1#comments', '/posts/%63/'],
    })
    expect(answer.body.result).toEqual({
      '/posts/c': { comments: 0, views: 2 },
      '/posts/c/': { comments: 0, views: 2 },
      '/posts/c/index.html?x=1#comments': { comments: 0, views: 2 },
      '/posts/%63/': { comments: 0, views: 2 },
    })
  })

  it('keeps the same path on two sites apart', async () => {
    await stats(SITE_A, '10.0.2.1', { view: { path: '/about/' } })
    await stats(SITE_A, '10.0.2.2', { view: { path: '/about/' } })
    const onB = await stats(SITE_B, '10.0.2.1', { view: { path: '/about/' } })
    expect(onB.body.result['/about/']?.views).toBe(1)
    expect((await stats(SITE_A, '10.0.2.3', { paths: ['/about/'] })).body.result['/about/']?.views).toBe(2)
  })

  it('takes a JSON body as well as text/plain', async () => {
    const answer = await stats(SITE_B, '10.0.3.1', { paths: ['/x/'] }, 'application/json')
    expect(answer.status).toBe(200)
    expect(answer.body.result).toEqual({ '/x/': { comments: 0, views: 0 } })
  })

  it('refuses an origin that is not a site, and bad input with the envelope', async () => {
    const evil = await stats('http://evil.example', '10.0.4.1', { paths: ['/a/'] })
    expect(evil.status).toBe(403)
    const tooMany = await stats(SITE_A, '10.0.4.1', { paths: Array.from({ length: 101 }, (_, i) => `/p${i}/`) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe('一次最多查询 100 个页面')
    const broken = await s.api('POST', '/api/page/stats', { raw: '{"paths":', headers: { origin: SITE_A } })
    expect(broken.status).toBe(400)
    expect(broken.body.message).toBe('请求体不是有效的 JSON')
    const badView = await stats(SITE_A, '10.0.4.1', { view: { path: '   ' } })
    expect(badView.status).toBe(400)
    expect(badView.body.message).toBe('页面路径无效')
    // a path that cannot be one is left out of the answer, not a failure of the others
    const mixed = await stats(SITE_A, '10.0.4.1', { paths: ['', '/ok/'] })
    expect(mixed.body.result).toEqual({ '/ok/': { comments: 0, views: 0 } })
  })
})

describe('reactions on a page', () => {
  type Reactions = { counts: Record<string, number>; mine: string | null }
  const react = (site: string, address: string, body: unknown, token?: string) =>
    s.api<Reactions>('POST', '/api/page/react', {
      body,
      token,
      headers: { origin: site, 'x-forwarded-for': address },
    })
  const read = (site: string, path: string, visitor?: string) =>
    s.api<Reactions>(
      'GET',
      `/api/page/reactions?path=${encodeURIComponent(path)}${visitor ? `&visitor=${visitor}` : ''}`,
      { headers: { origin: site, 'x-forwarded-for': '10.9.9.9' } },
    )
  const guest = (n: number) => `guest-browser-${String(n).padStart(6, '0')}`

  it('counts one choice per visitor, which the visitor may change or take back', async () => {
    const path = '/posts/react-1/'
    const first = await react(SITE_A, '10.1.0.1', { path, reaction: 'like', visitor: guest(1) })
    expect(first.status).toBe(200)
    expect(first.body.result.counts).toEqual({ like: 1, love: 0, haha: 0, wow: 0, sad: 0, party: 0 })
    expect(first.body.result.mine).toBe('like')
    // the same visitor again: still one
    await react(SITE_A, '10.1.0.1', { path, reaction: 'like', visitor: guest(1) })
    // changed: the like moves to party
    const changed = await react(SITE_A, '10.1.0.1', { path, reaction: 'party', visitor: guest(1) })
    expect(changed.body.result.counts.like).toBe(0)
    expect(changed.body.result.counts.party).toBe(1)
    // another visitor, and a signed-in reader, count too; /index.html is the same page
    await react(SITE_A, '10.1.0.2', { path: `${path}index.html`, reaction: 'party', visitor: guest(2) })
    const user = await s.newUser('react')
    await react(SITE_A, '10.1.0.3', { path, reaction: 'love' }, user.token)
    const seen = await read(SITE_A, path, guest(1))
    expect(seen.body.result.counts).toMatchObject({ party: 2, love: 1, like: 0 })
    expect(seen.body.result.mine).toBe('party')
    // taken back
    const back = await react(SITE_A, '10.1.0.1', { path, reaction: null, visitor: guest(1) })
    expect(back.body.result.counts.party).toBe(1)
    expect(back.body.result.mine).toBeNull()
    // the same path on the other site has none
    expect((await read(SITE_B, path)).body.result.counts.party).toBe(0)
  })

  it('a script inventing visitors from one address is stopped after a few', async () => {
    const path = '/posts/react-2/'
    for (let i = 0; i < 5; i += 1) {
      const ok = await react(SITE_A, '10.2.0.1', { path, reaction: 'like', visitor: guest(100 + i) })
      expect(ok.status).toBe(200)
    }
    const sixth = await react(SITE_A, '10.2.0.1', { path, reaction: 'like', visitor: guest(200) })
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toBe('同一网络的访客在这个页面上表态太多了，请登录后再试')
    // a visitor already counted may still change their mind
    expect((await react(SITE_A, '10.2.0.1', { path, reaction: 'wow', visitor: guest(100) })).status).toBe(200)
    expect((await read(SITE_A, path)).body.result.counts).toMatchObject({ like: 4, wow: 1 })
  })

  it('refuses bad input with the envelope', async () => {
    const noVisitor = await react(SITE_A, '10.3.0.1', { path: '/a/', reaction: 'like' })
    expect(noVisitor.status).toBe(400)
    expect(noVisitor.body.message).toBe('访客标识无效')
    const badKind = await react(SITE_A, '10.3.0.1', { path: '/a/', reaction: 'angry', visitor: guest(1) })
    expect(badKind.status).toBe(400)
    expect(badKind.body.message).toBe('表态应为 赞、喜欢、哈哈、惊讶、难过 或 庆祝')
    const badVisitor = await react(SITE_A, '10.3.0.1', { path: '/a/', reaction: 'like', visitor: 'x' })
    expect(badVisitor.body.message).toBe('访客标识无效')
    expect((await read(SITE_A, '')).body.message).toBe('页面路径无效')
  })
})

describe('a repeat view of a known page', () => {
  it('changes nothing stored, so what the server remembers stays valid', async () => {
    const view = { path: '/posts/quiet/', title: '安静的页面' }
    await stats(SITE_B, '10.30.0.1', { view })
    const version = s.running.ctx.dataVersion
    const before = version.now()
    // the same visitor again within the window, and a list asking for its counts
    await stats(SITE_B, '10.30.0.1', { view })
    await stats(SITE_B, '10.30.0.2', { paths: ['/posts/quiet/'] })
    expect(version.now()).toBe(before)
    // a new visitor is a write, as it must be
    await stats(SITE_B, '10.30.0.3', { view })
    expect(version.now()).not.toBe(before)
  })
})
