import { afterEach, describe, expect, it, vi } from 'vitest'
import { emptyArticleForm } from './article-form.ts'
import { createAutosave, createDraftStore, draftKey } from './drafts.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('draft store', () => {
  it('keeps one draft per article and gives it back with its time', () => {
    const drafts = createDraftStore(memoryStorage())
    const form = { ...emptyArticleForm(), article_title: '草稿标题', tags: ['新标签'] }
    expect(drafts.save(draftKey(null), form, 1000)).toBe(true)
    drafts.save(draftKey(7), { ...form, article_title: '另一篇' }, 2000)
    expect(drafts.load('new')).toEqual({ form, savedAt: 1000 })
    expect(drafts.load('7')?.form.article_title).toBe('另一篇')
    drafts.remove('new')
    expect(drafts.load('new')).toBeNull()
  })

  it('reads a broken or foreign value as no draft', () => {
    const storage = memoryStorage()
    storage.map.set('xz-desk-draft:new', '{not json')
    storage.map.set('xz-desk-draft:3', JSON.stringify({ hello: 1 }))
    const drafts = createDraftStore(storage)
    expect(drafts.load('new')).toBeNull()
    expect(drafts.load('3')).toBeNull()
  })

  it('answers false instead of throwing when the browser refuses (quota)', () => {
    const drafts = createDraftStore({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {},
    })
    expect(drafts.save('new', emptyArticleForm())).toBe(false)
    expect(createDraftStore(null).save('new', emptyArticleForm())).toBe(false)
  })
})

describe('autosave', () => {
  it('writes once after the owner pauses, and at once on flush', () => {
    vi.useFakeTimers()
    const write = vi.fn()
    const autosave = createAutosave(write, 500)
    autosave.schedule()
    vi.advanceTimersByTime(300)
    autosave.schedule()
    vi.advanceTimersByTime(300)
    expect(write).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(write).toHaveBeenCalledTimes(1)
    autosave.schedule()
    autosave.flush()
    expect(write).toHaveBeenCalledTimes(2)
    autosave.flush()
    expect(write).toHaveBeenCalledTimes(2)
  })
})
