/**
 * A notification is rendered as markup only if it contains an HTML tag and none of the
 * listed words; otherwise as text. The word list is a heuristic, not a sanitiser, so markup is
 * also always passed through DOMPurify before anyone can put it in the DOM.
 */
import { purifierPerWindow } from '../purify/purify.ts'

const HTML_TAG = /<[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<\/[a-z][a-z0-9-]*\s*>/i
const FORBIDDEN_WORDS = /script|alert|window|prompt|location|href|iframe|onload|onerror/i

export function isMarkup(message: string): boolean {
  return HTML_TAG.test(message) && !FORBIDDEN_WORDS.test(message)
}

export type RenderableMessage = { html: string } | { text: string }

// pure: a bundle that never renders a notification keeps no DOMPurify
const getPurifier = /* @__PURE__ */ purifierPerWindow()

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
