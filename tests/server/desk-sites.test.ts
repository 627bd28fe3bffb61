import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { DeskSites } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { raw } from './raw-request.ts'

// The desk's sites (docs/desk-api.md §Sites and pages): a site added there may embed the
// widgets at once, beside XZ_ALLOWED_ORIGINS, and on every instance of one database.

const FROM_ENV = 'https://env.example'
const ADDED = 'https://added.example'
let s: TestServer
let admin: { token: string }

beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: [FROM_ENV] })
  admin = await s.admin()
})
afterAll(() => s.close())

const list = '/api/article/blogHomeGetArticleList/1/10'

/** What a page on `origin` gets when it calls the API. */
const corsStatus = async (server: TestServer, origin: string) =>
  (await raw(`${server.url}${list}`, { origin })).status

/** The HTTP status the socket's upgrade answers a page on `origin` with: 101 when it opens. */
const socketStatus = (server: TestServer, origin: string) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(server.wsUrl, { headers: { origin } })
    ws.on('open', () => {
      ws.close()
      resolve(101)
    })
    // ws tells a refused upgrade as "Unexpected server response: 403"
    ws.on('error', (err) => {
      const status = /response: (\d+)/.exec(err.message)?.[1]
      if (status) resolve(Number(status))
      else reject(err)
    })
  })

const desk = <T>(server: TestServer, method: string, path: string, body?: unknown) =>
  server.api<T>(method, `/api/desk${path}`, { token: admin.token, body })

describe('sites added in the desk', () => {
  it('lists the environment’s sites as fixed and the added ones with their names', async () => {
    const res = await desk<DeskSites>(s, 'GET', '/sites')
    expect(res.status).toBe(200)
    expect(res.body.result.environment).toEqual([FROM_ENV])
    expect(res.body.result.sites).toEqual([])
  })

  it('may call the API and open the chat socket as soon as added, and not once removed', async () => {
    expect(await corsStatus(s, ADDED)).toBe(403)
    expect(await socketStatus(s, ADDED)).toBe(403)

    // written as people type it: a path and upper case are read as the site's origin
    const added = await desk<DeskSites>(s, 'POST', '/sites', {
      origin: 'https://Added.example/blog/',
      name: '朋友的博客',
    })
    expect(added.status, added.body.message).toBe(200)
    const site = added.body.result.sites.find((x) => x.origin === ADDED)
    expect(site?.name).toBe('朋友的博客')

    const allowed = await raw(`${s.url}${list}`, { origin: ADDED })
    expect(allowed.status).toBe(200)
    expect(allowed.headers['access-control-allow-origin']).toBe(ADDED)
    expect(await socketStatus(s, ADDED)).toBe(101)
    // the environment's site still works beside it
    expect(await corsStatus(s, FROM_ENV)).toBe(200)

    const removed = await desk<DeskSites>(s, 'DELETE', `/sites/${site?.id}`)
    expect(removed.body.result.sites).toEqual([])
    expect(await corsStatus(s, ADDED)).toBe(403)
    expect(await socketStatus(s, ADDED)).toBe(403)
  })

  it('refuses what is not a site, one already there, and removing one that is not', async () => {
    const notOrigin = await desk(s, 'POST', '/sites', { origin: 'blog.example.com', name: '博客' })
    expect(notOrigin.status).toBe(400)
    expect(notOrigin.body.message).toBe('请输入网站地址，例如 https://blog.example.com')
    const script = await desk(s, 'POST', '/sites', { origin: 'javascript:alert(1)', name: '博客' })
    expect(script.body.message).toBe('请输入网站地址，例如 https://blog.example.com')
    const noName = await desk(s, 'POST', '/sites', { origin: 'https://x.example', name: ' ' })
    expect(noName.status).toBe(400)

    const env = await desk(s, 'POST', '/sites', { origin: FROM_ENV, name: '环境里的' })
    expect(env.status).toBe(409)
    expect((await desk(s, 'POST', '/sites', { origin: 'https://twice.example', name: '一' })).status).toBe(
      200,
    )
    const twice = await desk(s, 'POST', '/sites', { origin: 'https://TWICE.example:443', name: '二' })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('该网站已添加')

    expect((await desk(s, 'DELETE', '/sites/999999')).status).toBe(404)
  })
})

describe('a second instance on the same PostgreSQL database', () => {
  it('allows a site added on the first, and refuses it once removed, without a restart', async (t) => {
    if (s.running.ctx.dialect !== 'postgres') return t.skip()
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const databaseUrl = readFileSync(join(s.dataDir, 'test-database-url'), 'utf8')
    const other = await startTestServer({ databaseUrl, allowedOrigins: [] })
    try {
      const origin = 'https://everywhere.example'
      expect(await corsStatus(other, origin)).toBe(403)
      const added = await desk<DeskSites>(s, 'POST', '/sites', { origin, name: '到处' })
      const id = added.body.result.sites.find((x) => x.origin === origin)?.id
      expect(await eventually(() => corsStatus(other, origin), 200)).toBe(200)
      expect(await socketStatus(other, origin)).toBe(101)
      await desk(s, 'DELETE', `/sites/${id}`)
      expect(await eventually(() => corsStatus(other, origin), 403)).toBe(403)
      expect(await socketStatus(other, origin)).toBe(403)
    } finally {
      await other.close()
    }
  })
})

/** Asks until the answer is `expected` or 3 s have passed (a notice travels); the last answer. */
async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + 3000
  let last = await ask()
  while (last !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20))
    last = await ask()
  }
  return last
}
