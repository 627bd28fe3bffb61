import { guestEmailError } from './guest.ts'
import { isHttpUrl, TEXT_MSG, textError, textOf } from './text.ts'

// The notice settings' rules (docs/api.md §26): the desk's form and the server refuse the same
// input with the same words.

export const NOTICE_MSG = {
  smtpUrl: 'SMTP 地址应以 smtp:// 或 smtps:// 开头，例如 smtps://user:pass@smtp.example.com:465',
  mailFrom: '发件人应为邮箱地址，或写成「小站 <blog@example.com>」',
  siteUrl: '站点地址应以 http:// 或 https:// 开头',
  webhookUrl: 'Webhook 地址应以 http:// 或 https:// 开头',
  chatId: '请填写 Telegram 的 chat_id',
  tooManyWebhooks: (max: number) => `最多设置 ${max} 个 Webhook`,
} as const

export const WEBHOOKS_MAX = 10
const LONG = 500

/** '' (not set) or smtp(s)://… */
export function smtpUrlError(value: unknown): string | null {
  const url = textOf(value).trim()
  if (url === '') return null
  if (url.length > LONG) return TEXT_MSG.urlTooLong('SMTP 地址')
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'smtp:' || parsed.protocol === 'smtps:') && parsed.hostname
      ? null
      : NOTICE_MSG.smtpUrl
  } catch {
    return NOTICE_MSG.smtpUrl
  }
}

/** '' (the SMTP login is used), an address, or `名字 <address>`. */
export function mailFromError(value: unknown): string | null {
  const from = textOf(value).trim()
  if (from === '') return null
  if (from.length > 200) return TEXT_MSG.tooLong('发件人', 200)
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from
  return guestEmailError(address, true) === null ? null : NOTICE_MSG.mailFrom
}

/** '' or the site's public http(s) address. */
export function noticeSiteUrlError(value: unknown): string | null {
  const url = textOf(value).trim()
  if (url === '') return null
  if (url.length > 200) return TEXT_MSG.urlTooLong('站点地址')
  return isHttpUrl(url) ? null : NOTICE_MSG.siteUrl
}

/** '' or an address. */
export const noticeEmailError = (value: unknown): string | null => guestEmailError(value, false)

/** A user's address for notices: required. */
export const userEmailError = (value: unknown): string | null => guestEmailError(value, true)

export function webhookUrlError(value: unknown): string | null {
  const url = textOf(value).trim()
  if (url.length > LONG) return TEXT_MSG.urlTooLong('Webhook 地址')
  return isHttpUrl(url) ? null : NOTICE_MSG.webhookUrl
}

export const webhookNameError = (value: unknown) =>
  textError(value, { label: '名称', max: 20, required: false })
export const webhookSecretError = (value: unknown) =>
  textError(value, { label: '密钥', max: 200, required: false })
export const chatIdError = (value: unknown) =>
  textError(value, { label: 'chat_id', max: 50, required: false })
