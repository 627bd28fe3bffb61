import { hash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppContext, AppEnv } from '../context.ts'

/** Below this a compressed body plus its header costs about as much as the plain one. */
const MIN_COMPRESS_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/
/** Brotli's default (11) takes tens of milliseconds on a page; 5 is near gzip's speed and still smaller. */
const BROTLI_QUALITY = 5

/** Files whose names carry a content hash never change: a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

type Encoding = 'br' | 'gzip'

/**
 * The text of every answer made by `sendText`. Reading a body back out of a Response makes
 * @hono/node-server build a full web Response and stream it; with the text at hand transfer()
 * tags, compresses and sends it as a plain string.
 */
const generatedText = new WeakMap<Response, string>()

/** A generated text answer (JSON, HTML, XML) that transfer() can tag and compress cheaply. */
export function sendText(
  c: Context,
  text: string,
  contentType: string,
  status: ContentfulStatusCode = 200,
): Response {
  const res = c.body(text, status, { 'content-type': contentType })
  generatedText.set(res, text)
  return res
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

// zlib's sync results are never backed by a SharedArrayBuffer
function compress(body: Buffer, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return (
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            // a window no larger than the body: the default 4 MiB one is allocated on every call
            [zlib.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(body.length + 1)))),
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 })
  ) as Uint8Array<ArrayBuffer>
}

/** Compressed answers by ETag and encoding, so the same list sent to many visitors is compressed once. */
const compressedCache = new Map<string, Uint8Array<ArrayBuffer>>()
const COMPRESSED_CACHE_ENTRIES = 256
/** Larger answers are rare and would crowd the cache. */
const COMPRESSED_CACHE_MAX_BYTES = 64 * 1024

function compressOnce(etag: string, body: string | Buffer, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const key = `${encoding}${etag}`
  const hit = compressedCache.get(key)
  if (hit) {
    // most recently used last, so the oldest is evicted first
    compressedCache.delete(key)
    compressedCache.set(key, hit)
    return hit
  }
  const sent = compress(typeof body === 'string' ? Buffer.from(body) : body, encoding)
  if (sent.length <= COMPRESSED_CACHE_MAX_BYTES) {
    if (compressedCache.size >= COMPRESSED_CACHE_ENTRIES) {
      const oldest = compressedCache.keys().next().value
      if (oldest !== undefined) compressedCache.delete(oldest)
    }
    compressedCache.set(key, sent)
  }
  return sent
}

/** True when one of the tags in If-None-Match names this entity (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

function notModified(headers: Headers, etag: string): Response {
  // a 304 repeats the headers that would have gone with the 200, without the body
  for (const h of ['content-length', 'content-encoding', 'content-type']) headers.delete(h)
  headers.set('ETag', etag)
  return new Response(null, { status: 304, headers })
}

/** A strong tag from the bytes of a generated answer. */
function contentTag(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url').slice(0, 22)}"`
}

/**
 * Hono merges the old response's headers into one assigned over it; a 304 or a compressed body
 * must not inherit the old Content-Length, so the old response is dropped first.
 */
function replaceResponse(c: AppContext, res: Response): void {
  c.res = undefined as unknown as Response
  c.res = res
}

/**
 * What goes over the wire: generated answers (API JSON, HTML, feeds) get an ETag from their
 * bytes and are compressed as the browser asks; files from disk get an ETag from size and
 * modification time. A request that names the current ETag gets a bodiless 304, so a repeat
 * visit transfers almost nothing. Precompressed static files (Content-Encoding already set)
 * pass through untouched. Headers are set on the response in place: `c.header()` after the
 * answer exists would make hono rebuild it.
 */
export function transfer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const res = c.res
    // uploads are user files: never let a browser sniff one into HTML or script
    res.headers.set('X-Content-Type-Options', 'nosniff')
    const method = c.req.method
    if ((method !== 'GET' && method !== 'HEAD') || res.status !== 200) return
    const text = generatedText.get(res)
    if (text !== undefined) return sendGenerated(c, res.headers, text)
    if (res.headers.has('content-range') || !res.body) return

    const lastModified = res.headers.get('last-modified')
    if (lastModified) {
      // a file: hashing it would mean reading it; its size and time identify it as well
      const length = res.headers.get('content-length') ?? ''
      const encoding = res.headers.get('content-encoding') ?? ''
      const etag = `W/"${length}-${Date.parse(lastModified).toString(36)}${encoding ? `-${encoding}` : ''}"`
      if (matches(c.req.header('if-none-match'), etag)) {
        await res.body.cancel()
        replaceResponse(c, notModified(new Headers(res.headers), etag))
        return
      }
      res.headers.set('ETag', etag)
      if (!res.headers.has('cache-control')) res.headers.set('Cache-Control', 'no-cache')
      return
    }

    if (res.headers.has('content-encoding')) return
    // any other generated body (a handler that did not use sendText): read it back once
    const body = Buffer.from(await res.arrayBuffer()) as Buffer<ArrayBuffer>
    sendGenerated(c, new Headers(res.headers), body)
  }
}

/** Tags, revalidates and compresses a generated 200 answer, replacing c.res. */
function sendGenerated(c: AppContext, headers: Headers, body: string | Buffer<ArrayBuffer>): void {
  const etag = contentTag(body)
  headers.set('ETag', etag)
  if (!headers.has('cache-control')) {
    // answers may depend on who asks: a shared cache must not hand one user's to another
    headers.set('Cache-Control', c.req.header('authorization') ? 'private, no-cache' : 'no-cache')
  }
  if (matches(c.req.header('if-none-match'), etag)) {
    replaceResponse(c, notModified(headers, etag))
    return
  }
  const type = headers.get('content-type') ?? ''
  const compressible = COMPRESSIBLE.test(type)
  if (compressible) headers.append('Vary', 'Accept-Encoding')
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length
  const encoding =
    compressible && length >= MIN_COMPRESS_BYTES ? pickEncoding(c.req.header('accept-encoding')) : null
  let sent: string | Uint8Array<ArrayBuffer> = body
  if (encoding) {
    sent = compressOnce(etag, body, encoding)
    headers.set('Content-Encoding', encoding)
  }
  headers.set('Content-Length', String(typeof sent === 'string' ? length : sent.length))
  replaceResponse(c, new Response(c.req.method === 'HEAD' ? null : sent, { status: 200, headers }))
}
