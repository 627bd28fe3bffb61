/**
 * The talk (说说) list's state and rules: paging ("加载更多" until "已经到底啦"), or one talk by id,
 * and optimistic likes rolled back on failure. One store per mounted list.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { toastMessageFor } from '../api/failure.ts'
import { blogGetTalkList, cancelLikeTalk, getTalkById, likeTalk } from '../api/talk.ts'
import { PAGE_SIZE_MAX, type Talk } from '../contract/index.ts'
import { createLikeToggle } from '../like/index.ts'
import { toast } from '../toast/index.ts'

export const TALK_PAGE_SIZE = 10
const MSG_FAILED = '操作失败，请稍后再试'

export interface TalkState {
  status: 'loading' | 'ready' | 'error'
  list: Talk[]
  /** talks on the server (1 when showing one talk) */
  total: number
  loadingMore: boolean
  load(): Promise<void>
  loadMore(): Promise<void>
  /** optimistic; rolled back (with a toast) when the call fails */
  toggleLike(id: number): Promise<void>
  /** the embedded comment section reported a new total */
  setCommentTotal(id: number, total: number): void
}

export type TalkStore = StoreApi<TalkState>

export interface TalkStoreOptions {
  /** show only this talk */
  talkId?: number
  /** default 10, at most 50 */
  pageSize?: number
}

export function createTalkStore({ talkId, pageSize }: TalkStoreOptions = {}): TalkStore {
  const size = Math.min(
    PAGE_SIZE_MAX,
    Math.max(1, Math.floor(pageSize && Number.isFinite(pageSize) ? pageSize : TALK_PAGE_SIZE)),
  )
  const likes = createLikeToggle<number>()
  let generation = 0

  return createStore<TalkState>()((set, get) => {
    const patch = (id: number, change: Partial<Talk>) =>
      set({ list: get().list.map((t) => (t.id === id ? { ...t, ...change } : t)) })

    return {
      status: 'loading',
      list: [],
      total: 0,
      loadingMore: false,

      load: async () => {
        generation += 1
        const gen = generation
        set({ status: 'loading', list: [], total: 0, loadingMore: false })
        try {
          if (talkId !== undefined) {
            const talk = await getTalkById(talkId)
            if (gen === generation) set({ status: 'ready', list: [talk], total: 1 })
            return
          }
          const page = await blogGetTalkList({ current: 1, size })
          if (gen === generation) set({ status: 'ready', list: page.list, total: page.total })
        } catch {
          if (gen === generation) set({ status: 'error' })
        }
      },

      loadMore: async () => {
        const { status, loadingMore, list } = get()
        if (talkId !== undefined || status !== 'ready' || loadingMore) return
        const gen = generation
        set({ loadingMore: true })
        try {
          // the page after the rows held; a partial page is asked again and merged by id
          const page = await blogGetTalkList({ current: Math.floor(list.length / size) + 1, size })
          if (gen !== generation) return
          const held = get().list
          const ids = new Set(held.map((t) => t.id))
          const merged = [...held, ...page.list.filter((t) => !ids.has(t.id))]
          const total = merged.length === held.length ? merged.length : Math.max(page.total, merged.length)
          set({ list: merged, total, loadingMore: false })
        } catch (error) {
          if (gen !== generation) return
          set({ loadingMore: false })
          const message = toastMessageFor(error, MSG_FAILED)
          if (message) toast.error(message)
        }
      },

      toggleLike: async (id) => {
        const talk = get().list.find((t) => t.id === id)
        if (!talk) return
        await likes.toggle(id, {
          before: { liked: talk.is_like, count: talk.like_times },
          send: async (liking) => {
            const result = await (liking ? likeTalk(id) : cancelLikeTalk(id))
            return { liked: result.is_like, count: result.like_times }
          },
          show: ({ liked, count }) => patch(id, { is_like: liked, like_times: count }),
          failure: () => MSG_FAILED,
        })
      },

      setCommentTotal: (id, total) => {
        if (get().list.some((t) => t.id === id && t.comment_total !== total))
          patch(id, { comment_total: total })
      },
    }
  })
}
