import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/failure.ts'
import type { Article, ArticleWriteBody, Category, Tag } from '../contract/index.ts'
import { onToast, type ToastEvent } from '../toast/index.ts'
import { type ArticleForm, emptyArticleForm, formFromArticle } from './article-form.ts'
import { createDraftStore } from './drafts.ts'
import { createWriter, type WriterApi, type WriterDeps, writerDirty } from './writer.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

const CATEGORIES: Category[] = [{ id: 1, category_name: '随笔' }] as Category[]
const TAGS: Tag[] = [{ id: 5, tag_name: 'React' }] as Tag[]

const SAVED: Article = {
  id: 7,
  article_title: '已发布的文章',
  article_description: '',
  article_content: '# 第一节\n\n正文',
  article_cover: '',
  category_id: 1,
  categoryName: '随笔',
  tagNameList: ['React'],
  author_id: 1,
  authorName: '站长',
  is_top: 0,
  order: 0,
  status: 1,
  type: 1,
  origin_url: '',
  view_times: 0,
  thumbs_up_times: 0,
  reading_duration: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
}

const COMPLETE: Partial<ArticleForm> = {
  article_title: '新文章',
  article_content: '正文',
  category_name: '随笔',
  tags: ['React', '新标签'],
}

let toasts: ToastEvent[] = []
let stopToasts: () => void = () => {}
let storage = memoryStorage()
let sent: { call: string; body: unknown }[] = []

function fakeApi(fail?: Error): WriterApi {
  return {
    add: async (body: ArticleWriteBody) => {
      sent.push({ call: 'add', body })
      if (fail) throw fail
      return { ...SAVED, id: 42 }
    },
    update: async (body) => {
      sent.push({ call: 'update', body })
      if (fail) throw fail
      return SAVED
    },
    remove: async (id) => {
      sent.push({ call: 'remove', body: id })
      if (fail) throw fail
    },
  }
}

const writerFor = (article: Article | null, deps: Partial<WriterDeps> = {}) =>
  createWriter({
    article,
    categories: CATEGORIES,
    tags: TAGS,
    drafts: createDraftStore(storage),
    api: fakeApi(),
    autosaveMs: 800,
    now: () => 1_700_000_000_000,
    ...deps,
  })

beforeEach(() => {
  vi.useFakeTimers()
  storage = memoryStorage()
  sent = []
  toasts = []
  stopToasts = onToast((event) => toasts.push(event))
})
afterEach(() => {
  stopToasts()
  vi.useRealTimers()
})

