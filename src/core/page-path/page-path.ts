/**
 * A page of any site is a comment thread keyed by (site, path). Browsers, static-site generators
 * and people write the same page many ways — `/a`, `/a/`, `/a/index.html`, `/%e4%bd%a0/`,
 * `/你/?utm=x#top` — and a thread must not split over them, so the widget and the server both
 * key a page by `canonicalPagePath` and a site by `canonicalSiteOrigin`
 * (docs/api.md §23).
 */

/** Longest canonical path kept; a longer one is refused rather than cut (two pages could meet). */
export const PAGE_PATH_MAX = 512

/** Files a server answers for a folder's address: `/a/index.html` is the page `/a/`. */
const INDEX_FILE = /^index\.html?$/i
/** Escapes that must stay escaped: decoding them would change where a segment ends. */
const KEEP_ESCAPED = new Set(['/', '?', '#', '%', '\\'])
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Decodes every percent-escape that stands for a printable character (so `%E4%BD%A0` and `你`
 * are one page), keeps structural ones escaped with upper-case hex, and escapes what a path may
 * not hold raw (spaces, quotes).
 */
function normaliseEscapes(segment: string): string | null {
  let out = ''
  let i = 0
  while (i < segment.length) {
    const ch = segment[i] as string
    if (ch !== '%') {
      out += escapeRaw(ch)
      i += 1
      continue
    }
    // a run of escapes is decoded together: one character may take several UTF-8 bytes
    let j = i
    const bytes: number[] = []
    while (j + 2 < segment.length && segment[j] === '%' && /^[0-9a-f]{2}$/i.test(segment.slice(j + 1, j + 3))) {
      bytes.push(Number.parseInt(segment.slice(j + 1, j + 3), 16))
      j += 3
    }
    if (bytes.length === 0) {
      // a bare "%" is not an escape: keep it, escaped, so it cannot start one later
      out += '%25'
      i += 1
      continue
    }
    out += decodeBytes(bytes)
    i = j
  }
  return CONTROL.test(out) ? null : out
}

const hex = (byte: number): string => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`

/** UTF-8 bytes as text where they are valid and printable; escaped bytes where they are not. */
function decodeBytes(bytes: number[]): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))
  } catch {
    return bytes.map(hex).join('')
  }
  let out = ''
  for (const ch of text) {
    if (KEEP_ESCAPED.has(ch) || CONTROL.test(ch)) {
      out += [...new TextEncoder().encode(ch)].map(hex).join('')
    } else out += escapeRaw(ch)
  }
  return out
}

/** Characters written raw that a canonical path holds escaped. */
function escapeRaw(ch: string): string {
  if (ch === ' ') return '%20'
  if (ch === '"') return '%22'
  if (ch === '<') return '%3C'
  if (ch === '>') return '%3E'
  if (ch === '`') return '%60'
  return ch
}

/**
 * The one form of a page's path: query and hash dropped, escapes normalised, `.`/`..` and
 * doubled slashes resolved, and a folder page always ending in `/` (`/a`, `/a/` and
 * `/a/index.html` are `/a/`; `/a.html`, which names a file, stays as it is). A full URL is read
 * for its path. Null when the text cannot be a path (control characters, too long).
 */
export function canonicalPagePath(input: string): string | null {
  let text = input.trim()
  if (!text) return null
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname
    } catch {
      return null
    }
  }
  text = text.replace(/[?#].*$/s, '')
  if (text.includes('\\')) text = text.replaceAll('\\', '/')
  const segments: string[] = []
  const raw = text.split('/')
  for (let k = 0; k < raw.length; k += 1) {
    const piece = normaliseEscapes(raw[k] as string)
    if (piece === null) return null
    if (piece === '' || piece === '.') continue
    if (piece === '..') {
      segments.pop()
      continue
    }
    segments.push(piece)
  }
  const last = segments.at(-1)
  if (last !== undefined && INDEX_FILE.test(last)) segments.pop()
  const tail = segments.at(-1)
  const isFile = tail !== undefined && /\.[a-z\d]{1,8}$/i.test(tail)
  const path = segments.length === 0 ? '/' : `/${segments.join('/')}${isFile ? '' : '/'}`
  return path.length > PAGE_PATH_MAX ? null : path
}

/**
 * A site is the embedding page's origin: scheme, host and port, lower-cased, without a default
 * port or any path. Null for anything that is not an http(s) origin.
 */
export function canonicalSiteOrigin(input: string): string | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin.toLowerCase()
}
