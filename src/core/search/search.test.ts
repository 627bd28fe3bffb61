import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallOptions } from '../api/client.ts'
import { SEARCH_HISTORY_MAX, type HotArticle, type SearchHit } from '../contract/index.ts'
import { createMemoryStorage, createStorage, STORAGE_KEYS, type XzStorage } from '../storage/index.ts'
import { addToHistory, createSearchStore, type SearchDeps } from './index.ts'

let storage: XzStorage
let api: {
  getHotArticle: ReturnType<typeof vi.fn<() => Promise<HotArticle[]>>>
  getArticleListByContent: ReturnType<
    typeof vi.fn<(text: string, options?: CallOptions) => Promise<SearchHit[]>>
  >
}
const hit = (id: number): SearchHit => ({ id, article_title: `t${id}`, article_content: 'c' })

beforeEach(() => {
  storage = createStorage({ backend: createMemoryStorage(), secret: () => 's', encrypt: () => true })
  api = {
    getHotArticle: vi.fn(async () => []),
    getArticleListByContent: vi.fn(async () => [hit(1)]),
  }
})

const make = (deps: SearchDeps = {}) => createSearchStore({ storage, api, ...deps })

describe('addToHistory', () => {
  it('puts the newest first', () => {
    expect(addToHistory(['a', 'b'], 'c')).toEqual(['c', 'a', 'b'])
  })

  it('trims and ignores empty entries', () => {
    expect(addToHistory(['a'], '  b  ')).toEqual(['b', 'a'])
    expect(addToHistory(['a'], '   ')).toEqual(['a'])
    expect(addToHistory(['a'], '')).toEqual(['a'])
  })

  it('moves a repeated entry to the front instead of duplicating it', () => {
    expect(addToHistory(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b'])
    expect(addToHistory(['a', 'b'], ' b ')).toEqual(['b', 'a'])
  })

  it(`keeps at most SEARCH_HISTORY_MAX (${SEARCH_HISTORY_MAX}): adding the 11th drops the oldest`, () => {
    let history: string[] = []
    for (let i = 1; i <= 11; i++) history = addToHistory(history, `q${i}`)
    expect(SEARCH_HISTORY_MAX).toBe(10)
    expect(history).toHaveLength(10)
    expect(history[0]).toBe('q11')
    expect(history).not.toContain('q1')
    expect(history.at(-1)).toBe('q2')
  })
})

describe('history store', () => {
  it('adds, persists and restores', () => {
    const store = make()
    store.getState().addHistory('vue')
    store.getState().addHistory('前端')
    expect(store.getState().history).toEqual(['前端', 'vue'])
    expect(storage.getItem(STORAGE_KEYS.searchHistory)).toEqual(['前端', 'vue'])
    expect(make().getState().history).toEqual(['前端', 'vue'])
  })

  it('11 adds keep 10, persisted', () => {
    const store = make()
    for (let i = 1; i <= 11; i++) store.getState().addHistory(`q${i}`)
    expect(store.getState().history).toHaveLength(10)
    expect(storage.getItem<string[]>(STORAGE_KEYS.searchHistory)).toHaveLength(10)
  })

  it('clear empties and forgets', () => {
    const store = make()
    store.getState().addHistory('vue')
    store.getState().clearHistory()
    expect(store.getState().history).toEqual([])
    expect(storage.getItem(STORAGE_KEYS.searchHistory)).toBeNull()
  })

  it('a blank entry changes nothing', () => {
    const store = make()
    const listener = vi.fn()
    store.subscribe(listener)
    store.getState().addHistory('  ')
    expect(listener).not.toHaveBeenCalled()
  })

  it('restoring repairs junk: non-strings, duplicates, too many', () => {
    storage.setItem(STORAGE_KEYS.searchHistory, [
      'a',
      1,
      'b',
      'a',
      null,
      ...Array.from({ length: 12 }, (_, i) => `x${i}`),
    ])
    const history = make().getState().history
    expect(history.slice(0, 2)).toEqual(['a', 'b'])
    expect(history).toHaveLength(10)
    expect(new Set(history).size).toBe(history.length)
  })

  it('a stored non-array restores as empty', () => {
    storage.setItem(STORAGE_KEYS.searchHistory, 'vue')
    expect(make().getState().history).toEqual([])
  })
})

describe('hot articles', () => {
  it('keeps the first 5', async () => {
    const list = Array.from({ length: 7 }, (_, i) => ({ id: i, article_title: `a${i}`, view_times: 10 - i }))
    api.getHotArticle.mockResolvedValue(list)
    const store = make()
    await expect(store.getState().loadHot()).resolves.toHaveLength(5)
    expect(store.getState().hot.map((h) => h.id)).toEqual([0, 1, 2, 3, 4])
  })

  it('a failure keeps what was shown', async () => {
    const store = make()
    api.getHotArticle.mockResolvedValueOnce([{ id: 1, article_title: 'a', view_times: 1 }])
    await store.getState().loadHot()
    api.getHotArticle.mockRejectedValueOnce(new Error('x'))
    await store.getState().loadHot()
    expect(store.getState().hot).toHaveLength(1)
  })
})

describe('search', () => {
  it('trims, searches, stores results and records history', async () => {
    const store = make()
    await expect(store.getState().search('  vue ')).resolves.toEqual([hit(1)])
    expect(api.getArticleListByContent).toHaveBeenCalledWith(
      'vue',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    )
    expect(store.getState()).toMatchObject({
      query: 'vue',
      results: [hit(1)],
      loading: false,
      history: ['vue'],
    })
  })

  it('an empty query clears the results without calling the API', async () => {
    const store = make()
    await store.getState().search('vue')
    await expect(store.getState().search('   ')).resolves.toEqual([])
    expect(store.getState()).toMatchObject({ query: '', results: [], loading: false })
    expect(api.getArticleListByContent).toHaveBeenCalledOnce()
    expect(store.getState().history).toEqual(['vue'])
  })

  it('a newer search wins over an older one still in flight, and aborts it', async () => {
    const resolvers: ((hits: SearchHit[]) => void)[] = []
    const signals: AbortSignal[] = []
    api.getArticleListByContent.mockImplementation(
      (_text, options) =>
        new Promise((resolve) => {
          if (options?.signal) signals.push(options.signal)
          resolvers.push(resolve)
        }),
    )
    const store = make()
    const first = store.getState().search('v')
    const second = store.getState().search('vue')
    expect(signals[0]?.aborted).toBe(true)
    resolvers[1]?.([hit(2)])
    await second
    resolvers[0]?.([hit(1)])
    await first
    expect(store.getState()).toMatchObject({ query: 'vue', results: [hit(2)], loading: false })
  })

  it('clearing the query drops a pending answer', async () => {
    let resolve: (hits: SearchHit[]) => void = () => {}
    api.getArticleListByContent.mockReturnValue(new Promise((r) => (resolve = r)))
    const store = make()
    const pending = store.getState().search('vue')
    await store.getState().search('')
    resolve([hit(1)])
    await pending
    expect(store.getState().results).toEqual([])
  })

  it('a failure empties the results and stops loading', async () => {
    api.getArticleListByContent.mockRejectedValue(new Error('x'))
    const store = make()
    await expect(store.getState().search('vue')).resolves.toEqual([])
    expect(store.getState()).toMatchObject({ results: [], loading: false, error: true })
    api.getArticleListByContent.mockResolvedValue([hit(1)])
    await store.getState().search('vue')
    expect(store.getState().error).toBe(false)
  })

  it('does not record the query when asked not to (searching while typing)', async () => {
    const store = make()
    await store.getState().search('vu', { record: false })
    expect(store.getState()).toMatchObject({ query: 'vu', results: [hit(1)], history: [] })
  })

  it('is loading while the request runs', async () => {
    let resolve: (hits: SearchHit[]) => void = () => {}
    api.getArticleListByContent.mockReturnValue(new Promise((r) => (resolve = r)))
    const store = make()
    const pending = store.getState().search('vue')
    expect(store.getState().loading).toBe(true)
    resolve([])
    await pending
    expect(store.getState().loading).toBe(false)
  })
})
