import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { type Raw, raw } from './raw-request.ts'

// A visitor's read may be answered again from what the same URL was answered while the
// database was unchanged (src/server/http/lane/replay-before-routing.ts). Nothing a visitor sees may tell.

const EMBED = 'http://embed.example:5000'
let s: TestServer
let other: TestServer | undefined
let token: string

beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: [EMBED] })
  token = (await s.admin()).token
  // a list long enough to be sent compressed
  for (let i = 1; i <= 6; i++) {
    const res = await s.api('POST', '/api/article/add', {
      token,
      body: { article_title: `重放第${i}篇`, article_content: '正文'.repeat(200), status: 1 },
    })
    expect(res.status).toBe(200)
  }
})
afterAll(async () => {
  await other?.close()
  await s.close()
})

const profile = '/api/user/getUserInfoById/1'
const list = '/api/article/blogHomeGetArticleList/1/10'
const get = (path: string, headers: Record<string, string> = {}) => raw(`${s.url}${path}`, headers)
/** Everything sent but the date, which node:http writes itself on every answer. */
const sent = (r: Raw) => {
  const { date: _date, ...headers } = r.headers
  return { status: r.status, headers, body: r.body.toString('base64') }
}
const nickOf = async (path = profile) => JSON.parse((await get(path)).body.toString('utf8')).result.nick_name

describe('a read asked again while nothing changed', () => {
  it('gets the very bytes and headers of the first answer, plain, gzip and brotli alike', async () => {
    for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
      for (const path of [profile, list]) {
        const first = await get(path, headers)
        expect(first.status).toBe(200)
        const again = await get(path, headers)
        expect(sent(again)).toEqual(sent(first))
        expect(again.headers['x-content-type-options']).toBe('nosniff')
        expect(again.headers['cache-control']).toBe('no-cache')
      }
    }
    const br = await get(list, { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect((await get(list)).headers['content-encoding']).toBeUndefined()
  })

  it('still gets a 304 for its ETag, CORS headers for an embedding page, and a signed-in view', async () => {
    const first = await get(profile)
    await get(profile)
    const revalidated = await get(profile, { 'if-none-match': String(first.headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    const embedded = await get(profile, { origin: EMBED })
    expect(embedded.headers['access-control-allow-origin']).toBe(EMBED)
    expect(embedded.body.equals(first.body)).toBe(true)
    const signedIn = await get(profile, { authorization: `Bearer ${token}` })
    expect(signedIn.headers['cache-control']).toBe('private, no-cache')
    expect(signedIn.body.equals(first.body)).toBe(true)
  })

  it('is not a route with something to count: each read of an article is a view', async () => {
    const [top] = JSON.parse((await get(list)).body.toString('utf8')).result.list
    const views = async () =>
      JSON.parse((await get(`/api/article/getArticleById/${top.id}`)).body.toString('utf8')).result.view_times
    const before = await views()
    await views()
    expect(await views()).toBe(before + 2)
  })

  it('answers a bad id with the same clear 400 every time', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await get('/api/user/getUserInfoById/abc')
      expect(bad.status).toBe(400)
      expect(JSON.parse(bad.body.toString('utf8')).message).toBe('参数 id 应为正整数')
    }
  })
})

describe('a read after a write', () => {
  it('shows a change made through the API at once', async () => {
    const { token: userToken, id } = await s.newUser('lane')
    const path = `/api/user/getUserInfoById/${id}`
    await nickOf(path)
    await nickOf(path)
    const renamed = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: userToken,
      body: { nick_name: '改名之后' },
    })
    expect(renamed.status).toBe(200)
    expect(await nickOf(path)).toBe('改名之后')
  })

  it('shows a view counted in memory, not yet written, in the list', async () => {
    const listed = async () => JSON.parse((await get(list)).body.toString('utf8')).result.list[0]
    const before = await listed()
    await listed()
    await get(`/api/article/getArticleById/${before.id}`)
    expect((await listed()).view_times).toBe(before.view_times + 1)
  })

  it('shows a change another process commits to the same database file', async (test) => {
    // another process on the same file is SQLite's case; PostgreSQL is the next test's
    if (s.running.ctx.dialect !== 'sqlite') test.skip()
    await nickOf()
    await nickOf()
    const db = new SQLite(join(s.dataDir, 'xiaozhan.db'))
    db.prepare('UPDATE users SET nick_name = ? WHERE id = 1').run('另一个进程')
    db.close()
    expect(await nickOf()).toBe('另一个进程')
  })

  it('shows a change another instance makes on the same PostgreSQL database once its notice arrives', async (test) => {
    const databaseUrl = s.running.ctx.options.databaseUrl
    if (!databaseUrl) test.skip()
    other = await startTestServer({ databaseUrl })
    await nickOf()
    await nickOf()
    const admin = await other.admin()
    const renamed = await other.api('PUT', '/api/user/updateOwnUserInfo', {
      token: admin.token,
      body: { nick_name: '另一个实例' },
    })
    expect(renamed.status).toBe(200)
    // the other instance's commit is seen when its change notice arrives (about a millisecond on
    // one network, longer on a busy machine), not the moment its answer does: docs/architecture.md
    await expect.poll(() => nickOf(), { timeout: 2000, interval: 20 }).toBe('另一个实例')
  })
})
