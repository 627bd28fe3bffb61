import type { ArticleForm } from './article-form.ts'

/**
 * Drafts of the writing page, kept in this browser's localStorage so a crash or a closed tab
 * loses nothing: one per article ('new' for one not yet saved). A draft is plain JSON — it is the
 * owner's own text on the owner's own machine, nothing to hide from them — and a broken or
 * foreign value reads as "no draft" rather than an error.
 */

export interface ArticleDraft {
  form: ArticleForm
  /** when it was written (ms since the epoch) */
  savedAt: number
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const PREFIX = 'xz-desk-draft:'

/** The draft's name: 'new' for an unsaved article, else its id. */
export const draftKey = (articleId: number | null): string => (articleId === null ? 'new' : String(articleId))

function defaultStorage(): KeyValue | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // storage disabled (private mode, sandboxed frame): drafts simply are not kept
    return null
  }
}

function isDraft(value: unknown): value is ArticleDraft {
  if (typeof value !== 'object' || value === null) return false
  const { form, savedAt } = value as Partial<ArticleDraft>
  return (
    typeof savedAt === 'number' &&
    typeof form === 'object' &&
    form !== null &&
    typeof form.article_title === 'string' &&
    typeof form.article_content === 'string' &&
    Array.isArray(form.tags)
  )
}

export interface DraftStore {
  load(key: string): ArticleDraft | null
  /** false when the browser refused (quota, disabled storage) */
  save(key: string, form: ArticleForm, now?: number): boolean
  remove(key: string): void
}

export function createDraftStore(storage: KeyValue | null = defaultStorage()): DraftStore {
  return {
    load(key) {
      try {
        const raw = storage?.getItem(PREFIX + key)
        if (!raw) return null
        const value: unknown = JSON.parse(raw)
        return isDraft(value) ? value : null
      } catch {
        return null
      }
    },
    save(key, form, now = Date.now()) {
      if (!storage) return false
      try {
        storage.setItem(PREFIX + key, JSON.stringify({ form, savedAt: now } satisfies ArticleDraft))
        return true
      } catch {
        return false
      }
    },
    remove(key) {
      try {
        storage?.removeItem(PREFIX + key)
      } catch {
        // nothing kept, nothing to remove
      }
    },
  }
}

export interface Autosave {
  /** (re)starts the countdown: many keystrokes make one write */
  schedule(): void
  /** writes now if a write is pending (leaving the page) */
  flush(): void
  cancel(): void
}

/** Calls `write` once the owner has paused for `delayMs`. */
export function createAutosave(write: () => void, delayMs = 800): Autosave {
  let timer: ReturnType<typeof setTimeout> | null = null
  const cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  return {
    schedule() {
      cancel()
      timer = setTimeout(() => {
        timer = null
        write()
      }, delayMs)
    },
    flush() {
      if (timer === null) return
      cancel()
      write()
    },
    cancel,
  }
}
