import { useEffect } from 'react'
import { pageTitle } from '../paths.ts'

/**
 * A page that learns a better name than its route's (an article's title, "分类：前端开发") puts it
 * in the document title once known; until then the route's title stands.
 */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name)
  }, [name])
}
