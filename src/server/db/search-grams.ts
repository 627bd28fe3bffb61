import type SQLite from 'better-sqlite3'

/** The SQL function the search triggers call; every connection that writes articles registers it. */
export const GRAMS_FUNCTION = 'xz_grams'

/**
 * The one- and two-character pieces of a text, each once, separated by spaces: what the
 * `articles_grams` index stores so a query of one or two characters — most Chinese words are
 * two — is a single token lookup instead of a scan of every article. Whitespace separates
 * pieces and never belongs to one; the index's tokenizer folds case.
 */
export function searchGrams(text: string): string {
  const chars = Array.from(text)
  const grams = new Set<string>()
  for (let i = 0; i < chars.length; i++) {
    const here = chars[i] as string
    if (/\s/.test(here)) continue
    grams.add(here)
    const next = chars[i + 1]
    if (next !== undefined && !/\s/.test(next)) grams.add(here + next)
  }
  return [...grams].join(' ')
}

export function registerSearchFunctions(sqlite: SQLite.Database): void {
  sqlite.function(GRAMS_FUNCTION, { deterministic: true }, (text: unknown) =>
    searchGrams(typeof text === 'string' ? text : ''),
  )
}
