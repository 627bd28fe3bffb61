// Which URLs an article may link to, and which of them leave the site.

const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i
const SAFE_IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

function pageHref(): string {
  try {
    return globalThis.location?.href || 'http://localhost/'
  } catch {
    return 'http://localhost/'
  }
}

/** A link target an author may use: http(s), mailto, tel, or a relative path / #fragment. */
export function isSafeLink(href: string): boolean {
  // browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so do we
  const value = href.replace(/[\s\p{Cc}]/gu, '')
  return !SCHEME.test(value) || SAFE_LINK.test(value)
}

/** An image source: what a link may be, plus inline raster/SVG data. */
export function isSafeImage(src: string): boolean {
  return isSafeLink(src) || SAFE_IMAGE_DATA.test(src.trim())
}

/** True for absolute http(s) links to another origin than the page's (they open in a new tab). */
export function isExternal(href: string): boolean {
  try {
    const page = new URL(pageHref())
    const url = new URL(href, page)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== page.origin
  } catch {
    return false
  }
}

/** A same-origin link as a path the host can route (`/article?id=3#用法`), else null. */
export function sameOriginPath(href: string): string | null {
  try {
    const page = new URL(pageHref())
    const url = new URL(href, page)
    if (url.origin !== page.origin) return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}
