import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_EXTENSION, IMAGE_MIME, sniffImage } from '../../src/server/upload/sniff.ts'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)))

describe('sniffImage', () => {
  it('recognises the four image types by their magic numbers', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg')
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png')
    expect(sniffImage(bytes('GIF87a', [1, 0]))).toBe('gif')
    expect(sniffImage(bytes('GIF89a', [1, 0]))).toBe('gif')
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
  })

  it('recognises real encoder output', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
    expect(sniffImage(await base.clone().jpeg().toBuffer())).toBe('jpeg')
    expect(sniffImage(await base.clone().png().toBuffer())).toBe('png')
    expect(sniffImage(await base.clone().gif().toBuffer())).toBe('gif')
    expect(sniffImage(await base.clone().webp().toBuffer())).toBe('webp')
  })

  it('refuses everything else, including near misses and truncated headers', () => {
    expect(sniffImage(bytes('hello, I am text pretending to be a png'))).toBeNull()
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull()
    expect(sniffImage(bytes('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull() // 7 of 8 bytes
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]))).toBeNull()
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull()
    expect(sniffImage(bytes('GIF88a'))).toBeNull()
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull() // a RIFF that is audio
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEB'))).toBeNull()
    expect(sniffImage(bytes('BM', [0, 0, 0, 0]))).toBeNull() // BMP is not accepted
    expect(sniffImage(new Uint8Array(0))).toBeNull()
  })

  it('maps each type to one extension and MIME type', () => {
    expect(IMAGE_EXTENSION).toEqual({ jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' })
    expect(IMAGE_MIME.png).toBe('image/png')
  })
})
