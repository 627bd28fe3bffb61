import { useEffect, useState } from 'react'
import { getSiteConfig } from '../core/api/site.ts'
import type { SiteConfig } from '../core/contract/index.ts'

// The site configuration (GET /api/config) is read by the footer, the home page and the side
// card; one request per page load serves them all.
let pending: Promise<SiteConfig | null> | null = null
let loaded: SiteConfig | null = null

export function loadSiteConfig(): Promise<SiteConfig | null> {
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
  const [config, setConfig] = useState<SiteConfig | null>(loaded)
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
}
