import { useEffect } from 'react'
// From the router, not paths.ts: while a page reaches routes.tsx, Rolldown keeps the app's shared
// runtime (session, API client, icons) in the entry chunk; without it that runtime splits into
// seven chunks and the first load grows by 2 KB (scripts/size-check.ts).
import { pageTitle } from '../routes.tsx'

/**
 * A page that learns a better name than its route's (an article's title, "分类：前端开发") puts it
 * in the document title once known; until then the route's title stands.
 */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name)
  }, [name])
}
