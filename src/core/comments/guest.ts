import type { GuestFields } from '../contract/index.ts'

// What a guest's browser keeps between comments (docs/api.md §25): the token the
// server handed out with the first guest comment, sent back as `X-Xz-Guest` so the guest sees
// and may delete their own comments, and the 昵称 / 邮箱 / 网址 they typed, to fill the composer
// next time. Plain localStorage, like the reactions' visitor id; where storage is refused
// (a private window's quota, a sandbox) the page keeps them for as long as it lives.

const TOKEN_KEY = 'xz:guest-token'
const FIELDS_KEY = 'xz:guest'

const GUEST_HEADER = 'X-Xz-Guest'

const memory = new Map<string, string>()

/** The browser's storage where the page may use it; the page's memory only where it may not. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    if (value === null) memory.delete(key)
    else memory.set(key, value)
  }
}

/** The token this browser writes guest comments with, or null before its first one. */
export function guestToken(): string | null {
  return read(TOKEN_KEY)
}

export function setGuestToken(token: string | null): void {
  write(TOKEN_KEY, token)
}

/** The header every comment call carries for a guest (none without a token). */
export function guestHeaders(): Record<string, string> {
  const token = guestToken()
  return token ? { [GUEST_HEADER]: token } : {}
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The guest's fields as last used, or null. */
export function rememberedGuest(): GuestFields | null {
  const raw = read(FIELDS_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const fields = parsed as Record<string, unknown>
    const nick = text(fields.nick_name)
    if (!nick) return null
    return { nick_name: nick, email: text(fields.email), url: text(fields.url) }
  } catch {
    return null
  }
}

/** Keeps the fields for the next comment; null forgets them. */
export function rememberGuest(fields: GuestFields | null): void {
  write(
    FIELDS_KEY,
    fields
      ? JSON.stringify({ nick_name: fields.nick_name, email: fields.email ?? '', url: fields.url ?? '' })
      : null,
  )
}
