import { createContext, type RefObject, useContext, useLayoutEffect } from 'react'
import tokens from './tokens.css?inline'
import ui from './ui.css?inline'

// Styles are adopted as constructable stylesheets into whatever root the component lives in
// (a custom element's shadow root, or the document for React users). Unlike <style> tags this
// passes a strict `style-src 'self'` CSP, and one sheet object is shared by every instance.
const sheets = new Map<string, CSSStyleSheet>()

/**
 * The primitives' own sheets (and the tokens and base they build on). They go before the
 * widget's sheets in a root, as when all of them were one ui.css listed first: a widget's
 * rule of equal specificity still overrides a primitive's, whenever the primitive first renders.
 */
const primitiveSheets = new WeakSet<CSSStyleSheet>()

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

/** The tokens and the base rank with the primitives: first in every root. */
const BASE = new Set([tokens, ui])

function adopt(root: StyleRoot, css: readonly string[], primitive = false): void {
  if (!('adoptedStyleSheets' in root)) return
  const before = root.adoptedStyleSheets
  const list: CSSStyleSheet[] = [...before]
  for (const text of css) {
    const sheet = sheetFor(text)
    if (!sheet || list.includes(sheet)) continue
    if (primitive || BASE.has(text)) primitiveSheets.add(sheet)
    // a primitive's sheet goes after the other primitives' and before the first widget sheet
    const at = primitiveSheets.has(sheet) ? list.findIndex((s) => !primitiveSheets.has(s)) : -1
    list.splice(at < 0 ? list.length : at, 0, sheet)
  }
  if (list.length !== before.length) root.adoptedStyleSheets = list
}

function rootOf(ref: RefObject<Element | null>): StyleRoot | null {
  const root = ref.current?.getRootNode()
  return root && (root instanceof Document || root instanceof ShadowRoot) ? root : null
}

/** Adopts the given CSS texts into the root node of `ref` before the first paint. */
export function useStyles(ref: RefObject<Element | null>, ...css: string[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS strings are module constants
  useLayoutEffect(() => {
    const root = rootOf(ref)
    if (root) adopt(root, css)
  }, [])
}

/** For element classes: adopt into a shadow root right after it is attached. */
export function adoptInto(root: ShadowRoot, ...css: string[]): void {
  adopt(root, css)
}

/**
 * Where the primitives inside a WidgetRoot adopt their sheets. Children's layout effects run
 * before their parent's, so what they ask for waits here until the root has found its node.
 */
export class StyleScope {
  private root: StyleRoot | null = null
  private readonly waiting: [css: string[], primitive: boolean][] = []

  /** `primitive`: ranks with the shared primitives, before the widget's own sheets */
  adopt(css: readonly string[], primitive = true): void {
    if (this.root) adopt(this.root, css, primitive)
    else this.waiting.push([[...css], primitive])
  }

  /** Called by the WidgetRoot once its node is in the page (before the first paint). */
  attach(ref: RefObject<Element | null>): void {
    const root = rootOf(ref)
    if (!root) return
    this.root = root
    for (const [css, primitive] of this.waiting.splice(0)) adopt(root, css, primitive)
  }
}

export const StyleScopeContext = createContext<StyleScope | null>(null)

function useScopeStyles(css: string[], primitive: boolean): void {
  const scope = useContext(StyleScopeContext)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS strings are module constants
  useLayoutEffect(() => {
    if (scope) scope.adopt(css, primitive)
    else if (typeof document !== 'undefined') adopt(document, css, primitive)
  }, [scope])
}

/**
 * A primitive's own styles, adopted into the root of the widget it renders in (the document when
 * it renders outside any WidgetRoot). List the sheets a primitive builds on before its own.
 */
export function usePrimitiveStyles(...css: string[]): void {
  useScopeStyles(css, true)
}

/**
 * The styles of a part of a widget that its visitor may never open (a form, a detail screen),
 * adopted into the widget's root when the part first renders, after the widget's own sheets: they
 * travel with the part's lazily fetched code instead of the widget's first screen.
 */
export function usePartStyles(...css: string[]): void {
  useScopeStyles(css, false)
}
