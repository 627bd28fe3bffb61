import { hash } from 'node:crypto'
import { pageHeaders } from '../page-policy.ts'
import { type CompressionCache, compressWithRawTail, type Encoding, type SharedStart } from './compression.ts'

/** Below this a compressed body plus its header costs about as much as the plain one. */
export const MIN_COMPRESS_BYTES = 1024
export const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/

/**
 * What finishing an answer reads of its request, and the server's compression it is finished
 * with. Not hono's Context: a route's answer and the same answer made again before hono
 * routes it (replay-before-routing.ts) are finished by one code.
 */
export interface Asked {
  method: string
  header(name: string): string | undefined
  compression: CompressionCache
}

/** A GET's answer as it goes out: 200 with its body (null for HEAD) or a bodiless 304. */
export interface FinishedAnswer {
  status: 200 | 304
  headers: Record<string, string>
  body: string | Uint8Array<ArrayBuffer> | null
  /** the encoding the request accepts, whether or not this body was compressed */
  accepted: Encoding | null
}

/**
 * A start of texts sent again and again, with its tag and length worked out once. Made by
 * keptStart() and frozen: requests share it, so none may change it (only its compressed forms
 * fill in, compression.ts's SharedStart).
 */
export interface KeptStart extends SharedStart {
  readonly tag: string
  readonly bytes: number
}

export function keptStart(text: string): KeptStart {
  return Object.freeze({ text, tag: contentTag(text), bytes: Buffer.byteLength(text), open: new Map() })
}

/** A strong tag from the bytes of a generated answer. */
export function contentTag(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url').slice(0, 22)}"`
}

/** True when one of the tags in If-None-Match names this entity (weak comparison, as for GET). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/** Answers may depend on who asks: a shared cache must not hand one user's to another. */
export function cacheControlFor(asked: Asked): string {
  return asked.header('authorization') ? 'private, no-cache' : 'no-cache'
}

/**
 * A GET's 200 made whole: tagged, answered 304 when the browser has it, compressed as it asks.
 * `body` gives the bytes to send in the encoding picked, or the plain text for none. The
 * headers stay a plain object: @hono/node-server writes one as it is.
 */
export function finishAnswer(
  asked: Asked,
  contentType: string,
  etag: string,
  length: number,
  body: (encoding: Encoding | null) => string | Uint8Array<ArrayBuffer>,
): FinishedAnswer {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    etag,
    'cache-control': cacheControlFor(asked),
    ...(contentType.startsWith('text/html') ? pageHeaders(asked.header('host')) : {}),
  }
  const accepted = asked.compression.acceptedEncoding(asked.header('accept-encoding'))
  if (matches(asked.header('if-none-match'), etag)) return { status: 304, headers, body: null, accepted }
  headers['content-type'] = contentType
  const compressible = COMPRESSIBLE.test(contentType)
  if (compressible) headers.vary = 'Accept-Encoding'
  const encoding = compressible && length >= MIN_COMPRESS_BYTES ? accepted : null
  if (encoding) headers['content-encoding'] = encoding
  const sent = body(encoding)
  headers['content-length'] = String(typeof sent === 'string' ? length : sent.length)
  return { status: 200, headers, body: asked.method === 'HEAD' ? null : sent, accepted }
}

/**
 * finishAnswer for a text whose start is the same for many requests (one object, kept by the
 * caller) and whose short tail varies on each: the start is tagged, measured and compressed
 * once, only the tail is new work. The whole text is put together only where it goes out plain.
 */
export function finishStartAndTail(
  asked: Asked,
  start: KeptStart,
  tail: string,
  contentType: string,
): FinishedAnswer {
  // the start's tag stands for its bytes: the tag of tag and tail changes exactly when the text does
  const etag = contentTag(start.tag + tail)
  return finishAnswer(asked, contentType, etag, start.bytes + Buffer.byteLength(tail), (encoding) => {
    if (!encoding) return start.text + tail
    return (
      compressWithRawTail(start, tail, encoding) ??
      asked.compression.compressOnce(etag, start.text + tail, encoding)
    )
  })
}
