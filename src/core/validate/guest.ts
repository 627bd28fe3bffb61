import { TEXT_MSG, isHttpUrl, textOf } from './text.ts'
import { newNickNameError } from './validate.ts'

// A guest's fields under a comment (docs/api.md §25): the composer and the
// server refuse the same input with the same words.

export const GUEST_EMAIL_MAX = 100
export const GUEST_URL_MAX = 200

export const GUEST_MSG = {
  emailRequired: '请填写邮箱',
  emailInvalid: '邮箱格式不正确',
  urlInvalid: '网址应以 http:// 或 https:// 开头',
} as const

// one @, something on both sides, a dot in the domain, nothing that breaks out of an address
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/

/** The guest's nickname: the account nickname's rule (required, at most 20 characters). */
export const guestNickError = (value: unknown): string | null => newNickNameError(value)

/** Optional unless the owner requires it; never shown to anyone. */
export function guestEmailError(value: unknown, required: boolean): string | null {
  const email = textOf(value).trim()
  if (email === '') return required ? GUEST_MSG.emailRequired : null
  if (email.length > GUEST_EMAIL_MAX || !EMAIL.test(email)) return GUEST_MSG.emailInvalid
  return null
}

/** Optional; the guest's name links to it, so only http(s). */
export function guestUrlError(value: unknown): string | null {
  const url = textOf(value).trim()
  if (url === '') return null
  if (url.length > GUEST_URL_MAX) return TEXT_MSG.urlTooLong('网址')
  return isHttpUrl(url) ? null : GUEST_MSG.urlInvalid
}
