/** Widths the server keeps of every uploaded or seeded picture, as WebP. */
export const DISPLAY_WIDTHS = [480, 960, 1600] as const

const OWN_PICTURE = /^(\/(?:uploads|seed)\/[^?#]+)\.(?:jpe?g|png|webp|gif|avif)$/i

/** `a.jpg` → `a-480w.webp`: where the display size of a picture lives, on disk or as a URL. */
export function displaySizePath(original: string, width: number): string {
  return `${original.replace(/\.[^./]+$/, '')}-${width}w.webp`
}

/** How wide an article's cover is drawn: the reader's `sizes`, and the server's preload of it. */
export const ARTICLE_COVER_SIZES = '(min-width: 960px) 900px, 100vw'

/**
 * A page banner covers a box often taller than the picture's shape (a phone's banner is nearly
 * square), so it is drawn much wider than the window: the widest display size keeps it sharp.
 */
export const BANNER_SIZES = 'max(100vw, 1600px)'

/**
 * `srcset` for a picture this site stores (uploads and seed images have display sizes); none
 * for a picture from elsewhere, which is shown as it is. `toUrl` makes each path absolute where
 * the page is on another site (widgets).
 */
export function displaySrcSet(url: string, toUrl: (path: string) => string = (p) => p): string | undefined {
  if (!OWN_PICTURE.test(url)) return undefined
  return DISPLAY_WIDTHS.map((w) => `${toUrl(displaySizePath(url, w))} ${w}w`).join(', ')
}
