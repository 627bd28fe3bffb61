import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { raw } from './raw-request.ts'

const path = '/api/article/blogHomeGetArticleList/1/10'
const BUNDLE = `export const words = ${JSON.stringify('小站'.repeat(2000))}\n`
let s: TestServer

beforeAll(async () => {
  const hostDir = join(process.env.TMPDIR ?? '/tmp', `xz-transfer-host-${process.pid}`)
  mkdirSync(join(hostDir, 'assets'), { recursive: true })
  writeFileSync(join(hostDir, 'index.html'), `<!doctype html><title>小站</title>${'<p>页面</p>'.repeat(300)}`)
  writeFileSync(join(hostDir, 'assets', 'app-AbC123.js'), BUNDLE)
  // what scripts/precompress.mjs leaves beside a build output
  writeFileSync(join(hostDir, 'assets', 'app-AbC123.js.br'), brotliCompressSync(BUNDLE))
  s = await startTestServer({ hostDir })
  const admin = await s.admin()
  // a list long enough to be worth compressing
  const stamp = new Date().toISOString()
  await s.running.ctx.db
    .insertInto('articles')
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        article_title: `第${i + 1}篇`,
        article_description: '这是一段很长的摘要，'.repeat(20),
        article_content: '正文',
        article_cover: '',
        category_id: null,
        author_id: admin.id,
        is_top: 0,
        sort_order: 0,
        status: 1,
        type: 1,
        origin_url: '',
        view_times: 0,
        thumbs_up_times: 0,
        reading_duration: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })),
    )
    .execute()
})
afterAll(() => s.close())

describe('compression', () => {
  it('sends API answers in brotli when the browser accepts it, gzip otherwise, plain when asked for nothing', async () => {
    const plain = await raw(s.url + path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const json = JSON.parse(plain.body.toString('utf8'))
    expect(json.result.list).toHaveLength(8)

    const br = await raw(s.url + path, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.length).toBeLessThan(plain.body.length / 2)
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json)

    const gz = await raw(s.url + path, { 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json)
    expect(gz.headers.vary).toContain('Accept-Encoding')
  })

  it('serves a precompressed build file with its hash-named lifetime of a year', async () => {
    const res = await raw(`${s.url}/assets/app-AbC123.js`, { 'accept-encoding': 'br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(BUNDLE)
  })
})

describe('revalidation', () => {
  it('answers a repeated API request with 304 and no body while the answer is unchanged', async () => {
    const first = await raw(s.url + path, { 'accept-encoding': 'br' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')

    const again = await raw(s.url + path, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)

    await s.running.ctx.db
      .updateTable('articles')
      .set({ article_title: '改过的标题' })
      .where('id', '=', 1)
      .execute()
    const changed = await raw(s.url + path, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('revalidates the page itself, and a hashed asset never needs to', async () => {
    const page = await raw(`${s.url}/home`, { 'accept-encoding': 'br' })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['cache-control']).toBe('no-cache')
    const again = await raw(`${s.url}/home`, { 'if-none-match': String(page.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)

    const asset = await raw(`${s.url}/assets/app-AbC123.js`)
    const assetAgain = await raw(`${s.url}/assets/app-AbC123.js`, {
      'if-none-match': String(asset.headers.etag),
    })
    expect(assetAgain.status).toBe(304)
  })
})
