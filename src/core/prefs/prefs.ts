/**
 * Persistent preferences: theme, preview theme, code theme, and the page-header list.
 * An explicit choice is stored; without one the theme follows the clock (light from 8 to 18).
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { getAllPageHeader } from '../api/site.ts'
import {
  CODE_THEMES,
  type CodeTheme,
  LIGHT_FROM_HOUR,
  LIGHT_UNTIL_HOUR,
  type PageHeader,
  PREVIEW_THEMES,
  type PreviewTheme,
  type Theme,
} from '../contract/index.ts'
import { lazyStore } from '../storage/lazy-store.ts'
import { STORAGE_KEYS, storage as pageStorage, type XzStorage } from '../storage/index.ts'

export const DEFAULT_PREVIEW_THEME: PreviewTheme = 'default'
export const DEFAULT_CODE_THEME: CodeTheme = 'atom'

/** Light from 8:00 until 18:00, dark otherwise. */
export function themeForHour(hour: number): Theme {
  return hour >= LIGHT_FROM_HOUR && hour < LIGHT_UNTIL_HOUR ? 'light' : 'dark'
}

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark'
export const isPreviewTheme = (value: unknown): value is PreviewTheme =>
  (PREVIEW_THEMES as readonly unknown[]).includes(value)
export const isCodeTheme = (value: unknown): value is CodeTheme =>
  (CODE_THEMES as readonly unknown[]).includes(value)

function isPageHeader(value: unknown): value is PageHeader {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.route_name === 'string' && typeof v.bg_url === 'string'
}

/** The background of a route's page header, if the site configured one. */
export function pageHeaderFor(headers: readonly PageHeader[], routeName: string): string | undefined {
  return headers.find((h) => h.route_name === routeName)?.bg_url
}

export interface PrefsState {
  theme: Theme
  previewTheme: PreviewTheme
  codeTheme: CodeTheme
  pageHeaders: PageHeader[]
  setTheme(theme: Theme): void
  toggleTheme(): void
  /** unknown names are ignored */
  setPreviewTheme(theme: PreviewTheme): void
  setCodeTheme(theme: CodeTheme): void
  /** fetches and keeps the list; on failure the previous list stays */
  loadPageHeaders(): Promise<PageHeader[]>
  /** Takes the headers the page arrived with (valid rows only), without storing them. */
  adoptPageHeaders(list: unknown): void
}

export type PrefsStore = StoreApi<PrefsState>

export interface PrefsDeps {
  storage?: XzStorage
  now?: () => Date
  getAllPageHeader?: () => Promise<PageHeader[]>
}

export function createPrefsStore(deps: PrefsDeps = {}): PrefsStore {
  const storage = deps.storage ?? pageStorage
  const now = deps.now ?? (() => new Date())
  const fetchHeaders = deps.getAllPageHeader ?? getAllPageHeader

  const stored = () => {
    const theme = storage.getItem<unknown>(STORAGE_KEYS.theme)
    const preview = storage.getItem<unknown>(STORAGE_KEYS.previewTheme)
    const code = storage.getItem<unknown>(STORAGE_KEYS.codeTheme)
    const headers = storage.getItem<unknown>(STORAGE_KEYS.pageHeaders)
    return {
      theme: isTheme(theme) ? theme : themeForHour(now().getHours()),
      previewTheme: isPreviewTheme(preview) ? preview : DEFAULT_PREVIEW_THEME,
      codeTheme: isCodeTheme(code) ? code : DEFAULT_CODE_THEME,
      pageHeaders: Array.isArray(headers) ? headers.filter(isPageHeader) : [],
    }
  }
  // Encrypted preferences are read again once the cipher has arrived (choices made meanwhile
  // are read back from storage too, so they win).
  const restoreLater = !storage.isReady()

  const store = createStore<PrefsState>()((set, get) => ({
    ...stored(),

    setTheme: (theme) => {
      if (!isTheme(theme)) return
      storage.setItem(STORAGE_KEYS.theme, theme)
      set({ theme })
    },
    toggleTheme: () => get().setTheme(get().theme === 'light' ? 'dark' : 'light'),
    setPreviewTheme: (previewTheme) => {
      if (!isPreviewTheme(previewTheme)) return
      storage.setItem(STORAGE_KEYS.previewTheme, previewTheme)
      set({ previewTheme })
    },
    setCodeTheme: (codeTheme) => {
      if (!isCodeTheme(codeTheme)) return
      storage.setItem(STORAGE_KEYS.codeTheme, codeTheme)
      set({ codeTheme })
    },
    loadPageHeaders: async () => {
      try {
        const list = await fetchHeaders()
        const pageHeaders = Array.isArray(list) ? list.filter(isPageHeader) : []
        // unchanged headers are neither stored again (an encryption on a phone's busiest moment)
        // nor handed to every banner as a new array
        if (JSON.stringify(pageHeaders) === JSON.stringify(get().pageHeaders)) return get().pageHeaders
        storage.setItem(STORAGE_KEYS.pageHeaders, pageHeaders)
        set({ pageHeaders })
        return pageHeaders
      } catch {
        // The API layer has toasted what docs/api.md §1.1 says; headers are decoration.
        return get().pageHeaders
      }
    },
    adoptPageHeaders: (list) => {
      if (Array.isArray(list)) set({ pageHeaders: list.filter(isPageHeader) })
    },
  }))
  if (restoreLater) void storage.ready().then(() => store.setState(stored()))
  return store
}

/** The page's preferences (created, i.e. restored, on first use — after `configure`). */
export const prefsStore = lazyStore(() => createPrefsStore())
