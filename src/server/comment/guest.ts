import { createHash, randomBytes } from 'node:crypto'
import type { AppContext } from '../context.ts'
import { requestHeader } from '../http/request-header.ts'

// A guest's token (docs/api.md §25): made with a browser's first guest comment,
// kept by the browser and sent back as `X-Xz-Guest`; the server keeps only its hash, so a leaked
// database cannot be used to delete anyone's comments.

export const GUEST_HEADER = 'x-xz-guest'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/

export const newGuestToken = (): string => randomBytes(24).toString('base64url')

export const hashGuestToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url')

/** A token of the right shape, or null: anything else is no token at all. */
export const validGuestToken = (value: unknown): string | null =>
  typeof value === 'string' && TOKEN_SHAPE.test(value) ? value : null

/** The token the request carries in `X-Xz-Guest`, or null. */
export const guestTokenOf = (c: AppContext): string | null => validGuestToken(requestHeader(c, GUEST_HEADER))

/** The hash of the request's guest token, for `mine` and a guest's delete; null without one. */
export function guestHashOf(c: AppContext): string | null {
  const token = guestTokenOf(c)
  return token ? hashGuestToken(token) : null
}
