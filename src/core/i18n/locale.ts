// Which language a widget speaks (docs/architecture.md §4 Locales). Pure DOM reading, no
// catalogue: it is in the runtime every widget loads, so it stays a few lines.

/** The two locales: Chinese is the default and the only one shipped inline. */
export type Locale = 'zh-CN' | 'en'

export const DEFAULT_LOCALE: Locale = 'zh-CN'

/**
 * A language tag or an `Accept-Language` value to a locale: one starting with `en` (`en`, `en-GB`,
 * `en-US,en;q=0.9`) is English, anything else (absent included) Chinese.
 */
export const toLocale = (tag: string | null | undefined): Locale =>
  /^\s*en\b/i.test(tag ?? '') ? 'en' : 'zh-CN'

/**
 * An element's locale: its own `lang`, else its closest ancestor's, else `<html lang>` (an element
 * inside another's shadow root skips the host's ancestors), else Chinese.
 */
export const localeOf = (element: Element): Locale =>
  toLocale((element.closest('[lang]') ?? element.ownerDocument.documentElement).getAttribute('lang'))

/** The page's own locale (`<html lang>`): what page-wide words (the API layer's toasts) follow. */
export const pageLocale = (): Locale => toLocale(globalThis.document?.documentElement?.lang)
