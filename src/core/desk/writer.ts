import { createStore, type StoreApi } from 'zustand/vanilla'
import { addArticle, deleteArticle, updateArticle } from '../api/article.ts'
import { toastMessageFor } from '../api/failure.ts'
import type { Article, ArticleWriteBody, Category, Tag } from '../contract/index.ts'
import { toast } from '../toast/index.ts'
import {
  type ArticleForm,
  emptyArticleForm,
  type FormErrors,
  formFromArticle,
  sameForm,
  validateArticleForm,
  writeBody,
} from './article-form.ts'
import { type ArticleDraft, createAutosave, createDraftStore, type DraftStore, draftKey } from './drafts.ts'

/**
 * The writing page's state without its drawing: the form, what the server has, the draft offered
 * after a crash, the autosave, saving and deleting. The page renders it and asks the owner
 * (confirmations, navigation); everything that decides lives here.
 */

export interface WriterState {
  form: ArticleForm
  /** the form as the server has it: what leaving would lose is judged against this */
  base: ArticleForm
  /** field → message, filled by a save that was refused */
  errors: FormErrors
  /** a draft from an earlier visit (a crash, a closed tab) that differs from the article, until used */
  offer: ArticleDraft | null
  /** when the autosave last kept a draft (ms since the epoch), for "草稿已自动保存 …" */
  draftSavedAt: number | null
  saving: boolean
  /**
   * Bumped whenever the text is replaced from outside the editor (a restored draft): the editor
   * holds its own copy of the text and starts again from the form's.
   */
  editorSeed: number

  /** a field or more changed: the offer is withdrawn and the autosave counts down again */
  change(patch: Partial<ArticleForm>): void
  /** takes the offered draft as the form */
  restore(): void
  /** forgets the offered draft */
  discard(): void
  /**
   * Validates and sends the form. The saved article's id, or null when it was refused (the
   * errors and a warning say why) or failed (a toast says why).
   */
  save(options?: { uploading?: boolean }): Promise<number | null>
  /** deletes the article being edited (the page has asked first); true when it is gone */
  remove(): Promise<boolean>
  /** writes a pending draft now: the page is going away */
  flush(): void
}

export type WriterStore = StoreApi<WriterState>

/** Whether leaving now would lose changes the server does not have. */
export const writerDirty = (s: Pick<WriterState, 'form' | 'base'>): boolean => !sameForm(s.form, s.base)

export const WRITER_MSG = {
  incomplete: '请先完善标记的内容',
  uploading: '图片还在上传，请稍候',
  draftSaved: '草稿已保存',
  updated: '保存成功',
  published: '发布成功',
  saveFailed: '保存失败',
  deleted: '删除成功',
  deleteFailed: '删除失败',
} as const

export interface WriterApi {
  add(body: ArticleWriteBody): Promise<Article>
  update(body: ArticleWriteBody & { id: number }): Promise<Article>
  remove(id: number): Promise<void>
}

export interface WriterDeps {
  /** the article being edited, or null for a new one */
  article: Article | null
  /** the existing taxonomy: chosen names go to the server by id, new ones by name */
  categories: readonly Category[]
  tags: readonly Tag[]
  drafts?: DraftStore
  api?: WriterApi
  /** the pause after the last keystroke before a draft is written */
  autosaveMs?: number
  now?: () => number
}

const serverApi: WriterApi = { add: addArticle, update: updateArticle, remove: deleteArticle }

function toastFailure(error: unknown, fallback: string): void {
  const message = toastMessageFor(error, fallback)
  if (message) toast.error(message)
}

export function createWriter(deps: WriterDeps): WriterStore {
  const { article, categories, tags } = deps
  const drafts = deps.drafts ?? createDraftStore()
  const api = deps.api ?? serverApi
  const now = deps.now ?? Date.now
  const key = draftKey(article?.id ?? null)
  const start = article ? formFromArticle(article) : emptyArticleForm()
  const kept = drafts.load(key)

  const autosave = createAutosave(() => {
    const state = store.getState()
    if (!writerDirty(state)) {
      drafts.remove(key)
      return
    }
    const at = now()
    if (drafts.save(key, state.form, at)) store.setState({ draftSavedAt: at })
  }, deps.autosaveMs)

  /** the article is saved or gone: no draft of it should be offered again */
  const forgetDraft = () => {
    autosave.cancel()
    drafts.remove(key)
  }

  const save = async ({ uploading = false } = {}): Promise<number | null> => {
    const { form } = store.getState()
    const errors = validateArticleForm(form)
    store.setState({ errors })
    if (Object.keys(errors).length > 0) {
      toast.warning(WRITER_MSG.incomplete)
      return null
    }
    if (uploading) {
      toast.warning(WRITER_MSG.uploading)
      return null
    }
    store.setState({ saving: true })
    try {
      const body = writeBody(form, categories, tags)
      const saved = article ? await api.update({ ...body, id: article.id }) : await api.add(body)
      forgetDraft()
      store.setState(article ? { base: form, draftSavedAt: null } : { base: form })
      toast.success(
        form.status === 3 ? WRITER_MSG.draftSaved : article ? WRITER_MSG.updated : WRITER_MSG.published,
      )
      return saved.id
    } catch (error) {
      toastFailure(error, WRITER_MSG.saveFailed)
      return null
    } finally {
      store.setState({ saving: false })
    }
  }

  const remove = async (): Promise<boolean> => {
    if (!article) return false
    try {
      await api.remove(article.id)
      forgetDraft()
      // nothing left to lose: leaving must not ask
      store.setState((s) => ({ form: s.base }))
      toast.success(WRITER_MSG.deleted)
      return true
    } catch (error) {
      toastFailure(error, WRITER_MSG.deleteFailed)
      return false
    }
  }

  const store = createStore<WriterState>()((set, get) => ({
    form: start,
    base: start,
    errors: {},
    offer: kept && !sameForm(kept.form, start) ? kept : null,
    draftSavedAt: null,
    saving: false,
    editorSeed: 0,
    change: (patch) => {
      // a draft is only offered until the owner starts on the page as it is
      set((s) => ({ form: { ...s.form, ...patch }, offer: null }))
      autosave.schedule()
    },
    restore: () => {
      const { offer } = get()
      if (offer) set((s) => ({ form: offer.form, offer: null, editorSeed: s.editorSeed + 1 }))
    },
    discard: () => {
      drafts.remove(key)
      set({ offer: null })
    },
    save,
    remove,
    flush: () => autosave.flush(),
  }))
  return store
}
