import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { displaySrcSet } from '../../src/core/format/image.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

describe('display sizes', () => {
  it('makes the sizes of a picture stored before they existed on its first request', async () => {
    const original = join(s.running.ctx.uploadsDir, 'old-picture.jpg')
    writeFileSync(
      original,
      await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer(),
    )
    const res = await fetch(`${s.url}/uploads/old-picture-960w.webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 480 })
    expect(existsSync(join(s.running.ctx.uploadsDir, 'old-picture-480w.webp'))).toBe(true)
  })

  it('answers 404 for sizes it does not make and for pictures that do not exist', async () => {
    expect((await fetch(`${s.url}/uploads/old-picture-123w.webp`)).status).toBe(404)
    expect((await fetch(`${s.url}/uploads/nothing-480w.webp`)).status).toBe(404)
    expect((await fetch(`${s.url}/uploads/..%2F..%2Fxiaozhan-480w.webp`)).status).toBe(404)
  })

  it('gives pages a srcset for the site’s own pictures only', () => {
    expect(displaySrcSet('/seed/covers/01.jpg')).toBe(
      '/seed/covers/01-480w.webp 480w, /seed/covers/01-960w.webp 960w, /seed/covers/01-1600w.webp 1600w',
    )
    expect(displaySrcSet('/uploads/a.png', (p) => `https://blog.example${p}`)).toContain(
      'https://blog.example/uploads/a-480w.webp 480w',
    )
    expect(displaySrcSet('https://elsewhere.example/a.jpg')).toBeUndefined()
  })
})