describe('the writer store', () => {
  it('keeps a draft once typing pauses, and only then', () => {
    const writer = writerFor(SAVED)
    writer.getState().change({ article_title: '改过的标题' })
    vi.advanceTimersByTime(500)
    writer.getState().change({ article_content: '改过的正文' })
    vi.advanceTimersByTime(500)
    expect(createDraftStore(storage).load('7')).toBeNull()
    expect(writer.getState().draftSavedAt).toBeNull()

    vi.advanceTimersByTime(300)
    const draft = createDraftStore(storage).load('7')
    expect(draft?.form.article_title).toBe('改过的标题')
    expect(draft?.form.article_content).toBe('改过的正文')
    expect(writer.getState().draftSavedAt).toBe(1_700_000_000_000)
  })

  it('writes a pending draft at once when the page goes away', () => {
    const writer = writerFor(null)
    writer.getState().change({ article_title: '还没停下' })
    writer.getState().flush()
    expect(createDraftStore(storage).load('new')?.form.article_title).toBe('还没停下')
  })

  it('drops the draft when the text is back to what the server has', () => {
    const writer = writerFor(SAVED)
    writer.getState().change({ article_title: '改一下' })
    vi.advanceTimersByTime(800)
    expect(createDraftStore(storage).load('7')).not.toBeNull()
    writer.getState().change({ article_title: SAVED.article_title })
    vi.advanceTimersByTime(800)
    expect(createDraftStore(storage).load('7')).toBeNull()
  })

  it('offers a draft left by a crash, and restoring it fills the form and restarts the editor', () => {
    createDraftStore(storage).save('new', { ...emptyArticleForm(), ...COMPLETE }, 1000)
    const writer = writerFor(null)
    expect(writer.getState().offer?.savedAt).toBe(1000)
    expect(writer.getState().form.article_title).toBe('')

    writer.getState().restore()
    const state = writer.getState()
    expect(state.offer).toBeNull()
    expect(state.form.article_title).toBe('新文章')
    expect(state.form.tags).toEqual(['React', '新标签'])
    expect(state.editorSeed).toBe(1)
    // the restored text is not on the server yet
    expect(writerDirty(state)).toBe(true)
  })

  it('does not offer a draft that says what the article already says', () => {
    createDraftStore(storage).save('7', formFromArticle(SAVED), 1000)
    expect(writerFor(SAVED).getState().offer).toBeNull()
  })

  it('withdraws the offer once the owner starts on the page as it is; discarding forgets the draft', () => {
    createDraftStore(storage).save('new', { ...emptyArticleForm(), ...COMPLETE }, 1000)
    const typed = writerFor(null)
    typed.getState().change({ article_title: '从头写' })
    expect(typed.getState().offer).toBeNull()

    const discarded = writerFor(null)
    expect(discarded.getState().offer).not.toBeNull()
    discarded.getState().discard()
    expect(discarded.getState().offer).toBeNull()
    expect(createDraftStore(storage).load('new')).toBeNull()
  })

  it('refuses an incomplete form with the reasons, and sends nothing', async () => {
    const writer = writerFor(null)
    expect(await writer.getState().save()).toBeNull()
    expect(writer.getState().errors).toMatchObject({
      article_title: '请输入文章标题',
      article_content: '请输入文章内容',
      category_name: '请选择或输入分类',
    })
    expect(toasts.map((t) => t.title)).toEqual(['请先完善标记的内容'])
    expect(sent).toEqual([])
  })

  it('waits for the pictures still uploading', async () => {
    const writer = writerFor(null)
    writer.getState().change(COMPLETE)
    expect(await writer.getState().save({ uploading: true })).toBeNull()
    expect(toasts.map((t) => t.title)).toEqual(['图片还在上传，请稍候'])
    expect(sent).toEqual([])
  })

  it('publishes a new article: known names by id, new ones by name, and the draft is gone', async () => {
    const writer = writerFor(null)
    writer.getState().change(COMPLETE)
    writer.getState().flush()
    expect(createDraftStore(storage).load('new')).not.toBeNull()
    writer.getState().change({ article_description: '简介' })

    const saving = writer.getState().save()
    expect(writer.getState().saving).toBe(true)
    expect(await saving).toBe(42)
    expect(writer.getState().saving).toBe(false)
    expect(sent[0]?.body).toMatchObject({
      article_title: '新文章',
      category: { id: 1, category_name: '随笔' },
      tagList: [{ id: 5, tag_name: 'React' }, { tag_name: '新标签' }],
    })
    expect(toasts.map((t) => t.title)).toEqual(['发布成功'])
    expect(createDraftStore(storage).load('new')).toBeNull()
    expect(writerDirty(writer.getState())).toBe(false)
    // a keystroke pending before the save does not bring the draft back
    vi.advanceTimersByTime(1000)
    expect(createDraftStore(storage).load('new')).toBeNull()
  })

  it('saves an edited article under its id, then holds nothing unsaved', async () => {
    const writer = writerFor(SAVED)
    writer.getState().change({ article_title: '新标题' })
    vi.advanceTimersByTime(800)
    expect(writer.getState().draftSavedAt).not.toBeNull()
    expect(await writer.getState().save()).toBe(7)
    expect(sent[0]).toMatchObject({ call: 'update', body: { id: 7, article_title: '新标题' } })
    expect(toasts.map((t) => t.title)).toEqual(['保存成功'])
    expect(writer.getState().draftSavedAt).toBeNull()
    expect(writerDirty(writer.getState())).toBe(false)
  })

  it('says 草稿已保存 for a draft-status article', async () => {
    const writer = writerFor(null)
    writer.getState().change({ ...COMPLETE, status: 3 })
    await writer.getState().save()
    expect(toasts.map((t) => t.title)).toEqual(['草稿已保存'])
  })

  it("keeps the form, the draft and the leave question when the server refuses, with the server's words", async () => {
    const refused = new ApiError({
      kind: 'envelope',
      status: 200,
      code: 500,
      message: '标题重复',
      notified: false,
    })
    const writer = writerFor(null, { api: fakeApi(refused) })
    writer.getState().change(COMPLETE)
    writer.getState().flush()
    expect(await writer.getState().save()).toBeNull()
    expect(toasts.map((t) => [t.kind, t.title])).toEqual([['error', '标题重复']])
    expect(writer.getState().saving).toBe(false)
    expect(writerDirty(writer.getState())).toBe(true)
    expect(createDraftStore(storage).load('new')?.form.article_title).toBe('新文章')
  })

  it('deletes the article with its draft, after which leaving asks nothing', async () => {
    const writer = writerFor(SAVED)
    writer.getState().change({ article_title: '删前改了' })
    vi.advanceTimersByTime(800)
    expect(writerDirty(writer.getState())).toBe(true)
    expect(await writer.getState().remove()).toBe(true)
    expect(sent).toEqual([{ call: 'remove', body: 7 }])
    expect(toasts.map((t) => t.title)).toEqual(['删除成功'])
    expect(createDraftStore(storage).load('7')).toBeNull()
    expect(writerDirty(writer.getState())).toBe(false)
  })

  it('keeps everything when the delete fails', async () => {
    const writer = writerFor(SAVED, { api: fakeApi(new Error('offline')) })
    writer.getState().change({ article_title: '删前改了' })
    expect(await writer.getState().remove()).toBe(false)
    expect(toasts.map((t) => [t.kind, t.title])).toEqual([['error', '删除失败']])
    expect(writerDirty(writer.getState())).toBe(true)
  })

  it('has nothing to delete for a new article', async () => {
    expect(await writerFor(null).getState().remove()).toBe(false)
    expect(sent).toEqual([])
  })

  it('asks before leaving only while the form differs from the server', () => {
    const writer = writerFor(SAVED)
    expect(writerDirty(writer.getState())).toBe(false)
    writer.getState().change({ tags: ['React', 'Vite'] })
    expect(writerDirty(writer.getState())).toBe(true)
    writer.getState().change({ tags: ['React'] })
    expect(writerDirty(writer.getState())).toBe(false)
  })
})
