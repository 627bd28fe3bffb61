import { canonicalPagePath, canonicalSiteOrigin } from '../../../core/page-path/index.ts'

// Where an imported comment lands (docs/comment-migration.md): its page is its path on the site
// it came from. A full URL names its site; a path is on the site `--site` names. `--map` rewrites
// path prefixes (a blog that moved its posts from /p/ to /posts/).

export interface PathMap {
  from: string
  to: string
}

export interface PlaceRules {
  /** canonical origin given with --site: paths are on it, and its pages may be articles */
  site: string | null
  maps: PathMap[]
}

export interface Place {
  /** null: a path with no site named */
  site: string | null
  path: string
  /** the full address, when the export gave one */
  url: string
}

/** `--map /old/=/new/`, checked: both sides paths. */
export function parsePathMap(text: string): PathMap | null {
  const at = text.indexOf('=')
  if (at < 1) return null
  const from = text.slice(0, at).trim()
  const to = text.slice(at + 1).trim()
  if (!from.startsWith('/') || !to.startsWith('/')) return null
  return { from, to }
}

function mapped(path: string, maps: PathMap[]): string | null {
  for (const { from, to } of maps) {
    if (path.startsWith(from)) return canonicalPagePath(to + path.slice(from.length))
  }
  return path
}

/** The page of a comment, or the reason it has none. */
export function placeOf(page: string, rules: PlaceRules): Place | { error: string } {
  const raw = page.trim().replace(/^\/\//, 'https://')
  const absolute = /^https?:\/\//i.test(raw)
  const site = absolute ? canonicalSiteOrigin(raw) : rules.site
  if (absolute && !site) return { error: `页面地址无效：${page.slice(0, 200)}` }
  const canonical = canonicalPagePath(raw)
  const path = canonical === null ? null : mapped(canonical, rules.maps)
  if (path === null) return { error: `页面地址无效：${page.slice(0, 200)}` }
  return { site, path, url: absolute && site ? site + path : '' }
}
