/**
 * What a guest's browser keeps between comments (docs/api.md, guests): the token the server gave
 * on their first comment (it proves which comments are theirs) and the 昵称/邮箱/网址 they typed.
 * Plain localStorage, as the reactions' visitor id: the kit's cipher only obscures, and loading it
 * for this would cost every anonymous page its weight. Refused storage just forgets.
 */
import type { GuestFields } from '../contract/index.ts'

const TOKEN_KEY = 'xz:guest-token'
const GUEST_KEY = 'xz:guest'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // private mode or a full quota: the guest types their name again next time
  }
}

/** The token of this browser's guest comments, or null before the first one. */
export function guestToken(): string | null {
  return read(TOKEN_KEY) || null
}

export function setGuestToken(token: string): void {
  if (token) write(TOKEN_KEY, token)
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

/** The fields of the guest's last comment, or null. */
export function rememberedGuest(): GuestFields | null {
  const raw = read(GUEST_KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Record<string, unknown>
    const nick = text(value.nick_name)
    if (!nick) return null
    return { nick_name: nick, email: text(value.email), url: text(value.url) }
  } catch {
    return null
  }
}

export function rememberGuest(guest: GuestFields): void {
  write(GUEST_KEY, JSON.stringify(guest))
}
