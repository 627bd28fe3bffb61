import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES, type UploadResult } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let user: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  user = await s.newUser('uploader')
})
afterAll(() => s.close())

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })

function upload(
  bytes: Uint8Array,
  filename: string,
  opts: { token?: string; kind?: string; type?: string } = {},
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/png' }), filename)
  if (opts.kind) form.append('kind', opts.kind)
  return s.api<UploadResult>('POST', '/api/upload/img', { token: opts.token ?? user.token, raw: form })
}

describe('image upload', () => {
  it('stores a real PNG under a random name and serves it at its url', async () => {
    const bytes = await image(64, 32).png().toBuffer()
    const res = await upload(bytes, 'photo.png')
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result.url).toMatch(new RegExp(`^/uploads/${UUID}\\.png$`))
    expect(res.body.result).toMatchObject({ width: 64, height: 32 })
    expect(res.body.result.thumb_url).toBeUndefined()

    const served = await fetch(`${s.url}${res.body.result.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('takes jpeg, gif and webp too, named by their content, not by the file name', async () => {
    for (const [format, ext, mime] of [
      ['jpeg', 'jpg', 'image/jpeg'],
      ['gif', 'gif', 'image/gif'],
      ['webp', 'webp', 'image/webp'],
    ] as const) {
      const bytes = await image(10, 10).toFormat(format).toBuffer()
      const res = await upload(bytes, 'misnamed.txt', { type: 'text/plain' })
      expect(res.status, format).toBe(200)
      expect(res.body.result.url).toMatch(new RegExp(`^/uploads/${UUID}\\.${ext}$`))
      const served = await fetch(`${s.url}${res.body.result.url}`)
      expect(served.headers.get('content-type')).toBe(mime)
    }
  })

  it('makes an album thumbnail on kind=album', async () => {
    const res = await upload(await image(1000, 600).jpeg().toBuffer(), 'big.jpg', { kind: 'album' })
    expect(res.status).toBe(200)
    const { url, thumb_url, width, height } = res.body.result
    expect({ width, height }).toEqual({ width: 1000, height: 600 })
    expect(thumb_url).toBe(url.replace(/^\/uploads\/(.+)\.jpg$/, '/uploads/thumb_$1.jpg'))
    const thumb = await fetch(`${s.url}${thumb_url}`)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([480, 288])
  })

  it('refuses a text file renamed .png with 415', async () => {
    const res = await upload(new TextEncoder().encode('just some text, honestly a png'), 'fake.png')
    expect(res.status).toBe(415)
    expect(res.body.message).toBe('只能上传图片（jpg、png、gif、webp）')
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.svg',
      { type: 'image/svg+xml' },
    )
    expect(svg.status).toBe(415)
    const corrupt = await upload(
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(100).fill(1)]),
      'broken.png',
    )
    expect(corrupt.status).toBe(415)
    expect(corrupt.body.message).toBe('图片已损坏，无法识别')
  })

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const res = await upload(big, 'big.png')
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('图片不能超过5MB')
    // far over: the app's body limit answers before the route
    const huge = await upload(new Uint8Array(UPLOAD_MAX_BYTES + 200_000), 'huge.png')
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe('图片不能超过5MB')
  })

  it('never uses the client file name for the path', async () => {
    const before = new Set(readdirSync(s.running.ctx.uploadsDir))
    const bytes = await image(8, 8).png().toBuffer()
    for (const name of ['../../evil.png', '..\\..\\evil.png', '/etc/evil.png', 'evil.png\u0000.txt']) {
      const res = await upload(bytes, name)
      expect(res.status, name).toBe(200)
      expect(res.body.result.url).toMatch(new RegExp(`^/uploads/${UUID}\\.png$`))
    }
    const uploads = s.running.ctx.uploadsDir
    const added = readdirSync(uploads).filter((f) => !before.has(f))
    // each original with its three display sizes
    expect(added).toHaveLength(16)
    for (const f of added) expect(f).toMatch(new RegExp(`^${UUID}(\\.png|-(480|960|1600)w\\.webp)$`))
    expect(readdirSync(uploads).some((f) => f.includes('evil'))).toBe(false)
    for (const dir of [uploads, dirname(uploads), dirname(dirname(uploads)), s.dataDir]) {
      expect(existsSync(join(dir, 'evil.png')), dir).toBe(false)
    }
  })

  it('needs a login (401) and a file field (400)', async () => {
    const bytes = await image(8, 8).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([bytes]), 'a.png')
    const anon = await s.api('POST', '/api/upload/img', { raw: form })
    expect(anon.status).toBe(401)
    expect(anon.body.message).toBe('登录过期')

    const noFile = new FormData()
    noFile.append('other', 'x')
    const missing = await s.api('POST', '/api/upload/img', { token: user.token, raw: noFile })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('请选择要上传的图片')
    const asText = new FormData()
    asText.append('file', 'not a file')
    expect((await s.api('POST', '/api/upload/img', { token: user.token, raw: asText })).status).toBe(400)
    const json = await s.api('POST', '/api/upload/img', { token: user.token, body: { file: 'x' } })
    expect(json.status).toBe(400)
    expect(json.body.message).toBe('请以 multipart/form-data 上传图片')
  })

  it('rate-limits uploads per user', async () => {
    const strict = await startTestServer({ rateLimitScale: 1 })
    try {
      const u = await strict.newUser('flood')
      const bytes = await image(4, 4).png().toBuffer()
      let last = 0
      for (let i = 0; i < 22; i++) {
        const form = new FormData()
        form.append('file', new Blob([bytes]), 'a.png')
        last = (await strict.api('POST', '/api/upload/img', { token: u.token, raw: form })).status
      }
      expect(last).toBe(429)
    } finally {
      await strict.close()
    }
  })
})
