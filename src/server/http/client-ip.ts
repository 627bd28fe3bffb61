import type { ParsedRequest } from './request-header.ts'

/**
 * The caller's address: the proxy's X-Forwarded-For when it is trusted, else the socket's.
 * `incoming` is absent outside @hono/node-server (app.request() in a test); `forwarded` is
 * the X-Forwarded-For header as the caller read it.
 */
export function clientIpOf(
  incoming: ParsedRequest | undefined,
  forwarded: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const first = forwarded?.split(',')[0]?.trim()
    if (first) return first
  }
  return incoming?.socket?.remoteAddress ?? 'unknown'
}
