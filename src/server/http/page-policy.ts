import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'

/**
 * The policy every HTML page leaves with. Scripts come from this site's own files only (the
 * host, the examples and the embed bundles have no inline script); pictures may come from
 * anywhere, since articles and friend links point at other sites' images. Styles allow
 * inline because rendered Markdown and third-party widgets set style attributes.
 */
export function contentPolicy(host: string | undefined): string {
  // 'self' covers ws: in current browsers but not in all; name the socket explicitly
  const socket =
    host && /^[\w.-]+(?::\d+)?$|^\[[\d:a-f.]+\](?::\d+)?$/i.test(host) ? ` ws://${host} wss://${host}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Adds the content policy, the framing rule and the referrer rule to HTML responses. */
export function pagePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    if (!headers.get('content-type')?.startsWith('text/html')) return
    // set in place: c.header() on a finished answer makes hono rebuild it
    headers.set('Content-Security-Policy', contentPolicy(c.req.header('host')))
    headers.set('X-Frame-Options', 'SAMEORIGIN')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  }
}
