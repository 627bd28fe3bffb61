import { hash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppContext, AppEnv } from '../context.ts'
import { Recent } from '../shared/recent.ts'
import {
  acceptedEncoding,
  compressOnce,
  compressWithRawTail,
  type Encoding,
  type SharedStart,
} from './compression.ts'
import { pageHeaders } from './page-policy.ts'
import { keepForReplay } from './answer-lane.ts'
import { requestHeader } from './request-header.ts'

/** Below this a compressed body plus its header costs about as much as the plain one. */
const MIN_COMPRESS_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/
/** Files whose names carry a content hash never change: a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** GET answers sendText made whole (tagged, revalidated, compressed): transfer() lets them by. */
const finished = new WeakSet<Response>()

interface SendOptions {
  /** the text itself is one string object sent again and again: its ETag is kept */
  shared?: boolean
  /**
   * the answer depends on the URL and the database alone, and the route does nothing else
   * (no limit counted, no view tallied): answer-lane.ts may send it again without the route
   */
  replayable?: boolean
}

/**
 * A generated text answer (JSON, HTML, XML). A GET's 200 leaves here finished, in one
 * Response: tagged, answered 304 when the browser has it, compressed as it asks.
 */
export function sendText(
  c: Context,
  text: string,
  contentType: string,
  status: ContentfulStatusCode = 200,
  { shared, replayable = false }: SendOptions = {},
): Response {
  if (status !== 200 || !isRead(c)) return c.body(text, status, { 'content-type': contentType })
  const { tag, bytes } = shared ? known(text) : { tag: contentTag(text), bytes: Buffer.byteLength(text) }
  return finish(
    c,
    contentType,
    tag,
    bytes,
    (encoding) => (encoding ? compressOnce(tag, text, encoding) : text),
    replayable,
  )
}

/** A start of texts sent again and again, with its tag and length worked out once. */
export interface KeptStart extends SharedStart {
  tag?: string
  bytes?: number
}

/**
 * sendText for a text whose start is the same for many requests (one object, kept by the
 * caller) and whose short tail varies on each: the start is tagged, measured and compressed
 * once, only the tail is new work. The whole text is put together only where it goes out plain.
 */
export function sendStartAndTail(c: Context, start: KeptStart, tail: string, contentType: string): Response {
  if (!isRead(c)) return c.body(start.text + tail, 200, { 'content-type': contentType })
  start.tag ??= contentTag(start.text)
  start.bytes ??= Buffer.byteLength(start.text)
  // the start's tag stands for its bytes: the tag of tag and tail changes exactly when the text does
  const etag = contentTag(start.tag + tail)
  return finish(c, contentType, etag, start.bytes + Buffer.byteLength(tail), (encoding) => {
    if (!encoding) return start.text + tail
    return compressWithRawTail(start, tail, encoding) ?? compressOnce(etag, start.text + tail, encoding)
  })
}

function isRead(c: Context): boolean {
  const method = c.req.method
  return method === 'GET' || method === 'HEAD'
}

/** The ETag and UTF-8 length of texts sent again and again, by the string (V8 keeps its hash). */
const knownTexts = new Recent<string, { tag: string; bytes: number }>(256)

