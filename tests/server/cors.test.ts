import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { raw } from './raw-request.ts'

const EMBED = 'http://embed.example:5000'
let s: TestServer

beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: [EMBED] })
})
afterAll(() => s.close())

const get = (path: string, headers: Record<string, string> = {}) => raw(`${s.url}${path}`, headers)

const list = '/api/article/blogHomeGetArticleList/1/10'

describe('an embedding page on a listed origin', () => {
  it('reads an answer, its 304 and an error, each allowed for its origin', async () => {
    const first = await get(list, { origin: EMBED })
    expect(first.status).toBe(200)
    expect(first.headers['access-control-allow-origin']).toBe(EMBED)
    expect(first.headers['access-control-allow-credentials']).toBe('true')
    // a cache must keep apart what it gives each origin and each encoding
    expect(String(first.headers.vary).split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin'])
    expect(JSON.parse(first.body.toString('utf8')).code).toBe(0)

    const again = await get(list, { origin: EMBED, 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.headers['access-control-allow-origin']).toBe(EMBED)

    const missing = await get('/api/article/getArticleById/999999', { origin: EMBED })
    expect(missing.status).toBe(404)
    expect(missing.headers['access-control-allow-origin']).toBe(EMBED)
    expect(JSON.parse(missing.body.toString('utf8')).code).toBe(404)
  })

  it('is refused on an origin not listed, and our own pages get no CORS headers', async () => {
    const evil = await get(list, { origin: 'http://evil.example' })
    expect(evil.status).toBe(403)
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()

    const own = await get(list)
    expect(own.status).toBe(200)
    expect(own.headers['access-control-allow-origin']).toBeUndefined()
    expect(own.headers.vary).toBe('Accept-Encoding')
  })
})
