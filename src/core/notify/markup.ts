/**
 * SPEC §5: a notification is rendered as markup only if it contains an HTML tag and none of the
 * listed words; otherwise as text. The word list is SPEC's heuristic, not a sanitiser, so markup is
 * also always passed through DOMPurify before anyone can put it in the DOM.
 */
import DOMPurify from 'dompurify'

const HTML_TAG = /<[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<\/[a-z][a-z0-9-]*\s*>/i
const FORBIDDEN_WORDS = /script|alert|window|prompt|location|href|iframe|onload|onerror/i

export function isMarkup(message: string): boolean {
  return HTML_TAG.test(message) && !FORBIDDEN_WORDS.test(message)
}

export type RenderableMessage = { html: string } | { text: string }

type Purifier = ReturnType<typeof DOMPurify>

// A payload with one allowed element and one handler-like attribute. A DOM too incomplete for DOMPurify
// (happy-dom is one: its maintainers call that combination a certain bypass) returns something
// else; then no purifier is used and markup degrades to text instead of passing through unsafely.
// The attribute is no real event's: parsing a real one (onerror), even inertly, is reported as a
// violation by pages whose Content-Security-Policy forbids inline script (ours does).
const PROBE = '<b>ok</b><img src="x" onxz="x()">'
const PROBE_CLEAN = '<b>ok</b><img src="x">'

function works(candidate: Purifier): boolean {
  try {
    return candidate.isSupported && candidate.sanitize(PROBE) === PROBE_CLEAN
  } catch {
    return false
  }
}

let cache: { win: unknown; purifier: Purifier | null } | null = null

// The default export is bound to the window that existed when the module loaded; a DOM installed
// later (late polyfills) gets its own instance. The verdict is kept per window.
function getPurifier(): Purifier | null {
  const win = typeof window === 'undefined' ? undefined : window
  if (cache && cache.win === win) return cache.purifier
  const candidates: Purifier[] = []
  if (DOMPurify.isSupported && typeof DOMPurify.sanitize === 'function') candidates.push(DOMPurify)
  if (win) {
    try {
      candidates.push(DOMPurify(win))
    } catch {
      // not a window DOMPurify can use
    }
  }
  cache = { win, purifier: candidates.find(works) ?? null }
  return cache.purifier
}

/**
 * `html` is sanitised. Without a DOM that DOMPurify can trust (SSR, happy-dom) the message degrades
 * to text: showing tags literally is a lesser failure than unsanitised markup.
 */
export function renderableMessage(message: string): RenderableMessage {
  if (!isMarkup(message)) return { text: message }
  const sanitiser = getPurifier()
  if (!sanitiser) return { text: message }
  return { html: sanitiser.sanitize(message) }
}
