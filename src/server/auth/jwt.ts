import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { jwtVerify, SignJWT } from 'jose'

export interface TokenClaims {
  id: number
  role: number
}

export interface Tokens {
  sign(claims: TokenClaims, ttlSeconds: number): Promise<string>
  /** The claims of a valid token, or null for a missing, malformed, forged or expired one. */
  verify(token: string | undefined | null): Promise<TokenClaims | null>
}

/** Shortest XZ_JWT_SECRET accepted: HS256 wants at least 256 bits of key. */
export const JWT_SECRET_MIN = 32

/** Why the server refuses to start with this secret configuration, or null when it is fine. */
export function secretProblem(
  configured: string | undefined,
  databaseUrl: string | undefined,
): string | null {
  if (configured !== undefined && configured.length < JWT_SECRET_MIN)
    return `XZ_JWT_SECRET 太短：至少 ${JWT_SECRET_MIN} 个字符 / XZ_JWT_SECRET is too short: at least ${JWT_SECRET_MIN} characters`
  if (configured === undefined && databaseUrl)
    return (
      '设置了 DATABASE_URL 时必须设置 XZ_JWT_SECRET（每个实例相同，至少 32 个字符），否则一个实例签发的登录在另一个实例上无效 / ' +
      'XZ_JWT_SECRET is required when DATABASE_URL is set (the same on every instance, at least 32 characters): ' +
      'otherwise a login issued by one instance is refused by another'
    )
  return null
}

/**
 * The signing secret: XZ_JWT_SECRET when given (several instances must share one), else made
 * once per installation and kept beside the database, never in the repo.
 */
export function loadSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  const file = join(dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}

export function createTokens(secret: Uint8Array): Tokens {
  return {
    sign(claims, ttlSeconds) {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret)
    },
    async verify(token) {
      if (!token) return null
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
        const id = Number(payload.sub)
        const role = Number(payload.role)
        if (!Number.isInteger(id) || id < 1 || !Number.isInteger(role)) return null
        return { id, role }
      } catch {
        return null
      }
    },
  }
}

/** `Bearer <jwt>` or a bare `<jwt>` (the `blog-v3` client sends it bare). */
export function tokenFromHeader(header: string | undefined | null): string | null {
  if (!header) return null
  const value = header.trim()
  const m = /^Bearer\s+(.+)$/i.exec(value)
  return (m ? m[1] : value)?.trim() || null
}
