import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_COMPRESS_THRESHOLD } from '../contract/index.ts'
import { IMAGE_UPLOAD_FAILED } from '../contract/index.ts'
import { canvasEncoder, compressImage } from './index.ts'

// Real encoding in Chromium: what node cannot show is that the canvas path produces a smaller
// JPEG, keeps transparent areas white, and turns every decoding failure into 图片上传失败.

/** Deterministic noise so the PNG is large (noise does not compress) and runs are repeatable. */
async function noisyPng(width: number, height: number, transparentCorner = 0): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')!
  const image = context.createImageData(width, height)
  let seed = 0x2f6b1d
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0
    const pixel = (i / 4) | 0
    const x = pixel % width
    const y = (pixel / width) | 0
    // a gradient under the noise looks more like a photo than pure static does
    image.data[i] = ((x * 255) / width + (seed & 0x3f)) & 0xff
    image.data[i + 1] = ((y * 255) / height + ((seed >>> 8) & 0x3f)) & 0xff
    image.data[i + 2] = (seed >>> 16) & 0xff
    image.data[i + 3] = x < transparentCorner && y < transparentCorner ? 0 : 255
  }
  context.putImageData(image, 0, 0)
  return canvas.convertToBlob({ type: 'image/png' })
}

async function pixelAt(blob: Blob, x: number, y: number): Promise<number[]> {
  const bitmap = await createImageBitmap(blob)
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')!
  context.drawImage(bitmap, 0, 0)
  return [...context.getImageData(x, y, 1, 1).data]
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('compressImage in Chromium', () => {
  it('re-encodes a big noisy PNG as a smaller JPEG File', async () => {
    const png = await noisyPng(900, 700, 64)
    expect(png.size).toBeGreaterThan(IMAGE_COMPRESS_THRESHOLD)
    const file = new File([png], 'photo.final.png', { type: 'image/png', lastModified: 1_700_000_000_000 })

    const out = await compressImage(file)
    expect(out).toBeInstanceOf(File)
    expect(out.type).toBe('image/jpeg')
    expect(out.name).toBe('photo.final.jpg')
    expect(out.lastModified).toBe(1_700_000_000_000)
    expect(out.size).toBeLessThan(file.size)

    const bitmap = await createImageBitmap(out)
    expect([bitmap.width, bitmap.height]).toEqual([900, 700])
  })

  it('fills transparent areas with white, not black', async () => {
    const png = await noisyPng(900, 700, 64)
    const out = await compressImage(png)
    const [r, g, b] = await pixelAt(out, 10, 10)
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(240)
  })

  it('returns a Blob for a Blob, and can encode WebP', async () => {
    const png = await noisyPng(900, 700)
    const out = await compressImage(png, { type: 'image/webp' })
    expect(out).not.toBeInstanceOf(File)
    expect(out.type).toBe('image/webp')
    expect(out.size).toBeLessThan(png.size)
  })

  it('stops at the first quality under the threshold', async () => {
    const png = await noisyPng(900, 700)
    const encode = await canvasEncoder(png)
    const atOne = await encode(1)
    // at quality 1 this image is over the threshold, so a lower quality must have been used
    expect(atOne.size).toBeGreaterThan(IMAGE_COMPRESS_THRESHOLD)
    const out = await compressImage(png)
    expect(out.size).toBeLessThanOrEqual(IMAGE_COMPRESS_THRESHOLD)
    const atEight = await encode(0.8)
    expect(out.size).toBe(atEight.size <= IMAGE_COMPRESS_THRESHOLD ? atEight.size : (await encode(0.6)).size)
  })

  it('works with a DOM canvas where OffscreenCanvas is missing', async () => {
    const png = await noisyPng(900, 700)
    vi.stubGlobal('OffscreenCanvas', undefined)
    const out = await compressImage(png)
    expect(out.type).toBe('image/jpeg')
    expect(out.size).toBeLessThan(png.size)
  })

  it('passes a small image through unchanged', async () => {
    const small = await noisyPng(40, 40)
    expect(small.size).toBeLessThanOrEqual(IMAGE_COMPRESS_THRESHOLD)
    const file = new File([small], 'small.png', { type: 'image/png' })
    expect(await compressImage(file)).toBe(file)
  })

  it('rejects a non-image blob with 图片上传失败', async () => {
    await expect(compressImage(new Blob(['not an image'], { type: 'text/plain' }))).rejects.toThrow(
      IMAGE_UPLOAD_FAILED,
    )
  })

  it('rejects a large blob that claims to be an image but does not decode', async () => {
    const garbage = new Blob([new Uint8Array(IMAGE_COMPRESS_THRESHOLD + 1024).fill(7)], { type: 'image/png' })
    const error = await compressImage(garbage).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('图片上传失败')
    expect((error as Error).cause).toBeDefined()
  })
})
