// Kept apart from catalogue.ts (in the runtime every widget loads): only the widgets that show
// such texts (the chat room, the login form) carry it.
import { type Catalogue, messagesOf, type Namespace } from './catalogue.ts'
import type { Locale } from './locale.ts'

/**
 * A Chinese text that code without a locale produced (a store's notice, a shared rule's message),
 * in `locale`: the entry of the namespace holding exactly that text, nested entries included, in
 * that locale; the text itself when no entry holds it (or English has not arrived).
 */
export function spoken<N extends Namespace>(
  locale: Locale,
  namespace: N,
  zh: Catalogue[N],
  text: string,
): string {
  const words = messagesOf(locale, namespace, zh)
  return words === zh ? text : (find(zh, words, text) ?? text)
}

function find(zh: object, other: object, text: string): string | undefined {
  for (const [key, value] of Object.entries(zh)) {
    const there = (other as Record<string, unknown>)[key]
    if (value === text && typeof there === 'string') return there
    if (value && typeof value === 'object' && there && typeof there === 'object') {
      const found = find(value, there, text)
      if (found !== undefined) return found
    }
  }
  return undefined
}
