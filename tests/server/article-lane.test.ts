import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/core/contract/index.ts'
import { registerSearchFunctions } from '../../src/server/db/search-grams.ts'
import { createApp } from '../../src/server/app.ts'
import { replayBeforeRouting } from '../../src/server/http/lane/replay-before-routing.ts'
import { startTestServer, storedViewsOnceWritten, type TestServer } from './harness.ts'
import { type Raw, raw } from './raw-request.ts'

// A visitor's read of an article may be answered before hono routes it, from what the route
// left for that URL while the database was unchanged (src/server/http/lane/varying-recipe.ts):
// the view is counted and the visitor's like looked up all the same. Nothing may tell.
// The server here is the test server's own app behind a lane of its own, so that the test
// can tell which reads reached the route.

let s: TestServer
let lane: Server
let laneUrl = ''
let routed = 0
let sqlite = false
let adminToken = ''

beforeAll(async () => {
  // the proxy's X-Forwarded-For tells visitors apart, as on a deployment behind one
  s = await startTestServer({ trustProxy: true })
  sqlite = s.running.ctx.dialect === 'sqlite'
  adminToken = (await s.admin()).token
  const app = createApp(s.running.ctx)
  const fetch: typeof app.fetch = (request, env) => {
    routed += 1
    return app.fetch(request, env)
  }
  lane = serve({
    fetch: replayBeforeRouting(s.running.ctx, fetch),
    port: 0,
    hostname: '127.0.0.1',
  }) as Server
  await new Promise<void>((done) => (lane.listening ? done() : lane.once('listening', () => done())))
  laneUrl = `http://127.0.0.1:${(lane.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((done) => lane.close(done))
  await s.close()
})

let articles = 0
/** A public article long enough to be sent compressed. */
async function newArticle(): Promise<number> {
  articles += 1
  const res = await s.api<Article>('POST', '/api/article/add', {
    token: adminToken,
    body: {
      article_title: `捷径第${articles}篇`,
      article_content: `## 捷径\n\n同样的字节，同样的计数。\`\`\`js\nconst n = ${articles}\n\`\`\`\n`.repeat(
        60,
      ),
      category: { category_name: '捷径' },
      tagList: [{ tag_name: '计数' }],
      status: 1,
    },
  })
  expect(res.status).toBe(200)
  return res.body.result.id
}

const detail = (id: number, query = '') => `/api/article/getArticleById/${id}${query}`
const read = (path: string, headers: Record<string, string> = {}) => raw(`${laneUrl}${path}`, headers)

/** A read the route answers: the lane leaves a request that names an ETag to it. */
async function routeRead(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const before = routed
  const res = await read(path, { ...headers, 'if-none-match': '"none-of-these"' })
  expect(routed).toBe(before + 1)
  return res
}

/**
 * A read the lane answers, on SQLite (on PostgreSQL nothing is kept: every read is routed).
 * Views are written once a second, which changes the database under the kept answer: a read
 * at that moment goes to the route, as it should, and is tried again.
 */
async function laneRead(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = routed
    const res = await read(path, headers)
    if (!sqlite || routed === before) return res
  }
  throw new Error(`${path} never answered without the route`)
}

function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8')
  return res.body.toString('utf8')
}
const resultOf = (res: Raw) => JSON.parse(decoded(res)).result as Article & { is_like: boolean }
/** Everything sent but what differs on every read: the date, and the tag of the new count. */
const headersOf = (res: Raw) => {
  const { date: _date, etag: _etag, ...headers } = res.headers
  return headers
}

