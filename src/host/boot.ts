import { PAGE_HEADERS_SCRIPT_ID } from '../core/contract/index.ts'

/**
 * The page headers the server put in the page (see server/site/page-preload.ts), or null when the
 * page came without them (the Vite dev server, an old server) or they are unreadable.
 */
export function inlinePageHeaders(doc: Pick<Document, 'getElementById'> = document): unknown[] | null {
  const text = doc.getElementById(PAGE_HEADERS_SCRIPT_ID)?.textContent
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value : null
  } catch {
    return null
  }
}
