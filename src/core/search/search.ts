/**
 * The search dialog's state: local history, hot articles, and results.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { getArticleListByContent, getHotArticle } from '../api/article.ts'
import type { CallOptions } from '../api/client.ts'
import { HOT_ARTICLE_COUNT, type HotArticle, SEARCH_HISTORY_MAX, type SearchHit } from '../contract/index.ts'
import { lazyStore } from '../storage/lazy-store.ts'
import { STORAGE_KEYS, storage as pageStorage, type XzStorage } from '../storage/index.ts'

/** Most recent first, no duplicates, at most `max` (10 by default). */
export function addToHistory(history: readonly string[], text: string, max = SEARCH_HISTORY_MAX): string[] {
  const entry = text.trim()
  if (entry === '') return [...history]
  return [entry, ...history.filter((h) => h !== entry)].slice(0, max)
}

function normaliseHistory(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((v): v is string => typeof v === 'string')
    .reduceRight<string[]>((acc, entry) => addToHistory(acc, entry), [])
}

export interface SearchState {
  history: string[]
  hot: HotArticle[]
  results: SearchHit[]
  /** the query the results belong to ('' = show the history) */
  query: string
  loading: boolean
  /** the last search failed (the results are empty because of it, not because nothing matched) */
  error: boolean
  addHistory(text: string): void
  clearHistory(): void
  loadHot(): Promise<HotArticle[]>
  /**
   * An empty query clears the results; a newer search supersedes an older one still in flight.
   * The query goes into the history unless `record` is false (searching while the user types).
   */
  search(text: string, options?: SearchOptions): Promise<SearchHit[]>
}

export interface SearchOptions {
  /** default true */
  record?: boolean
}

export type SearchStore = StoreApi<SearchState>

export interface SearchDeps {
  storage?: XzStorage
  api?: {
    getHotArticle(): Promise<HotArticle[]>
    getArticleListByContent(text: string, options?: CallOptions): Promise<SearchHit[]>
  }
}

export function createSearchStore(deps: SearchDeps = {}): SearchStore {
  const storage = deps.storage ?? pageStorage
  const api = deps.api ?? { getHotArticle, getArticleListByContent }
  let inFlight: AbortController | null = null
  const storedHistory = () => normaliseHistory(storage.getItem<unknown>(STORAGE_KEYS.searchHistory))
  const restoreLater = !storage.isReady()

  const store = createStore<SearchState>()((set, get) => ({
    history: storedHistory(),
    hot: [],
    results: [],
    query: '',
    loading: false,
    error: false,

    addHistory: (text) => {
      const history = addToHistory(get().history, text)
      if (history.length === get().history.length && history.every((h, i) => h === get().history[i])) return
      storage.setItem(STORAGE_KEYS.searchHistory, history)
      set({ history })
    },

    clearHistory: () => {
      storage.removeItem(STORAGE_KEYS.searchHistory)
      set({ history: [] })
    },

    loadHot: async () => {
      try {
        const list = await api.getHotArticle()
        const hot = (Array.isArray(list) ? list : []).slice(0, HOT_ARTICLE_COUNT)
        set({ hot })
        return hot
      } catch {
        return get().hot
      }
    },

    search: async (text, options = {}) => {
      inFlight?.abort()
      inFlight = null
      const query = text.trim()
      if (query === '') {
        set({ query: '', results: [], loading: false, error: false })
        return []
      }
      const controller = new AbortController()
      inFlight = controller
      if (options.record !== false) get().addHistory(query)
      set({ query, loading: true, error: false })
      try {
        const list = await api.getArticleListByContent(query, { signal: controller.signal })
        if (inFlight !== controller) return get().results
        const results = Array.isArray(list) ? list : []
        set({ results, loading: false, error: false })
        return results
      } catch {
        if (inFlight !== controller) return get().results
        set({ results: [], loading: false, error: true })
        return []
      } finally {
        if (inFlight === controller) inFlight = null
      }
    },
  }))
  // an encrypted history is read once the cipher has arrived
  if (restoreLater) void storage.ready().then(() => store.setState({ history: storedHistory() }))
  return store
}

/** The page's search state (created, i.e. restored, on first use — after `configure`). */
export const searchStore = lazyStore(() => createSearchStore())
