import type { MessageEntry } from '../../core/contract/index.ts'

const CHROME = 118 // header, footer and padding of a card
const PADDING_X = 36
const LINE_HEIGHT = 1.7
const MAX_LINES = 10 // the grid card clamps longer text

/** Rough height of a board card, for balancing the masonry columns. */
export function estimateNote(entry: MessageEntry, columnWidth: number): number {
  const size = entry.font_size || 16
  const perLine = Math.max(1, Math.floor((columnWidth - PADDING_X) / size))
  const lines = entry.message
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil([...line].length / perLine)), 0)
  return CHROME + Math.min(lines, MAX_LINES) * size * LINE_HEIGHT
}
