/**
 * One configuration object for the whole page. Widgets and the host call `configure` (from element
 * attributes or start-up); every module reads `getConfig()` at the moment it needs a value, so
 * configuring after the modules were imported still takes effect.
 */

export interface CsrfConfig {
  /** cookie the server sets, readable by the page */
  cookieName: string
  /** request header the server expects the cookie's value in */
  headerName: string
}

export interface QuoteConfig {
  keyUrl: string
  quoteUrl: string
  uid: string
  appKey: string
}

export type FetchLike = (input: Request | URL | string, init?: RequestInit) => Promise<Response>

export interface XzConfig {
  /** '' = same origin; requests go to `${apiBase}/api/...` */
  apiBase: string
  /** WebSocket URL; derived from apiBase (or the page location) unless set */
  wsUrl: string
  /** passphrase for the AES layer of local storage; it obscures, it does not protect */
  storageSecret: string
  storageEncrypt: boolean
  /** where notification type 4 opens (a new window) */
  adminSiteUrl: string
  csrf: CsrfConfig | null
  quote: QuoteConfig | null
  /** the fetch the API client uses; tests and non-browser hosts inject one. Unset = global fetch */
  fetch: FetchLike | null
}

export const DEFAULT_STORAGE_SECRET = 'xiaozhan-storage-v1'

const DEFAULTS: Omit<XzConfig, 'wsUrl'> = {
  apiBase: '',
  storageSecret: DEFAULT_STORAGE_SECRET,
  storageEncrypt: true,
  adminSiteUrl: '/admin',
  csrf: null,
  quote: null,
  fetch: null,
}

let explicit: Partial<XzConfig> = {}
// Resolved lazily and kept until the next `configure`: consumers (the API client) compare identity
// to know when to rebuild, and the WS URL must be derived where `location` exists (not at SSR import).
let resolved: Readonly<XzConfig> | null = null

/** Merges into the current configuration. Keys set to `undefined` fall back to their default. */
export function configure(partial: Partial<XzConfig>): Readonly<XzConfig> {
  const next: Partial<XzConfig> = { ...explicit }
  for (const [key, value] of Object.entries(partial) as [keyof XzConfig, unknown][]) {
    if (value === undefined) delete next[key]
    else (next as Record<string, unknown>)[key] = value
  }
  // Elements call this on every render; an unchanged configuration keeps its identity so the API
  // client is not rebuilt each time.
  if (!shallowEqual(next, explicit)) {
    explicit = next
    resolved = null
  }
  return getConfig()
}

function shallowEqual(a: Partial<XzConfig>, b: Partial<XzConfig>): boolean {
  const keys = Object.keys(a) as (keyof XzConfig)[]
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]))
}

export function getConfig(): Readonly<XzConfig> {
  if (!resolved) {
    const base = { ...DEFAULTS, ...explicit }
    base.apiBase = trimTrailingSlash(base.apiBase)
    resolved = Object.freeze({ ...base, wsUrl: explicit.wsUrl || deriveWsUrl(base.apiBase) })
  }
  return resolved
}

/** Back to defaults; for tests and hosts that tear down. */
export function resetConfig(): void {
  explicit = {}
  resolved = null
}

function trimTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '')
}

/**
 * The chat socket lives on the API's host at `/ws` (docs/api.md §20), so its URL is the API base with the
 * scheme swapped: http→ws, https→wss. A relative or empty base resolves against the page location.
 * Without any location (SSR) the relative path is returned; it is derived again in the browser.
 */
export function deriveWsUrl(apiBase: string, locationHref: string | undefined = currentHref()): string {
  const path = `${trimTrailingSlash(apiBase)}/ws`
  let url: URL
  try {
    url = new URL(path, locationHref)
  } catch {
    return path
  }
  if (url.protocol === 'https:') url.protocol = 'wss:'
  else if (url.protocol === 'http:') url.protocol = 'ws:'
  url.search = ''
  url.hash = ''
  return url.href
}

function currentHref(): string | undefined {
  try {
    const href = globalThis.location?.href
    return typeof href === 'string' && href !== '' ? href : undefined
  } catch {
    return undefined
  }
}

/**
 * Root-relative media paths from the API (`/uploads/…`, `/seed/…`) live on the API's host,
 * which a page embedding a widget usually is not: prefix them with the API base.
 */
export function mediaUrl(url: string | null | undefined): string {
  if (!url) return ''
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const base = getConfig().apiBase
  return base ? `${base}${url}` : url
}
