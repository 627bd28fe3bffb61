import type { MiddlewareHandler, Next } from 'hono'
import type { AppContext, AppEnv } from '../context.ts'
import { failAnswer } from './envelope.ts'
import { requestHeader } from './request-header.ts'

/** Same origin always; other origins only when listed (XZ_ALLOWED_ORIGINS and the desk's sites). */
export function isOriginAllowed(
  origin: string | undefined,
  requestHost: string | undefined,
  allowed: readonly string[],
) {
  if (!origin) return true // same-origin navigations and non-browser clients send none
  try {
    const o = new URL(origin)
    if (requestHost && o.host === requestHost) return true
  } catch {
    return false
  }
  return allowed.includes(origin) || allowed.includes('*')
}

/**
 * CORS with credentials for the listed origins, asked afresh for each cross-origin request (the
 * desk adds and removes sites while the server runs: http/allowed-origins.ts). A disallowed cross-origin request is refused
 * outright (403) rather than merely left without headers, so writes cannot slip through.
 * A request without Origin (our own pages' GETs, navigations, non-browser clients) passes
 * straight on. The headers go onto whatever answer comes back, finished or not.
 */
export function cors(allowed: () => Promise<readonly string[]>): MiddlewareHandler<AppEnv> {
  // not async: most requests pass straight on, without one more promise
  return (c, next) => {
    const preflight = c.req.method === 'OPTIONS'
    const origin = requestHeader(c, 'origin')
    return !origin && !preflight ? next() : crossOrigin(c, next, allowed, origin, preflight)
  }
}

async function crossOrigin(
  c: AppContext,
  next: Next,
  allowed: () => Promise<readonly string[]>,
  origin: string | undefined,
  preflight: boolean,
): Promise<Response | undefined> {
  const host = requestHeader(c, 'host')
  const sameOrigin = !origin || isSameHost(origin, host)
  if (!sameOrigin && !isOriginAllowed(origin, host, await allowed())) {
    return failAnswer(c, 403, '该站点未被允许访问此接口')
  }
  const allow = !sameOrigin && origin ? allowing(origin) : null
  if (preflight) {
    for (const [name, value] of allow ?? []) c.header(name, value)
    c.header('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS')
    c.header(
      'Access-Control-Allow-Headers',
      requestHeader(c, 'access-control-request-headers') ?? 'Content-Type, Authorization, X-Requested-With',
    )
    c.header('Access-Control-Max-Age', '600')
    return c.body(null, 204)
  }
  await next()
  if (!allow) return
  // set in place: c.header() on a finished answer makes hono rebuild it
  const headers = c.res.headers
  for (const [name, value] of allow) {
    if (name === 'Vary') headers.append(name, value)
    else headers.set(name, value)
  }
}

function allowing(origin: string): [string, string][] {
  return [
    ['Access-Control-Allow-Origin', origin],
    ['Access-Control-Allow-Credentials', 'true'],
    ['Vary', 'Origin'],
  ]
}

function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
