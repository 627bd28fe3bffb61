import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from '../context.ts'

/** Below this a compressed body plus its header costs about as much as the plain one. */
const MIN_COMPRESS_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/
/** Brotli's default (11) takes tens of milliseconds on a page; 5 is near gzip's speed and still smaller. */
const BROTLI_QUALITY = 5

/** Files whose names carry a content hash never change: a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

type Encoding = 'br' | 'gzip'

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
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 })
  ) as Uint8Array<ArrayBuffer>
}

/** True when one of the tags in If-None-Match names this entity (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

function notModified(res: Response, etag: string): Response {
  // a 304 repeats the headers that would have gone with the 200, without the body
  const headers = new Headers(res.headers)
  for (const h of ['content-length', 'content-encoding', 'content-type']) headers.delete(h)
  headers.set('ETag', etag)
  return new Response(null, { status: 304, headers })
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
 * pass through untouched.
 */
export function transfer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const method = c.req.method
    if ((method !== 'GET' && method !== 'HEAD') || c.res.status !== 200) return
    const res = c.res
    if (res.headers.has('content-range') || !res.body) return
    const ifNoneMatch = c.req.header('if-none-match')

    const lastModified = res.headers.get('last-modified')
    if (lastModified) {
      // a file: hashing it would mean reading it; its size and time identify it as well
      const length = res.headers.get('content-length') ?? ''
      const encoding = res.headers.get('content-encoding') ?? ''
      const etag = `W/"${length}-${Date.parse(lastModified).toString(36)}${encoding ? `-${encoding}` : ''}"`
      if (matches(ifNoneMatch, etag)) {
        await res.body.cancel()
        replaceResponse(c, notModified(res, etag))
        return
      }
      c.header('ETag', etag)
      if (!res.headers.has('cache-control')) c.header('Cache-Control', 'no-cache')
      return
    }

    if (res.headers.has('content-encoding')) return
    const body = Buffer.from(await res.arrayBuffer()) as Buffer<ArrayBuffer>
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
    const headers = new Headers(res.headers)
    headers.set('ETag', etag)
    if (!headers.has('cache-control')) {
      // answers may depend on who asks: a shared cache must not hand one user's to another
      headers.set('Cache-Control', c.req.header('authorization') ? 'private, no-cache' : 'no-cache')
    }
    if (matches(ifNoneMatch, etag)) {
      replaceResponse(c, notModified(new Response(null, { headers }), etag))
      return
    }
    const type = headers.get('content-type') ?? ''
    const encoding =
      body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(type)
        ? pickEncoding(c.req.header('accept-encoding'))
        : null
    let sent: Uint8Array<ArrayBuffer> = body
    if (encoding) {
      sent = compress(body, encoding)
      headers.set('Content-Encoding', encoding)
    }
    if (COMPRESSIBLE.test(type)) headers.append('Vary', 'Accept-Encoding')
    headers.set('Content-Length', String(sent.length))
    replaceResponse(c, new Response(method === 'HEAD' ? null : sent, { status: 200, headers }))
  }
}
