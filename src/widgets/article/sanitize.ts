/**
 * The last step of rendering: every piece of article HTML goes through DOMPurify before it reaches
 * the DOM. The instance is our own (its hooks do not touch other widgets' purifiers):
 * - links to other origins get target="_blank" rel="noopener noreferrer";
 * - images load lazily;
 * - the heading ids we generated survive DOMPurify's anti-clobbering rule (an id "title" would
 *   otherwise be dropped because `"title" in document`). Ids on h1–h6 clobber nothing.
 *
 * A DOM that DOMPurify cannot be trusted with (server rendering, happy-dom) yields `null` from
 * `getPurifier`; the renderer then escapes all raw HTML instead (fail closed).
 */
import { type Purifier, purifierPerWindow } from '../../core/purify/purify.ts'
import { isExternal } from './urls.ts'

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
