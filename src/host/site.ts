import { useEffect, useState } from 'react'
import { getSiteConfig } from '../core/api/site.ts'
import type { SiteConfig } from '../core/contract/index.ts'
import { inlineSiteConfig } from './boot.ts'

// The site configuration (GET /api/config) is read by the footer, the home page and the side
// card; one request per page load serves them all, and none when the server put it in the page.
let pending: Promise<SiteConfig | null> | null = null
let loaded: SiteConfig | null = null
let inlineRead = false

/** The page's own settings, taken the first time anything asks for the configuration. */
function adoptInline(): void {
  if (inlineRead) return
  inlineRead = true
  const inline = typeof document === 'undefined' ? null : inlineSiteConfig()
  if (!inline) return
  loaded = inline
  pending = Promise.resolve(inline)
}

export function loadSiteConfig(): Promise<SiteConfig | null> {
  adoptInline()
  pending ??= getSiteConfig().then(
    (config) => {
      loaded = config
      return config
    },
    () => {
      // The API layer already told the user; let a later mount try again.
      pending = null
      return null
    },
  )
  return pending
}

/** The site configuration once it arrived (null until then, or when it failed). */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(() => {
    adoptInline()
    return loaded
  })
  useEffect(() => {
    let live = true
    void loadSiteConfig().then((c) => {
      if (live && c) setConfig(c)
    })
    return () => {
      live = false
    }
  }, [])
  return config
}

/** For tests: forget the cached configuration. */
export function resetSiteConfig(): void {
  pending = null
  loaded = null
  inlineRead = false
}
