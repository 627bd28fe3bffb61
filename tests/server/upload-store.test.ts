import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { imageSize, storeImage, UnreadableImageError } from '../../src/server/upload/upload-disk.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'xz-store-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer()

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

describe('storeImage', () => {
  it('writes the bytes under a random name with the extension of the sniffed type', async () => {
    const bytes = await png(40, 20)
    const a = await storeImage(dir, bytes, 'png')
    const b = await storeImage(dir, bytes, 'png')
    expect(a.name).toMatch(new RegExp(`^${UUID}\\.png$`))
    expect(a.name).not.toBe(b.name)
    expect(a).toMatchObject({ url: `/uploads/${a.name}`, width: 40, height: 20 })
    expect(a.thumb_url).toBeUndefined()
    expect(readFileSync(join(dir, a.name)).equals(bytes)).toBe(true)
    const sizes = (name: string) => [480, 960, 1600].map((w) => name.replace('.png', `-${w}w.webp`))
    expect(readdirSync(dir).sort()).toEqual([a.name, b.name, ...sizes(a.name), ...sizes(b.name)].sort())
  })

  it('keeps WebP display sizes 480, 960 and 1600 wide, never wider than the original', async () => {
    const big = await storeImage(dir, await png(2000, 1000), 'png')
    for (const width of [480, 960, 1600]) {
      const meta = await sharp(join(dir, big.name.replace('.png', `-${width}w.webp`))).metadata()
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 })
    }
    const small = await storeImage(dir, await png(600, 300), 'png')
    const meta = await sharp(join(dir, small.name.replace('.png', '-1600w.webp'))).metadata()
    expect(meta.width).toBe(600)
  })

  it('makes a 480 px wide JPEG thumbnail beside the original when asked', async () => {
    const bytes = await png(1200, 600)
    const stored = await storeImage(dir, bytes, 'png', { thumbnail: true })
    const id = stored.name.replace(/\.png$/, '')
    expect(stored.thumb_name).toBe(`thumb_${id}.jpg`)
    expect(stored.thumb_url).toBe(`/uploads/thumb_${id}.jpg`)
    const meta = await sharp(join(dir, `thumb_${id}.jpg`)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 240])
    expect(stored).toMatchObject({ width: 1200, height: 600 })
  })

  it('does not enlarge a small image for its thumbnail', async () => {
    const stored = await storeImage(dir, await png(100, 50), 'png', { thumbnail: true })
    const meta = await sharp(join(dir, stored.thumb_name ?? '')).metadata()
    expect(meta.width).toBe(100)
  })

  it('reports the displayed size of an EXIF-rotated JPEG', async () => {
    const bytes = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await imageSize(bytes, 'jpeg')).toEqual({ width: 30, height: 60 })
  })

  it('refuses bytes that do not decode as the claimed type, and leaves nothing behind', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ])
    await expect(storeImage(dir, fake, 'png', { thumbnail: true })).rejects.toBeInstanceOf(
      UnreadableImageError,
    )
    const jpegAsPng = await sharp(await png(4, 4))
      .jpeg()
      .toBuffer()
    await expect(storeImage(dir, jpegAsPng, 'png')).rejects.toBeInstanceOf(UnreadableImageError)
    expect(readdirSync(dir)).toEqual([])
  })

  it('removes the original again when the thumbnail cannot be made', async () => {
    const whole = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    const truncated = whole.subarray(0, Math.floor(whole.length / 2)) // header intact, pixels missing
    expect(await imageSize(truncated, 'png')).toEqual({ width: 300, height: 300 })
    await expect(storeImage(dir, truncated, 'png', { thumbnail: true })).rejects.toBeInstanceOf(
      UnreadableImageError,
    )
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses images with more pixels than it is willing to decode', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6300, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    await expect(storeImage(dir, huge, 'png', { thumbnail: true })).rejects.toThrow('图片尺寸太大')
    expect(readdirSync(dir)).toEqual([])
  })
})
