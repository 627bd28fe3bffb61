import type { CSSProperties } from 'react'
import type { MessageBody, MessageEntry } from '../../core/contract/index.ts'

export const FONT_SIZE_MIN = 14
export const FONT_SIZE_MAX = 24

export const FONT_WEIGHTS = [
  { value: 400, label: '常规' },
  { value: 500, label: '中等' },
  { value: 700, label: '加粗' },
] as const

/** Text colours offered on the publish screen (any other comes from the colour input). */
export const TEXT_COLORS = [
  '#1f2937',
  '#7f1d1d',
  '#9a3412',
  '#713f12',
  '#14532d',
  '#134e4a',
  '#1e3a8a',
  '#4c1d95',
  '#831843',
  '#f9fafb',
] as const

/** Paper colours, light pastels like sticky notes, and one dark slate. */
export const BG_COLORS = [
  '#fde68a',
  '#fed7aa',
  '#fecaca',
  '#fbcfe8',
  '#ddd6fe',
  '#bfdbfe',
  '#99f6e4',
  '#bbf7d0',
  '#e5e7eb',
  '#334155',
] as const

export const DEFAULT_STYLE = {
  color: '#1f2937',
  bg_color: '#fde68a',
  font_size: 16,
  font_weight: 400,
} as const

/** What the card needs to be drawn: a saved entry or the publish form's draft. */
export type MessageLook = Pick<MessageEntry, 'color' | 'bg_color' | 'bg_url' | 'font_size' | 'font_weight'>

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n))

/** The author's colours and type, as React style objects (the server only stores safe colours). */
export function cardStyle(look: MessageLook): CSSProperties {
  const style: CSSProperties = {}
  if (look.bg_color) style.backgroundColor = look.bg_color
  if (look.bg_url) {
    style.backgroundImage = `url(${JSON.stringify(look.bg_url)})`
    style.backgroundSize = 'cover'
    style.backgroundPosition = 'center'
  }
  if (look.color) style.color = look.color
  return style
}

export function textStyle(look: MessageLook, scale = 1): CSSProperties {
  const size = Number.isFinite(look.font_size) ? clamp(look.font_size, 12, 40) : DEFAULT_STYLE.font_size
  return {
    fontSize: `${Math.round(size * scale)}px`,
    fontWeight: Number.isFinite(look.font_weight) ? look.font_weight : DEFAULT_STYLE.font_weight,
  }
}

/** Relative luminance of a #rgb/#rrggbb colour, or null for anything else. */
export function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const channel = (i: number): number => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** A dark paper: the card's secondary text (time, counts) switches to light. */
export function isDarkPaper(look: MessageLook): boolean {
  const l = luminance(look.bg_color)
  return l !== null && l < 0.25
}

/** The publish form's fields. */
export interface Draft {
  message: string
  color: string
  bg_color: string
  font_size: number
  font_weight: number
  tag: string
}

export const EMPTY_DRAFT: Draft = { message: '', tag: '', ...DEFAULT_STYLE }

export function draftOf(entry: MessageEntry): Draft {
  return {
    message: entry.message,
    color: entry.color || DEFAULT_STYLE.color,
    bg_color: entry.bg_color || DEFAULT_STYLE.bg_color,
    font_size: entry.font_size || DEFAULT_STYLE.font_size,
    font_weight: entry.font_weight || DEFAULT_STYLE.font_weight,
    tag: entry.tag,
  }
}

/** The request body of a draft: trimmed text and tag, every style field sent. */
export function messageBodyOf(draft: Draft): MessageBody {
  return {
    message: draft.message.trim(),
    color: draft.color,
    bg_color: draft.bg_color,
    font_size: draft.font_size,
    font_weight: draft.font_weight,
    tag: draft.tag.trim(),
  }
}
