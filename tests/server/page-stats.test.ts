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
