import { PAGE_HEADERS_SCRIPT_ID, SITE_CONFIG_SCRIPT_ID, type SiteConfig } from '../core/contract/index.ts'

// What the server put in the page (server/site/page-preload.ts), so the first render needs no
// request for it: null where the page came without it (the Vite dev server, an old server) or it
// is unreadable.

type Page = Pick<Document, 'getElementById'>

function inlineJson(doc: Page, id: string): unknown {
  const text = doc.getElementById(id)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The page headers (the rows of GET /api/pageHeader/getAll). */
export function inlinePageHeaders(doc: Page = document): unknown[] | null {
  const value = inlineJson(doc, PAGE_HEADERS_SCRIPT_ID)
  return Array.isArray(value) ? value : null
}

/** The site's settings (the result of GET /api/config). */
export function inlineSiteConfig(doc: Page = document): SiteConfig | null {
  const value = inlineJson(doc, SITE_CONFIG_SCRIPT_ID)
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as SiteConfig) : null
}
