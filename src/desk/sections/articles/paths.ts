/** The articles section's addresses. */
export const ARTICLES_PATH = '/desk/articles'
export const writePath = (id?: number): string =>
  id ? `${ARTICLES_PATH}/write?id=${id}` : `${ARTICLES_PATH}/write`
export const readerPath = (id: number): string => `/article?id=${id}`

/** `?id=N` of the writing page, or null for a new article. */
export function idFromSearch(search: string): number | null {
  const n = Number(new URLSearchParams(search).get('id'))
  return Number.isInteger(n) && n > 0 ? n : null
}
