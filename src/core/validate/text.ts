// The generic text and URL rules every form and route is built from, so a label always gets the
// same wording ("请输入X", "X不能超过N个字符", …) whichever side refuses it.

/** A value from a form or a parsed JSON body: anything that is not a string counts as empty. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

// Code points, not UTF-16 units: an emoji in a nick name or chat line is one character to the user.
export const charCount = (value: string): number => [...value].length

/** The wording of the generic rules: one sentence per rule, whichever field it is about. */
export const TEXT_MSG = {
  notText: (label: string) => `${label}应为文本`,
  required: (label: string) => `请输入${label}`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  urlTooLong: (label: string) => `${label}太长`,
  unsafeUrl: (label: string) => `${label}应为 http(s) 链接或站内路径`,
} as const

export interface TextRule {
  /** the field's name in messages: 留言内容, 网站名称 … */
  label: string
  max: number
  /** blank is refused with "请输入<label>" (default) or accepted */
  required?: boolean
}

/**
 * A text field, checked after trimming. Lengths are UTF-16 units, as the server has always
 * counted them (the tighter reading, so PostgreSQL's character limits can never be exceeded).
 */
export function textError(value: unknown, { label, max, required = true }: TextRule): string | null {
  if (typeof value !== 'string') return TEXT_MSG.notText(label)
  const trimmed = value.trim()
  if (trimmed === '') return required ? TEXT_MSG.required(label) : null
  if (trimmed.length > max) return TEXT_MSG.tooLong(label, max)
  return null
}

/** The longest URL we store unless a field says otherwise. */
export const URL_MAX = 500

const HTTP_WITH_HOST = /^https?:\/\/[^\s/?#]+/i

/** An absolute http(s) URL with a host: a link visitors follow off-site. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !HTTP_WITH_HOST.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A URL we are willing to render: http(s) or a path on this site. Blocks javascript: and data:. */
export function isSafeUrl(value: unknown): boolean {
  return typeof value === 'string' && (value === '' || /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value))
}

/** An optional picture or page address (avatars, covers, backgrounds), checked after trimming. */
export function safeUrlError(value: unknown, label: string, max = URL_MAX): string | null {
  if (typeof value !== 'string') return TEXT_MSG.notText(label)
  const trimmed = value.trim()
  if (trimmed.length > max) return TEXT_MSG.urlTooLong(label)
  if (!isSafeUrl(trimmed)) return TEXT_MSG.unsafeUrl(label)
  return null
}
