import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'

/**
 * Login also leaves the token in an HttpOnly cookie, scoped to the socket's path, so a
 * same-origin page whose chat `init` names a user without a token can still be believed
 * (docs/api.md §2, §20). The API itself never reads it: tokens in headers stay the only
 * proof there, which keeps cross-site requests from riding on the cookie.
 */
export const SESSION_COOKIE = 'xz_session'
const COOKIE_PATH = '/ws'

function secure(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}

export function setSessionCookie(c: Context, token: string, ttlSeconds: number, trustProxy: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c, trustProxy),
    maxAge: ttlSeconds,
  })
}

export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, secure: secure(c, trustProxy) })
}

/** The session token in a raw Cookie header (the socket's upgrade request). */
export function sessionFromCookieHeader(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim()
      try {
        return decodeURIComponent(value) || null
      } catch {
        return null
      }
    }
  }
  return null
}
