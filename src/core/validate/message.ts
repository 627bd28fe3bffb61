import { MESSAGE_MAX, MESSAGE_TAG_MAX } from '../contract/index.ts'
import { TEXT_MSG, textError } from './text.ts'

// The message board (留言板): what the publish form refuses is what the server refuses.

/** The bounds a stored entry's type may have; the publish form offers a narrower range. */
export const MESSAGE_FONT_SIZE = { min: 12, max: 40 } as const
export const MESSAGE_FONT_WEIGHT = { min: 100, max: 900 } as const
const COLOR_MAX = 40

export function messageError(value: unknown): string | null {
  return textError(value, { label: '留言内容', max: MESSAGE_MAX })
}

/** The tag is optional. */
export function messageTagError(value: unknown): string | null {
  return textError(value, { label: '标签', max: MESSAGE_TAG_MAX, required: false })
}

// Literals, not `new RegExp(...)`, so that a widget importing any rule here does not carry these.
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB =
  /^rgba?\(\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i
const NAMED = /^[a-z]{3,20}$/i

/** A CSS colour that cannot smuggle anything else into a style: hex, rgb()/rgba() or a plain name. */
export function isSafeColor(s: string): boolean {
  return s === '' || HEX.test(s) || RGB.test(s) || NAMED.test(s)
}

/** An optional colour (文字颜色, 背景颜色), checked after trimming. */
export function colorError(value: unknown, label: string): string | null {
  if (typeof value !== 'string') return TEXT_MSG.notText(label)
  const trimmed = value.trim()
  if (trimmed.length > COLOR_MAX || !isSafeColor(trimmed)) return `${label}格式不正确`
  return null
}

function boundedIntError(value: unknown, label: string, { min, max }: { min: number; max: number }) {
  if (typeof value !== 'number') return `${label}应为数字`
  if (!Number.isInteger(value)) return `${label}应为整数`
  if (value < min || value > max) return `${label}应在${min}-${max}之间`
  return null
}

export function fontSizeError(value: unknown): string | null {
  return boundedIntError(value, '字体大小', MESSAGE_FONT_SIZE)
}

export function fontWeightError(value: unknown): string | null {
  return boundedIntError(value, '字体粗细', MESSAGE_FONT_WEIGHT)
}
