import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CODE_THEMES, type PageHeader, PREVIEW_THEMES } from '../contract/index.ts'
import { createMemoryStorage, createStorage, STORAGE_KEYS, type XzStorage } from '../storage/index.ts'
import { createPrefsStore, isCodeTheme, isPreviewTheme, pageHeaderFor, themeForHour } from './index.ts'

let storage: XzStorage
beforeEach(() => {
  storage = createStorage({ backend: createMemoryStorage(), secret: () => 's', encrypt: () => true })
})

const at = (hour: number) => () => new Date(2024, 5, 1, hour, 30)

describe('themeForHour', () => {
  it.each([
    [0, 'dark'],
    [7, 'dark'],
    [8, 'light'],
    [12, 'light'],
    [17, 'light'],
    [18, 'dark'],
    [23, 'dark'],
  ])('%i:00 → %s', (hour, theme) => {
    expect(themeForHour(hour)).toBe(theme)
  })
})

describe('theme', () => {
  it('without a stored choice follows the clock', () => {
    expect(createPrefsStore({ storage, now: at(9) }).getState().theme).toBe('light')
    expect(createPrefsStore({ storage, now: at(20) }).getState().theme).toBe('dark')
  })

  it('the automatic choice is not stored (tomorrow morning is light again)', () => {
    createPrefsStore({ storage, now: at(20) })
    expect(storage.getItem(STORAGE_KEYS.theme)).toBeNull()
  })

  it('a stored choice wins over the clock', () => {
    storage.setItem(STORAGE_KEYS.theme, 'dark')
    expect(createPrefsStore({ storage, now: at(12) }).getState().theme).toBe('dark')
  })

  it('an invalid stored theme falls back to the clock', () => {
    storage.setItem(STORAGE_KEYS.theme, 'purple')
    expect(createPrefsStore({ storage, now: at(12) }).getState().theme).toBe('light')
  })

  it('setTheme and toggleTheme persist', () => {
    const store = createPrefsStore({ storage, now: at(12) })
    store.getState().toggleTheme()
    expect(store.getState().theme).toBe('dark')
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('dark')
    store.getState().toggleTheme()
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('light')
    store.getState().setTheme('dark')
    expect(createPrefsStore({ storage, now: at(12) }).getState().theme).toBe('dark')
  })

  it('setTheme ignores values that are not themes', () => {
    const store = createPrefsStore({ storage, now: at(12) })
    store.getState().setTheme('auto' as 'dark')
    expect(store.getState().theme).toBe('light')
    expect(storage.getItem(STORAGE_KEYS.theme)).toBeNull()
  })
})

describe('preview and code themes', () => {
  it('default to "default" and "atom"', () => {
    const state = createPrefsStore({ storage }).getState()
    expect(state.previewTheme).toBe('default')
    expect(state.codeTheme).toBe('atom')
  })

  it('restore valid stored values', () => {
    storage.setItem(STORAGE_KEYS.previewTheme, 'cyanosis')
    storage.setItem(STORAGE_KEYS.codeTheme, 'stackoverflow')
    const state = createPrefsStore({ storage }).getState()
    expect(state.previewTheme).toBe('cyanosis')
    expect(state.codeTheme).toBe('stackoverflow')
  })

  it('fall back to defaults for invalid stored values', () => {
    storage.setItem(STORAGE_KEYS.previewTheme, 'dracula')
    storage.setItem(STORAGE_KEYS.codeTheme, 42)
    const state = createPrefsStore({ storage }).getState()
    expect(state.previewTheme).toBe('default')
    expect(state.codeTheme).toBe('atom')
  })

  it('setters persist valid names and ignore others', () => {
    const store = createPrefsStore({ storage })
    store.getState().setPreviewTheme('github')
    store.getState().setCodeTheme('kimbie')
    store.getState().setPreviewTheme('nope' as 'github')
    store.getState().setCodeTheme('nope' as 'kimbie')
    expect(store.getState()).toMatchObject({ previewTheme: 'github', codeTheme: 'kimbie' })
    expect(createPrefsStore({ storage }).getState()).toMatchObject({
      previewTheme: 'github',
      codeTheme: 'kimbie',
    })
  })

  it('guards know every theme', () => {
    expect(PREVIEW_THEMES.every(isPreviewTheme)).toBe(true)
    expect(CODE_THEMES.every(isCodeTheme)).toBe(true)
    expect(isPreviewTheme('atom')).toBe(false)
  })
})

describe('page headers', () => {
  const headers: PageHeader[] = [
    { id: 1, route_name: 'home', bg_url: '/h.jpg' },
    { id: 2, route_name: 'talk', bg_url: '/t.jpg' },
  ]

  it('loadPageHeaders fetches, keeps and persists the list', async () => {
    const getAllPageHeader = vi.fn(async () => headers)
    const store = createPrefsStore({ storage, getAllPageHeader })
    await expect(store.getState().loadPageHeaders()).resolves.toEqual(headers)
    expect(store.getState().pageHeaders).toEqual(headers)
    expect(createPrefsStore({ storage }).getState().pageHeaders).toEqual(headers)
  })

  it('a failed load keeps the previous list', async () => {
    storage.setItem(STORAGE_KEYS.pageHeaders, headers)
    const store = createPrefsStore({ storage, getAllPageHeader: () => Promise.reject(new Error('x')) })
    await expect(store.getState().loadPageHeaders()).resolves.toEqual(headers)
    expect(store.getState().pageHeaders).toEqual(headers)
  })

  it('drops malformed rows, stored or fetched', async () => {
    storage.setItem(STORAGE_KEYS.pageHeaders, [headers[0], { id: 3 }, 'x'])
    const store = createPrefsStore({
      storage,
      getAllPageHeader: async () => [headers[1], null] as unknown as PageHeader[],
    })
    expect(store.getState().pageHeaders).toEqual([headers[0]])
    await store.getState().loadPageHeaders()
    expect(store.getState().pageHeaders).toEqual([headers[1]])
  })

  it('a load that brings nothing new writes nothing and keeps the same list', async () => {
    const store = createPrefsStore({ storage, getAllPageHeader: async () => headers.map((h) => ({ ...h })) })
    store.getState().adoptPageHeaders(headers)
    const before = store.getState().pageHeaders
    const setItem = vi.spyOn(storage, 'setItem')
    await store.getState().loadPageHeaders()
    expect(setItem).not.toHaveBeenCalled()
    expect(store.getState().pageHeaders).toBe(before)
  })

  it('takes the headers a page arrived with, valid rows only, without storing them', () => {
    const store = createPrefsStore({ storage })
    store.getState().adoptPageHeaders([headers[0], { route_name: 1 }, null])
    expect(store.getState().pageHeaders).toEqual([headers[0]])
    store.getState().adoptPageHeaders('not a list')
    expect(store.getState().pageHeaders).toEqual([headers[0]])
    expect(createPrefsStore({ storage }).getState().pageHeaders).toEqual([])
  })

  it('a stored non-array reads as empty', () => {
    storage.setItem(STORAGE_KEYS.pageHeaders, { nope: 1 })
    expect(createPrefsStore({ storage }).getState().pageHeaders).toEqual([])
  })

  it('pageHeaderFor finds a route’s background', () => {
    expect(pageHeaderFor(headers, 'talk')).toBe('/t.jpg')
    expect(pageHeaderFor(headers, 'album')).toBeUndefined()
  })
})
