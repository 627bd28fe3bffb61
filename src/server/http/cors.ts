import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'
import { failBody } from './envelope.ts'

/** Same origin always; other origins only when listed (XZ_ALLOWED_ORIGINS). */
export function isOriginAllowed(
  origin: string | undefined,
  requestHost: string | undefined,
  allowed: string[],
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
 * CORS with credentials for the listed origins. A disallowed cross-origin request is refused
 * outright (403) rather than merely left without headers, so writes cannot slip through.
 */
export function cors(allowed: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const host = c.req.header('host')
    const sameOrigin = !origin || isSameHost(origin, host)
    if (!sameOrigin && !isOriginAllowed(origin, host, allowed)) {
      return c.json(failBody(403, '该站点未被允许访问此接口'), 403)
    }
    if (!sameOrigin && origin) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Allow-Credentials', 'true')
      c.header('Vary', 'Origin')
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS')
      c.header(
        'Access-Control-Allow-Headers',
        c.req.header('access-control-request-headers') ?? 'Content-Type, Authorization, X-Requested-With',
      )
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    await next()
  }
}

function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
