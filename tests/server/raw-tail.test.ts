import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  compressWithRawTail,
  RAW_TAIL_MAX_BYTES,
  type SharedStart,
} from '../../src/server/http/lane/compression.ts'

// An article's text compressed once, its view count after it stored as it is, in the same
// stream (src/server/http/lane/compression.ts): any decoder must read back the whole text.

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const

describe('a compressed start with a raw tail', () => {
  it('decodes to the start and the tail, whatever the tail holds, in brotli and gzip', () => {
    const start: SharedStart = {
      text: `{"code":0,"result":{"article_content":"${'正文 text '.repeat(400)}",`,
      open: new Map(),
    }
    for (const encoding of ['br', 'gzip'] as const) {
      for (const tail of [
        '"view_times":7}}',
        '"n":1,"is_like":true,"名":"中文"}}',
        'x',
        'é'.repeat(20_000),
      ]) {
        const sent = compressWithRawTail(start, tail, encoding)
        expect(sent).not.toBeNull()
        expect(decoders[encoding](sent as Uint8Array).toString('utf8')).toBe(start.text + tail)
      }
    }
  })

  it('leaves a tail too long for one stored block, or none, to whole compression', () => {
    const start: SharedStart = { text: '{"a":1,', open: new Map() }
    expect(compressWithRawTail(start, '', 'br')).toBeNull()
    expect(compressWithRawTail(start, 'x'.repeat(RAW_TAIL_MAX_BYTES + 1), 'gzip')).toBeNull()
    const longest = 'y'.repeat(RAW_TAIL_MAX_BYTES)
    for (const encoding of ['br', 'gzip'] as const)
      expect(decoders[encoding](compressWithRawTail(start, longest, encoding) as Uint8Array).toString()).toBe(
        start.text + longest,
      )
  })
})
