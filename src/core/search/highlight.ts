export interface HighlightSegment {
  text: string
  match: boolean
}

function escapeRegExp(text: string): string {
  // Only syntax characters: with the `u` flag any other escaped character is a syntax error.
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
}

/**
 * Splits `text` into matching and non-matching runs of `query` (case-insensitive, literal), for
 * the UI to render — no HTML is built here, so no escaping can be forgotten.
 */
export function highlight(text: string, query: string): HighlightSegment[] {
  const needle = query.trim()
  if (text === '') return []
  if (needle === '') return [{ text, match: false }]
  const segments: HighlightSegment[] = []
  let last = 0
  for (const found of text.matchAll(new RegExp(escapeRegExp(needle), 'giu'))) {
    const start = found.index
    if (start > last) segments.push({ text: text.slice(last, start), match: false })
    segments.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false })
  return segments
}
