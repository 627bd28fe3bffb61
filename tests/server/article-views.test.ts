import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/core/contract/index.ts'
import { startTestServer, storedViewsOnceWritten, type TestServer } from './harness.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'xz-views-'))
const running: TestServer[] = []
afterAll(async () => {
  for (const s of running) await s.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function start(): Promise<TestServer> {
  const s = await startTestServer({ dataDir })
  running.push(s)
  return s
}

async function addArticle(s: TestServer, title: string): Promise<number> {
  const admin = await s.admin()
  const res = await s.api<Article>('POST', '/api/article/add', {
    token: admin.token,
    // long enough to be sent compressed
    body: {
      article_title: title,
      article_content: '浏览计数的正文。'.repeat(200),
      category: { category_name: '计数' },
      tagList: [],
    },
  })
  expect(res.status).toBe(200)
  return res.body.result.id
}

/** The bytes exactly as sent, which fetch would decompress out of sight. */
function raw(
  url: string,
  acceptEncoding: string,
): Promise<{ encoding?: string; etag?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          etag: res.headers.etag,
          body: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

const viewsOf = async (s: TestServer, id: number) =>
  (await s.api<Article>('GET', `/api/article/getArticleById/${id}`)).body.result.view_times

describe('article views', () => {
  it('are counted one by one, shown in lists at once, stored within seconds and kept over a restart', async () => {
    const first = await start()
    const id = await addArticle(first, '数浏览')
    for (let n = 1; n <= 5; n++) expect(await viewsOf(first, id)).toBe(n)
    const list = await first.api<{ list: Article[] }>('GET', '/api/article/blogHomeGetArticleList/1/10')
    expect(list.body.result.list.find((a) => a.id === id)?.view_times).toBe(5)
    const hot = await first.api<{ id: number; view_times: number }[]>('GET', '/api/article/getHotArticle')
    expect(hot.body.result[0]).toMatchObject({ id, view_times: 5 })

    expect(await storedViewsOnceWritten(first, id, 5)).toBe(5)

    expect(await viewsOf(first, id)).toBe(6)
    // the view just counted is written when the server stops, not lost with it
    await first.close()
    running.pop()
    const second = await start()
    expect(await viewsOf(second, id)).toBe(7)
  })

  it('arrive compressed as the browser asks, each answer with its own count', async () => {
    const s = running[0] ?? (await start())
    const id = await addArticle(s, '压缩的浏览')
    const url = `${s.url}/api/article/getArticleById/${id}`
    const seen: number[] = []
    const tags = new Set<string | undefined>()
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await raw(url, accept)
      expect(res.encoding).toBe(accept.endsWith('br') ? 'br' : 'gzip')
      const json = JSON.parse(decode(res.body).toString('utf8')) as { result: Article & { is_like: boolean } }
      expect(json.result).toMatchObject({ id, article_title: '压缩的浏览', is_like: false })
      expect(json.result.article_content).toBe('浏览计数的正文。'.repeat(200))
      seen.push(json.result.view_times)
      tags.add(res.etag)
    }
    expect(seen).toEqual([1, 2, 3, 4])
    // a repeat visit must not be told an old count is current
    expect(tags.size).toBe(4)
  })
})