describe('an article read again by a visitor', () => {
  it('is sent in the very bytes the route sends, but for the count: plain, gzip and brotli', async () => {
    for (const [encoding, query] of [
      [undefined, ''],
      ['gzip', ''],
      ['gzip, deflate, br', ''],
      ['br', '?render=html'],
    ] as const) {
      const path = detail(await newArticle(), query)
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
      // ten reads first: the counts compared below have as many digits
      for (let i = 0; i < 10; i++) await read(path, headers)
      const routedAnswer = await routeRead(path, headers)
      const laneAnswer = await laneRead(path, headers)
      expect(laneAnswer.status).toBe(200)
      // PostgreSQL reads the article afresh each time, compressed whole: its length may differ
      const length = (res: Raw) => (sqlite ? res.headers['content-length'] : 'any')
      expect({ ...headersOf(laneAnswer), 'content-length': length(laneAnswer) }).toEqual({
        ...headersOf(routedAnswer),
        'content-length': length(routedAnswer),
      })
      expect(laneAnswer.headers['content-encoding']).toBe(
        encoding === undefined ? undefined : encoding.endsWith('br') ? 'br' : 'gzip',
      )
      const before = resultOf(routedAnswer).view_times
      const after = resultOf(laneAnswer).view_times
      expect(after).toBeGreaterThan(before)
      expect(laneAnswer.headers.etag).not.toBe(routedAnswer.headers.etag)
      expect({ ...resultOf(laneAnswer), view_times: 0 }).toEqual({ ...resultOf(routedAnswer), view_times: 0 })
      if (!sqlite) continue
      // the count goes out as it is, after the compressed article: put the new one in its place
      const counted = (n: number) => Buffer.from(`"view_times":${n},`)
      const at = routedAnswer.body.lastIndexOf(counted(before))
      expect(at).toBeGreaterThan(0)
      const expected = Buffer.from(routedAnswer.body)
      counted(after).copy(expected, at)
      if (encoding === 'gzip') {
        // gzip's trailer sums the whole body: the rest is the same to the byte
        expect(laneAnswer.body.subarray(0, -8).equals(expected.subarray(0, -8))).toBe(true)
        expect(laneAnswer.body.length).toBe(expected.length)
      } else {
        expect(laneAnswer.body.equals(expected)).toBe(true)
      }
    }
  })

  it('counts every view, each answer with its own count, and writes them all', async () => {
    const id = await newArticle()
    const path = detail(id)
    const counts: number[] = []
    for (let i = 0; i < 4; i++)
      counts.push(resultOf(await read(path, { 'accept-encoding': 'br' })).view_times)
    for (let i = 0; i < 4; i++)
      counts.push(resultOf(await laneRead(path, { 'accept-encoding': 'br' })).view_times)
    counts.push(resultOf(await routeRead(path)).view_times)
    for (let i = 0; i < 3; i++) counts.push(resultOf(await laneRead(path)).view_times)
    const last = counts.at(-1) ?? 0
    // retried reads are views as well: the counts only ever go up, one at a time or more
    expect(counts[0]).toBe(1)
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1] ?? 0)
    const hot = await s.api<{ id: number; view_times: number }[]>('GET', '/api/article/getHotArticle')
    expect(hot.body.result.find((a) => a.id === id)?.view_times ?? last).toBe(last)
    expect(await storedViewsOnceWritten(s, id, last)).toBe(last)
  })

  it('tells each reader whether they like it: a visitor by address, a signed-in reader by account', async () => {
    const id = await newArticle()
    const path = detail(id)
    const visitor = (ip: string) => ({ 'x-forwarded-for': ip, 'accept-encoding': 'br' })
    for (let i = 0; i < 2; i++) await read(path, visitor('203.0.113.1'))
    expect(resultOf(await laneRead(path, visitor('203.0.113.1'))).is_like).toBe(false)

    // a visitor without an account likes it: the like is theirs, by address
    const liked = await raw(`${laneUrl}/api/article/like/${id}`, { 'x-forwarded-for': '203.0.113.2' }, 'PUT')
    expect(liked.status).toBe(200)
    for (let i = 0; i < 2; i++) await read(path, visitor('203.0.113.2'))
    expect(resultOf(await laneRead(path, visitor('203.0.113.2'))).is_like).toBe(true)
    expect(resultOf(await laneRead(path, visitor('203.0.113.1'))).is_like).toBe(false)
    // one not seen before: its like is looked up, not taken from the one before
    expect(resultOf(await laneRead(path, visitor('203.0.113.3'))).is_like).toBe(false)
    expect(resultOf(await laneRead(path, visitor('203.0.113.2'))).is_like).toBe(true)

    const reader = await s.newUser('lane')
    const signedIn = { ...visitor('203.0.113.1'), authorization: `Bearer ${reader.token}` }
    expect(resultOf(await read(path, signedIn)).is_like).toBe(false)
    const byAccount = await s.api('PUT', `/api/article/like/${id}`, { token: reader.token })
    expect(byAccount.status).toBe(200)
    const before = routed
    expect(resultOf(await read(path, signedIn)).is_like).toBe(true)
    // a signed-in reader is always the route's
    expect(routed).toBe(before + 1)
    // from the same address without the account: not the account's like
    expect(resultOf(await laneRead(path, visitor('203.0.113.1'))).is_like).toBe(false)
  })

  it('shows an edit on the very next read, and a hidden article to nobody but the admin', async () => {
    const id = await newArticle()
    const path = detail(id)
    for (let i = 0; i < 3; i++) await read(path, { 'accept-encoding': 'br' })
    const edited = await s.api('PUT', '/api/article/update', {
      token: adminToken,
      body: { id, article_title: '改过的标题' },
    })
    expect(edited.status).toBe(200)
    expect(resultOf(await read(path, { 'accept-encoding': 'br' })).article_title).toBe('改过的标题')
    expect(resultOf(await laneRead(path, { 'accept-encoding': 'br' })).article_title).toBe('改过的标题')

    const hidden = await s.api('PUT', '/api/article/update', { token: adminToken, body: { id, status: 2 } })
    expect(hidden.status).toBe(200)
    expect((await read(path, { 'accept-encoding': 'br' })).status).toBe(404)
    expect((await read(path)).status).toBe(404)
    const admin = await read(path, { authorization: `Bearer ${adminToken}` })
    expect(admin.status).toBe(200)
    expect((await read(path)).status).toBe(404)
  })

  it('shows a change another process commits to the same database file', async (test) => {
    if (!sqlite) test.skip()
    const id = await newArticle()
    const path = detail(id)
    for (let i = 0; i < 3; i++) await read(path)
    const db = new SQLite(join(s.dataDir, 'xiaozhan.db'))
    // the search index's triggers call it, as on the server's own connection
    registerSearchFunctions(db)
    db.prepare('UPDATE articles SET article_title = ? WHERE id = ?').run('另一个进程改的', id)
    db.close()
    expect(resultOf(await read(path)).article_title).toBe('另一个进程改的')
  })
})
