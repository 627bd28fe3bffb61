/**
 * The last step of rendering, in the browser: every piece of article HTML (the server's, or
 * core/markdown's here) goes through DOMPurify before it reaches the DOM. The instance is our own
 * (its hooks do not touch other widgets' purifiers):
 * - links to other origins get target="_blank" rel="noopener noreferrer";
 * - images load lazily, and uploads' root-relative paths point at the API's host (embeds);
 * - the heading ids the renderer generated survive DOMPurify's anti-clobbering rule (an id "title"
 *   would otherwise be dropped because `"title" in document`). Ids on h1–h6 clobber nothing.
 *
 * The author's raw HTML arrives escaped between markers (core/markdown/raw-html.ts) and becomes markup again
 * only here, right before DOMPurify. A DOM that DOMPurify cannot be trusted with (happy-dom)
 * yields `null` from `getPurifier`; raw HTML then stays text (fail closed).
 */
import { mediaUrl } from '../../core/config/index.ts'
import { type Purifier, purifierPerWindow } from '../../core/purify/purify.ts'
import { isExternal } from '../../core/markdown/urls.ts'

const CONFIG = {
  // a <style> or style="" would restyle the widget (or, outside a shadow root, the page)
  FORBID_TAGS: ['style', 'form', 'dialog'],
  FORBID_ATTR: ['style'],
}

let keepIds: ReadonlySet<string> = new Set()

function withHooks(purifier: Purifier): void {
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'id' && /^H[1-6]$/.test(node.nodeName) && keepIds.has(data.attrValue)) {
      data.forceKeepAttr = true
    }
  })
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href')
      if (href && isExternal(href)) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      } else {
        node.removeAttribute('target')
      }
    } else if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
      const src = node.getAttribute('src')
      if (src) node.setAttribute('src', mediaUrl(src))
    }
  })
}

/** This window's purifier, or null when DOMPurify cannot work safely here. */
export const getPurifier = /* @__PURE__ */ purifierPerWindow(withHooks)

/** Sanitises `html`, keeping the listed heading ids. */
export function sanitize(purifier: Purifier, html: string, headingIds: ReadonlySet<string>): string {
  keepIds = headingIds
  try {
    return purifier.sanitize(html, CONFIG)
  } finally {
    keepIds = new Set()
  }
}

/** A piece of the author's raw HTML as the renderer marks it (core/markdown/raw-html.ts: the same pattern, kept apart). */
const RAW_PIECE = /<!--xz-html-->([^<]*)<!--\/xz-html-->/g

const UNESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

/** The inverse of escapeHtml (core/markdown/html.ts). */
const unescapeHtml = (text: string): string =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity] ?? entity)

/** The raw pieces as the author wrote them: live markup, for DOMPurify's eyes only. */
const restoreRawHtml = (html: string): string =>
  html.replace(RAW_PIECE, (_, escaped: string) => unescapeHtml(escaped))

/** The ids of the headings the renderer wrote: read while the raw HTML is still inert text. */
function headingIdsOf(html: string): Set<string> {
  const ids = new Set<string>()
  for (const [, id = ''] of html.matchAll(/<h[1-6] id="([^"]*)"/g)) ids.add(unescapeHtml(id))
  return ids
}

export interface SafeHtml {
  html: string
  /** false where no trustworthy DOMPurify exists: the raw HTML inside stayed text */
  sanitized: boolean
}

/**
 * Rendered article HTML (core/markdown's, or the server's) made fit for the DOM: with a purifier,
 * the author's raw HTML comes back and DOMPurify cleans the whole; without one the renderer's own
 * markup is kept as it is, raw HTML inert, and uploads' images still point at the API's host.
 */
export function safeArticleHtml(html: string): SafeHtml {
  const purifier = getPurifier()
  if (!purifier) {
    return {
      html: html.replace(/<img src="(\/[^/"][^"]*)"/g, (_, src: string) => `<img src="${mediaUrl(src)}"`),
      sanitized: false,
    }
  }
  return { html: sanitize(purifier, restoreRawHtml(html), headingIdsOf(html)), sanitized: true }
}

/**
 * Lets the browser draw and answer taps between the steps of a long article: read, rendered and
 * sanitised in one go (with DOMPurify's set-up) it was a phone's longest task (Lighthouse TBT).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** safeArticleHtml in tasks of its own: the first call sets DOMPurify up for this window, then it sanitises. */
export async function sanitizeInTurn(html: string): Promise<SafeHtml> {
  await nextTask()
  getPurifier()
  await nextTask()
  return safeArticleHtml(html)
}
