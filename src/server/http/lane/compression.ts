import { brotliCompressSync, crc32, deflateRawSync, gzipSync, constants as zlib } from 'node:zlib'
import { Recent } from '../../shared/recent.ts'

// How the answer lane compresses (http/lane/replay-before-routing.ts states the lane's rule).
// What it remembers lives in a server's AnswerCaches, never in this module.

export type Encoding = 'br' | 'gzip'

/** Brotli's default (11) takes tens of milliseconds on a page; 5 is near gzip's speed and still smaller. */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6

/** A window no larger than the body: the default 4 MiB one is allocated on every call. */
function brotliOptions(length: number, finishFlush: number) {
  return {
    finishFlush,
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 1)))),
      [zlib.BROTLI_PARAM_SIZE_HINT]: length,
    },
  }
}

// zlib's sync results are never backed by a SharedArrayBuffer
export function compress(body: Buffer, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return (
    encoding === 'br'
      ? brotliCompressSync(body, brotliOptions(body.length, zlib.BROTLI_OPERATION_FINISH))
      : gzipSync(body, { level: GZIP_LEVEL })
  ) as Uint8Array<ArrayBuffer>
}

/** The best encoding the request accepts (q=0 refuses one), or null for the plain body. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
    if (!refused) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** Browsers send a handful of Accept-Encoding values: each is read once per server. */
const ENCODINGS_KEPT = 32
/** Compressed answers kept per server, so the same list sent to many visitors is compressed once. */
const COMPRESSED_KEPT = 256
/** Larger answers are rare and would crowd the cache. */
const CACHED_MAX_BYTES = 64 * 1024

/** What one server remembers of compression: created with the server, dropped with it. */
export class CompressionCache {
  /** the encoding picked for an Accept-Encoding header, by the header's text */
  private readonly encodings = new Recent<string, Encoding | 'identity'>(ENCODINGS_KEPT)
  /** compressed bodies by encoding and ETag */
  private readonly compressed = new Recent<string, Uint8Array<ArrayBuffer>>(COMPRESSED_KEPT)

  /** pickEncoding for a request's Accept-Encoding, remembered by the header's text. */
  acceptedEncoding(header: string | undefined): Encoding | null {
    if (!header) return null
    let encoding = this.encodings.get(header)
    if (encoding === undefined) {
      encoding = pickEncoding(header) ?? 'identity'
      this.encodings.set(header, encoding)
    }
    return encoding === 'identity' ? null : encoding
  }

  /** `body` compressed, once per ETag and encoding while it stays among the recent ones. */
  compressOnce(etag: string, body: string | Buffer, encoding: Encoding): Uint8Array<ArrayBuffer> {
    const key = `${encoding}${etag}`
    const hit = this.compressed.get(key)
    if (hit) return hit
    const sent = compress(typeof body === 'string' ? Buffer.from(body) : body, encoding)
    if (sent.length <= CACHED_MAX_BYTES) this.compressed.set(key, sent)
    return sent
  }
}

/** The compressed start of a stream, left open (flushed to a byte boundary, not finished). */
export interface OpenStart {
  bytes: Buffer
  /** gzip's trailer sums the whole body: the start's part, carried on over the tail */
  crc: number
  length: number
}

/**
 * A start many bodies share. The start itself never changes once made (finished-answer.ts
 * freezes it); `open` is the one part that fills in: its compressed forms, each made once by
 * openStart below and nowhere else, kept as long as its keeper keeps the start.
 */
export interface SharedStart {
  readonly text: string
  readonly open: Map<Encoding, OpenStart>
}

/** What one raw block may hold in both formats (deflate's stored block; brotli's with 4 nibbles). */
export const RAW_TAIL_MAX_BYTES = 65_535
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

function openStart(start: SharedStart, encoding: Encoding): OpenStart {
  const kept = start.open.get(encoding)
  if (kept) return kept
  const plain = Buffer.from(start.text)
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(plain, brotliOptions(plain.length, zlib.BROTLI_OPERATION_FLUSH))
      : Buffer.concat([
          GZIP_HEADER,
          deflateRawSync(plain, { level: GZIP_LEVEL, finishFlush: zlib.Z_SYNC_FLUSH }),
        ])
  const made = { bytes, crc: crc32(plain), length: plain.length }
  start.open.set(encoding, made)
  return made
}

/**
 * A body whose start is the same for many requests and whose short tail changes on each (an
 * article and its view count): the start is compressed once and kept, the tail goes after it
 * stored as it is, in the same stream: brotli's uncompressed meta-block, deflate's stored
 * block. Both formats allow it after a flush, which ends the compressed part on a byte.
 * Returns null for a tail too long for one block.
 */
export function compressWithRawTail(
  start: SharedStart,
  tail: string,
  encoding: Encoding,
): Uint8Array<ArrayBuffer> | null {
  const n = Buffer.byteLength(tail)
  if (n === 0 || n > RAW_TAIL_MAX_BYTES) return null
  const head = openStart(start, encoding)
  // one buffer written in place: this runs on every read of an article
  const headLength = head.bytes.length
  if (encoding === 'br') {
    const sent = Buffer.allocUnsafe(headLength + 3 + n + 1)
    head.bytes.copy(sent, 0)
    // ISLAST 0, MNIBBLES 0 (four nibbles), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, then to the byte
    const header = ((n - 1) << 3) | (1 << 19)
    sent[headLength] = header & 0xff
    sent[headLength + 1] = (header >> 8) & 0xff
    sent[headLength + 2] = (header >> 16) & 0xff
    sent.write(tail, headLength + 3, 'utf8')
    // ISLAST 1, ISLASTEMPTY 1: the end of the stream
    sent[headLength + 3 + n] = 0b11
    return sent as Uint8Array<ArrayBuffer>
  }
  const sent = Buffer.allocUnsafe(headLength + 5 + n + 8)
  head.bytes.copy(sent, 0)
  // BFINAL 1, BTYPE 00 (stored), padded to the byte; LEN and its complement, little-endian
  sent[headLength] = 1
  sent.writeUInt16LE(n, headLength + 1)
  sent.writeUInt16LE(~n & 0xffff, headLength + 3)
  const at = headLength + 5
  sent.write(tail, at, 'utf8')
  sent.writeUInt32LE(crc32(sent.subarray(at, at + n), head.crc) >>> 0, at + n)
  sent.writeUInt32LE((head.length + n) >>> 0, at + n + 4)
  return sent as Uint8Array<ArrayBuffer>
}