function known(text: string): { tag: string; bytes: number } {
  let seen = knownTexts.get(text)
  if (seen === undefined) {
    seen = { tag: contentTag(text), bytes: Buffer.byteLength(text) }
    knownTexts.set(text, seen)
  }
  return seen
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
 * What goes over the wire, for answers sendText did not finish itself. Every answer forbids
 * sniffing; HTML pages carry their policy (page-policy.ts). Other generated answers (c.json())
 * get an ETag from their bytes and are compressed as the browser asks; files from disk get an
 * ETag from size and modification time. A request that names the current ETag gets a
 * bodiless 304, so a repeat visit transfers almost nothing. Precompressed static files (Content-Encoding already set)
 * pass through untouched. Headers are set on the response in place: `c.header()` after the
 * answer exists would make hono rebuild it.
 */
export function transfer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const res = c.res
    if (finished.has(res)) return
    // uploads are user files: never let a browser sniff one into HTML or script
    res.headers.set('X-Content-Type-Options', 'nosniff')
    if (res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(pageHeaders(requestHeader(c, 'host')))) {
        res.headers.set(name, value)
      }
    }
    const method = c.req.method
    if ((method !== 'GET' && method !== 'HEAD') || res.status !== 200) return
    if (res.headers.has('content-range') || !res.body) return

    const lastModified = res.headers.get('last-modified')
    if (lastModified) {
      // a file: hashing it would mean reading it; its size and time identify it as well
      const length = res.headers.get('content-length') ?? ''
      const encoding = res.headers.get('content-encoding') ?? ''
      const etag = `W/"${length}-${Date.parse(lastModified).toString(36)}${encoding ? `-${encoding}` : ''}"`
      if (matches(requestHeader(c, 'if-none-match'), etag)) {
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

/** Tags, revalidates and compresses a generated 200 answer someone else made, replacing c.res. */
function sendGenerated(c: AppContext, headers: Headers, body: Buffer<ArrayBuffer>): void {
  const etag = contentTag(body)
  headers.set('ETag', etag)
  if (!headers.has('cache-control')) headers.set('Cache-Control', cacheControl(c))
  if (matches(requestHeader(c, 'if-none-match'), etag)) {
    replaceResponse(c, notModified(headers, etag))
    return
  }
  const type = headers.get('content-type') ?? ''
  const compressible = COMPRESSIBLE.test(type)
  if (compressible) headers.append('Vary', 'Accept-Encoding')
  const encoding = compressible && body.length >= MIN_COMPRESS_BYTES ? encodingFor(c) : null
  let sent: Uint8Array<ArrayBuffer> = body
  if (encoding) {
    sent = compressOnce(etag, body, encoding)
    headers.set('Content-Encoding', encoding)
  }
  headers.set('Content-Length', String(sent.length))
  replaceResponse(c, new Response(c.req.method === 'HEAD' ? null : sent, { status: 200, headers }))
}

/** Answers may depend on who asks: a shared cache must not hand one user's to another. */
function cacheControl(c: Context): string {
  return requestHeader(c, 'authorization') ? 'private, no-cache' : 'no-cache'
}

function encodingFor(c: Context): Encoding | null {
  return acceptedEncoding(requestHeader(c, 'accept-encoding'))
}

/**
 * A GET's 200 finished in one Response, so transfer() builds no second one. `body` gives the
 * bytes to send in the encoding picked, or the plain text for none. The headers stay a plain
 * object: @hono/node-server writes one as it is, where hono's c.body() would first build a
 * web Headers (and so would not carry headers set with c.header() before: no GET route does).
 */
function finish(
  c: Context,
  contentType: string,
  etag: string,
  length: number,
  body: (encoding: Encoding | null) => string | Uint8Array<ArrayBuffer>,
  replayable = false,
): Response {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    etag,
    'cache-control': cacheControl(c),
    ...(contentType.startsWith('text/html') ? pageHeaders(requestHeader(c, 'host')) : {}),
  }
  if (matches(requestHeader(c, 'if-none-match'), etag))
    return done(new Response(null, { status: 304, headers }))
  headers['content-type'] = contentType
  const compressible = COMPRESSIBLE.test(contentType)
  if (compressible) headers.vary = 'Accept-Encoding'
  const accepted = encodingFor(c)
  const encoding = compressible && length >= MIN_COMPRESS_BYTES ? accepted : null
  if (encoding) headers['content-encoding'] = encoding
  const sent = body(encoding)
  headers['content-length'] = String(typeof sent === 'string' ? length : sent.length)
  if (c.req.method === 'HEAD') return done(new Response(null, { status: 200, headers }))
  if (replayable) keepForReplay(c, accepted, sent, headers)
  return done(new Response(sent, { status: 200, headers }))
}

function done(res: Response): Response {
  finished.add(res)
  return res
}
