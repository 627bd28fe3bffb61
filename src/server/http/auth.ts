import type { MiddlewareHandler } from 'hono'
import { ROLE_ADMIN } from '../../core/contract/index.ts'
import { tokenFromHeader } from '../auth/jwt.ts'
import type { AppContext, AppEnv, AuthUser, ServerContext } from '../context.ts'
import { preparedQuery } from '../db/prepared.ts'
import { forbidden, unauthorized } from './envelope.ts'
import { clientIpOf } from './client-ip.ts'
import { incomingOf, requestHeader } from './request-header.ts'

/** Every signed-in request asks this: compiled once (db/prepared.ts). */
const callerById = preparedQuery((db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'role', 'username', 'nick_name', 'avatar', 'disabled'])
    .where('id', '=', id),
)

/**
 * Resolves the caller once per request. A token that fails to verify is an error only on
 * routes that need a user: a stale token in a visitor's storage must not break reading.
 */
export function identify(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  // not async: a visitor's request, with no token to verify, goes on without one more promise
  return (c, next) => {
    c.set('ip', clientIp(c, ctx.options.trustProxy))
    const token = tokenFromHeader(requestHeader(c, 'authorization'))
    if (!token) {
      c.set('user', null)
      return next()
    }
    return signedIn(ctx, c, token).then(next)
  }
}

/** Sets the user the token names, or none: a disabled account is told so where a user is needed. */
async function signedIn(ctx: ServerContext, c: AppContext, token: string): Promise<void> {
  const claims = await ctx.tokens.verify(token)
  let user: AuthUser | null = null
  if (claims) {
    const [row] = await callerById(ctx.db, claims.id)
    if (row?.disabled) c.set('disabled', true)
    else if (row)
      user = {
        id: row.id,
        role: row.role,
        username: row.username,
        nick_name: row.nick_name,
        avatar: row.avatar,
      }
  }
  c.set('user', user)
}

/** What a disabled account is told, at login and when its token is used (server-only: widgets show the server's words). */
export const ACCOUNT_DISABLED = '该账号已被禁用，请联系站长'

export function requireUser(c: AppContext): AuthUser {
  const user = c.get('user')
  if (!user) throw unauthorized(c.get('disabled') ? ACCOUNT_DISABLED : undefined)
  return user
}

export function requireAdmin(c: AppContext): AuthUser {
  const user = requireUser(c)
  if (user.role !== ROLE_ADMIN) throw forbidden()
  return user
}

export function isAdmin(user: AuthUser | null): boolean {
  return user?.role === ROLE_ADMIN
}

/** Key for per-user limits, falling back to the IP for visitors. */
export function actorKey(c: AppContext): string {
  const user = c.get('user')
  return user ? `u:${user.id}` : `ip:${c.get('ip')}`
}

function clientIp(c: AppContext, trustProxy: boolean): string {
  return clientIpOf(incomingOf(c), trustProxy ? requestHeader(c, 'x-forwarded-for') : undefined, trustProxy)
}
