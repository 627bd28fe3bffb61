import { describe, expect, it, vi } from 'vitest'
import { IMAGE_COMPRESS_THRESHOLD } from '../contract/index.ts'
import {
  compressImage,
  compressWith,
  IMAGE_ACCEPT,
  PICK_MSG,
  pickSingleImage,
  qualitySteps,
} from './index.ts'

// Node half of the image tests: the rules that need no canvas. Real encoding is in
// compress.browser.test.ts, in Chromium.

describe('qualitySteps', () => {
  it('is [1, 0.8, 0.6]: start 1, step 0.2, three encodes', () => {
    expect(qualitySteps()).toEqual([1, 0.8, 0.6])
  })

  it('never goes below the floor, and tries the floor once', () => {
    expect(qualitySteps({ start: 0.6 })).toEqual([0.6, 0.4, 0.2])
    expect(qualitySteps({ start: 0.4 })).toEqual([0.4, 0.2])
    expect(qualitySteps({ start: 0.2, max: 5 })).toEqual([0.2])
    expect(qualitySteps({ max: 10 }).at(-1)).toBe(0.2)
    expect(Math.min(...qualitySteps({ max: 10 }))).toBeGreaterThanOrEqual(0.2)
  })

  it('has no floating-point dust', () => {
    for (const q of qualitySteps({ max: 5 })) expect(q).toBe(Math.round(q * 100) / 100)
  })

  it('never exceeds 1', () => {
    expect(qualitySteps({ start: 1.5 })[0]).toBe(1)
  })
})

const bytes = (n: number, type = 'image/jpeg') => new Blob([new Uint8Array(n)], { type })

describe('compressWith (the quality loop)', () => {
  const threshold = 100

  it('stops at the first quality within the threshold', async () => {
    const encode = vi.fn(async (q: number) => bytes(q >= 0.8 ? 150 : 90))
    const out = await compressWith(bytes(500, 'image/png'), encode, { threshold })
    expect(encode.mock.calls.map((c) => c[0])).toEqual([1, 0.8, 0.6])
    expect(out.size).toBe(90)

    const early = vi.fn(async () => bytes(80))
    await compressWith(bytes(500), early, { threshold })
    expect(early).toHaveBeenCalledTimes(1)
  })

  it('counts exactly the threshold as within it', async () => {
    const encode = vi.fn(async () => bytes(threshold))
    await compressWith(bytes(500), encode, { threshold })
    expect(encode).toHaveBeenCalledTimes(1)
  })

  it('tries at most three qualities, then keeps the smallest result', async () => {
    const sizes: Record<number, number> = { 1: 400, 0.8: 300, 0.6: 350 }
    const encode = vi.fn(async (q: number) => bytes(sizes[q] ?? 0))
    const out = await compressWith(bytes(500), encode, { threshold })
    expect(encode).toHaveBeenCalledTimes(3)
    expect(out.size).toBe(300)
  })

  it('keeps the original when every encode is bigger than it', async () => {
    const input = bytes(200, 'image/png')
    const out = await compressWith(input, async () => bytes(250), { threshold })
    expect(out).toBe(input)
  })

  it('passes encoder failures on', async () => {
    await expect(
      compressWith(bytes(500), () => Promise.reject(new Error('x')), { threshold }),
    ).rejects.toThrow('x')
  })
})

describe('compressImage without a canvas', () => {
  it('returns an image up to 800 KB as it is', async () => {
    const file = new File([new Uint8Array(IMAGE_COMPRESS_THRESHOLD)], 'a.png', { type: 'image/png' })
    await expect(compressImage(file)).resolves.toBe(file)
  })

  it('leaves a large GIF alone so it stays animated', async () => {
    const gif = new File([new Uint8Array(IMAGE_COMPRESS_THRESHOLD + 1)], 'a.gif', { type: 'image/gif' })
    await expect(compressImage(gif)).resolves.toBe(gif)
  })

  it('rejects a non-image with 图片上传失败, whatever its size', async () => {
    await expect(compressImage(new Blob(['hello'], { type: 'text/plain' }))).rejects.toThrow(/^图片上传失败$/)
    await expect(compressImage(new Blob(['hello']))).rejects.toThrow('图片上传失败')
  })

  it('rejects with 图片上传失败 when there is nothing to draw with', async () => {
    // Node has no createImageBitmap: the same path a browser takes when decoding fails.
    await expect(compressImage(bytes(IMAGE_COMPRESS_THRESHOLD + 1, 'image/png'))).rejects.toThrow(
      '图片上传失败',
    )
  })
})

describe('pickSingleImage', () => {
  const png = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' })

  it('returns the one image', () => {
    expect(pickSingleImage([png])).toBe(png)
    expect(pickSingleImage([new File([], 'a.JPG', { type: 'IMAGE/JPEG' })])).toBeInstanceOf(File)
  })

  it('refuses more than one at a time', () => {
    expect(pickSingleImage([png, png])).toBe('一次只能选择一张图片')
  })

  it('refuses non-images', () => {
    expect(pickSingleImage([new File(['x'], 'a.txt', { type: 'text/plain' })])).toBe('只能上传图片')
    expect(pickSingleImage([new File(['x'], 'noext', { type: '' })])).toBe('只能上传图片')
  })

  it('refuses image types the server does not take', () => {
    expect(pickSingleImage([new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })])).toBe(
      PICK_MSG.unsupported,
    )
  })

  it('asks for a file when none was chosen', () => {
    expect(pickSingleImage([])).toBe('请选择一张图片')
    expect(pickSingleImage(null)).toBe('请选择一张图片')
  })

  it('offers an accept list for the file input', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif')
  })
})
