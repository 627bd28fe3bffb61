/**
 * ETags, 304s and compression for every answer the app makes (the answer lane's first part:
 * replay-before-routing.ts states its rule). What it remembers is the server's AnswerCaches,
 * which its middleware hands each request.
 */
import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppContext, AppEnv } from '../../context.ts'
import { pageHeaders } from '../page-policy.ts'
import { requestHeader } from '../request-header.ts'
import type { AnswerCaches } from './answer-caches.ts'
import type { Encoding } from './compression.ts'
import {
  type Asked,
  cacheControlFor,
  COMPRESSIBLE,
  contentTag,
  type FinishedAnswer,
  finishAnswer,
  finishStartAndTail,
  type KeptStart,
  matches,
  MIN_COMPRESS_BYTES,
} from './finished-answer.ts'
import { keepForReplay, keepRecipeForReplay } from './replay-before-routing.ts'
import type { TailFor } from './varying-recipe.ts'

/** Files whose names carry a content hash never change: a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

interface SendOptions {
  /** the text itself is one string object sent again and again: its ETag is kept */
  shared?: boolean
  /**
   * the answer depends on the URL and the database alone, and the route does nothing else
   * (no limit counted, no view tallied): replay-before-routing.ts may send it again without the route
   */
  replayable?: boolean
}

/**
 * A generated text answer (JSON, HTML, XML). A GET's 200 leaves here finished, in one
 * Response: tagged, answered 304 when the browser has it, compressed as it asks. Under a
 * compat mode (http/compat.ts) it leaves plain, to be rewritten and then finished by the
 * middleware below like any other answer.
 */
export function sendText(
  c: AppContext,
  text: string,
  contentType: string,
  status: ContentfulStatusCode = 200,
  { shared, replayable = false }: SendOptions = {},
): Response {
  if (status !== 200 || !isRead(c) || c.get('answersLeftPlain'))
    return c.body(text, status, { 'content-type': contentType })
  const caches = c.get('answers')
  const { tag, bytes } = shared
    ? known(caches, text)
    : { tag: contentTag(text), bytes: Buffer.byteLength(text) }
  return finish(
    c,
    contentType,
    tag,
    bytes,
    (encoding) => (encoding ? caches.compression.compressOnce(tag, text, encoding) : text),
    replayable,
  )
}

/**
 * sendText for a text whose start is the same for many requests (one object, kept by the
 * caller) and whose short tail varies on each (finished-answer.ts). `again`, when given, makes
 * the tail for another visitor's request of the same URL while the database is unchanged:
 * replay-before-routing.ts may then answer it without the route.
 */
export function sendStartAndTail(
  c: AppContext,
  start: KeptStart,
  tail: string,
  contentType: string,
  again?: TailFor,
): Response {
  if (!isRead(c) || c.get('answersLeftPlain'))
    return c.body(start.text + tail, 200, { 'content-type': contentType })
  const answer = finishStartAndTail(askedOf(c), start, tail, contentType)
  if (again && answer.status === 200 && answer.body !== null)
    keepRecipeForReplay(c.get('answers'), c, { start, contentType, tailFor: again })
  return respond(c, answer)
}

function isRead(c: AppContext): boolean {
  const method = c.req.method
  return method === 'GET' || method === 'HEAD'
}

/** The ETag and UTF-8 length of a text sent again and again, worked out once per server. */
function known({ knownTexts }: AnswerCaches, text: string): { tag: string; bytes: number } {
  let seen = knownTexts.get(text)
  if (seen === undefined) {
    seen = { tag: contentTag(text), bytes: Buffer.byteLength(text) }
    knownTexts.set(text, seen)
  }
  return seen
}

function notModified(headers: Headers, etag: string): Response {
  // a 304 repeats the headers that would have gone with the 200, without the body
  for (const h of ['content-length', 'content-encoding', 'content-type']) headers.delete(h)
  headers.set('ETag', etag)
  return new Response(null, { status: 304, headers })
}

/**
 * Hono merges the old response's headers into one assigned over it; a 304 or a compressed body
 * must not inherit the old Content-Length, so the old response is dropped first.
 */
export function replaceResponse(c: AppContext, res: Response): void {
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
 * answer exists would make hono rebuild it. Outermost: every route below finds the server's
 * `caches` as `c.get('answers')`.
 */
export function conditionalBodies(caches: AnswerCaches): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('answers', caches)
    await next()
    const res = c.res
    if (caches.finished.has(res)) return
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
  if (!headers.has('cache-control')) headers.set('Cache-Control', cacheControlFor(askedOf(c)))
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
    sent = c.get('answers').compression.compressOnce(etag, body, encoding)
    headers.set('Content-Encoding', encoding)
  }
  headers.set('Content-Length', String(sent.length))
  replaceResponse(c, new Response(c.req.method === 'HEAD' ? null : sent, { status: 200, headers }))
}

function encodingFor(c: AppContext): Encoding | null {
  return c.get('answers').compression.acceptedEncoding(requestHeader(c, 'accept-encoding'))
}

/** What finishing reads of the request, from node:http's own (request-header.ts). */
function askedOf(c: AppContext): Asked {
  return {
    method: c.req.method,
    header: (name) => requestHeader(c, name),
    compression: c.get('answers').compression,
  }
}

/**
 * A GET's 200 finished in one Response, so conditionalBodies() builds no second one (finished-answer.ts).
 * The headers stay a plain object: @hono/node-server writes one as it is, where hono's
 * c.body() would first build a web Headers (and so would not carry headers set with
 * c.header() before: no GET route does).
 */
function finish(
  c: AppContext,
  contentType: string,
  etag: string,
  length: number,
  body: (encoding: Encoding | null) => string | Uint8Array<ArrayBuffer>,
  replayable = false,
): Response {
  const answer = finishAnswer(askedOf(c), contentType, etag, length, body)
  if (replayable && answer.status === 200 && answer.body !== null)
    keepForReplay(c.get('answers'), c, answer.accepted, answer.body, answer.headers)
  return respond(c, answer)
}

function respond(c: AppContext, { status, headers, body }: FinishedAnswer): Response {
  const res = new Response(body, { status, headers })
  c.get('answers').finished.add(res)
  return res
}
