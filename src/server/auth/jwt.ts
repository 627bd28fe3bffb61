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

/** The secret is made once per installation and kept beside the database, never in the repo. */
export function loadSecret(dataDir: string): Uint8Array {
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

/** `Bearer <jwt>` or a bare `<jwt>` (SPEC's own client sends it bare). */
export function tokenFromHeader(header: string | undefined | null): string | null {
  if (!header) return null
  const value = header.trim()
  const m = /^Bearer\s+(.+)$/i.exec(value)
  return (m ? m[1] : value)?.trim() || null
}
