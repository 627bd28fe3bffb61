import { type RefObject, useLayoutEffect } from 'react'

// Styles are adopted as constructable stylesheets into whatever root the component lives in
// (a custom element's shadow root, or the document for React users). Unlike <style> tags this
// passes a strict `style-src 'self'` CSP, and one sheet object is shared by every instance.
const sheets = new Map<string, CSSStyleSheet>()

function sheetFor(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

type StyleRoot = Document | ShadowRoot

function adopt(root: StyleRoot, css: string[]): void {
  if (!('adoptedStyleSheets' in root)) return
  const wanted = css.map(sheetFor).filter((s): s is CSSStyleSheet => s !== null)
  const missing = wanted.filter((s) => !root.adoptedStyleSheets.includes(s))
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing]
}

/** Adopts the given CSS texts into the root node of `ref` before the first paint. */
export function useStyles(ref: RefObject<Element | null>, ...css: string[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS strings are module constants
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (root && (root instanceof Document || root instanceof ShadowRoot)) adopt(root, css)
  }, [])
}

/** For element classes: adopt into a shadow root right after it is attached. */
export function adoptInto(root: ShadowRoot, ...css: string[]): void {
  adopt(root, css)
}
