/**
 * One comment section's state and rules (DESIGN §3/§8: a vanilla store, the component only renders
 * and dispatches). A store per mounted section: the top-level list paged by COMMENT_PAGE_SIZE, a
 * thread of replies under each comment paged the same way, the section total, optimistic likes.
 *
 * Paging survives local changes: the next page is computed from how many server-ordered rows we
 * hold (rows we added ourselves are not counted), and every page is merged by id. A comment posted
 * or deleted here therefore never makes "加载更多" skip a row; at worst a page overlaps and the
 * duplicate is dropped.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { frontGetChildrenComment, frontGetParentComment, getCommentTotal } from '../api/comment.ts'
import { COMMENT_PAGE_SIZE, type Comment, type CommentType, type GuestFields } from '../contract/index.ts'
import type { CommentWrites } from './comments-writes.ts'
import { guestHeaders } from './guest.ts'

export type CommentOrder = 'new' | 'hot'

export const MSG_DELETED = '删除成功'
export const MSG_COMMENTED = '评论成功'
export const MSG_REPLIED = '回复成功'
export const MSG_FAILED = '操作失败，请稍后再试'

export interface Thread {
  /** loaded replies, oldest first (those posted here at the end) */
  replies: Comment[]
  /** replies on the server */
  total: number
  /** ids of replies posted from this page, not yet seen in a server page */
  local: number[]
  loading: boolean
  error: boolean
}

export interface CommentsState {
  status: 'loading' | 'ready' | 'error'
  order: CommentOrder
  /** every comment of the target, replies included ("N 条评论") */
  total: number
  /** top-level comments shown, in the server's order (those posted here first) */
  list: Comment[]
  /** top-level comments on the server */
  listTotal: number
  /** ids of top-level comments posted from this page */
  local: number[]
  loadingMore: boolean
  threads: Record<number, Thread>

  /** (re)loads the total and the first page */
  load(): Promise<void>
  setOrder(order: CommentOrder): Promise<void>
  loadMore(): Promise<void>
  /** the next page of replies under a top-level comment */
  loadReplies(parentId: number): Promise<void>
  /** back to the first page of replies */
  collapseReplies(parentId: number): void
  /** optimistic; rolled back (with a toast) when the call fails */
  toggleLike(id: number): Promise<void>
  /** posts a top-level comment (as `guest` when signed out on a page); null on failure (already toasted) */
  add(content: string, guest?: GuestFields): Promise<Comment | null>
  /** replies to `target` (a top-level comment or a reply in its thread) */
  reply(target: Comment, content: string, guest?: GuestFields): Promise<Comment | null>
  /** deletes without asking (the component confirms first); true on success */
  remove(comment: Comment): Promise<boolean>
}

export type CommentsStore = StoreApi<CommentsState>

export interface CommentsStoreOptions {
  type: CommentType
  forId: number
  order?: CommentOrder
}

export const emptyThread = (total: number): Thread => ({
  replies: [],
  total,
  local: [],
  loading: false,
  error: false,
})

/** Rows we hold, then the page's new rows, then our own rows the server has not listed yet. */
export function mergePage(held: Comment[], local: number[], page: Comment[], localFirst: boolean) {
  const pageIds = new Set(page.map((c) => c.id))
  const stillLocal = local.filter((id) => !pageIds.has(id))
  const isLocal = (c: Comment) => stillLocal.includes(c.id)
  const ours = held.filter(isLocal)
  const served = held.filter((c) => !isLocal(c))
  const servedIds = new Set(served.map((c) => c.id))
  const merged = [...served, ...page.filter((c) => !servedIds.has(c.id))]
  return { list: localFirst ? [...ours, ...merged] : [...merged, ...ours], local: stillLocal }
}

/** The page that follows the rows we hold in server order (a partial page is fetched again). */
export const nextPage = (served: number): number => Math.floor(served / COMMENT_PAGE_SIZE) + 1

export function createCommentsStore({ type, forId, order = 'new' }: CommentsStoreOptions): CommentsStore {
  // Each list request carries the generation it was made in; a reload or an order switch starts a
  // new one, so answers to older requests are dropped instead of mixing two orders.
  let generation = 0

  return createStore<CommentsState>()((set, get) => {
    const patchComment = (id: number, patch: Partial<Comment>) => {
      const { list, threads } = get()
      const apply = (c: Comment) => (c.id === id ? { ...c, ...patch } : c)
      const nextThreads: Record<number, Thread> = {}
      for (const [key, thread] of Object.entries(threads)) {
        nextThreads[Number(key)] = thread.replies.some((c) => c.id === id)
          ? { ...thread, replies: thread.replies.map(apply) }
          : thread
      }
      set({ list: list.map(apply), threads: nextThreads })
    }

    const findComment = (id: number): Comment | undefined => {
      const { list, threads } = get()
      return (
        list.find((c) => c.id === id) ??
        Object.values(threads)
          .flatMap((t) => t.replies)
          .find((c) => c.id === id)
      )
    }

    const setThread = (parentId: number, patch: Partial<Thread>) => {
      const current = get().threads[parentId] ?? emptyThread(0)
      set({ threads: { ...get().threads, [parentId]: { ...current, ...patch } } })
    }

    /** What follows the first screen (comments-writes.ts), fetched once, on first use. */
    let pendingWrites: Promise<CommentWrites> | null = null
    const writes = (): Promise<CommentWrites> => {
      pendingWrites ??= import('./comments-writes.ts').then((m) =>
        m.commentWrites({
          type,
          forId,
          get,
          set,
          patchComment,
          findComment,
          setThread,
          generation: () => generation,
          openThreads,
        }),
      )
      return pendingWrites
    }

    /** Loads the next page of replies under `parentId` (the first when none are held). */
    const fetchReplies = async (parentId: number, gen: number) => {
      const thread = get().threads[parentId] ?? emptyThread(0)
      const served = thread.replies.length - thread.local.length
      setThread(parentId, { loading: true, error: false })
      try {
        const page = await frontGetChildrenComment(
          {
            type,
            for_id: forId,
            parent_id: parentId,
            current: nextPage(served),
            size: COMMENT_PAGE_SIZE,
          },
          { headers: guestHeaders() },
        )
        if (gen !== generation) return
        const held = get().threads[parentId] ?? emptyThread(0)
        const merged = mergePage(held.replies, held.local, page.list, false)
        setThread(parentId, {
          replies: merged.list,
          local: merged.local,
          total: Math.max(page.total, merged.list.length),
          loading: false,
        })
      } catch {
        if (gen === generation) setThread(parentId, { loading: false, error: true })
      }
    }

    /** Starts the first page of replies for every new top-level comment that has some. */
    const openThreads = (comments: Comment[], gen: number) => {
      const threads = { ...get().threads }
      const toFetch: number[] = []
      for (const c of comments) {
        if (threads[c.id]) continue
        threads[c.id] = emptyThread(c.reply_count)
        if (c.reply_count > 0) toFetch.push(c.id)
      }
      set({ threads })
      for (const id of toFetch) void fetchReplies(id, gen)
    }

    const fetchFirst = async (nextOrder: CommentOrder) => {
      generation += 1
      const gen = generation
      set({ status: 'loading', order: nextOrder, list: [], local: [], threads: {}, loadingMore: false })
      try {
        const [total, page] = await Promise.all([
          getCommentTotal({ type, for_id: forId }),
          frontGetParentComment(
            { type, for_id: forId, current: 1, size: COMMENT_PAGE_SIZE, order: nextOrder },
            { headers: guestHeaders() },
          ),
        ])
        if (gen !== generation) return
        set({ status: 'ready', total, list: page.list, listTotal: page.total })
        openThreads(page.list, gen)
      } catch {
        if (gen === generation) set({ status: 'error' })
      }
    }

    return {
      status: 'loading',
      order,
      total: 0,
      list: [],
      listTotal: 0,
      local: [],
      loadingMore: false,
      threads: {},

      load: () => fetchFirst(get().order),

      setOrder: async (next) => {
        if (next === get().order && get().status !== 'error') return
        await fetchFirst(next)
      },

      // what follows the first screen arrives on first use (docs/architecture.md §4)
      loadMore: async () => (await writes()).loadMore(),

      loadReplies: (parentId) => fetchReplies(parentId, generation),

      collapseReplies: (parentId) => {
        const thread = get().threads[parentId]
        if (!thread) return
        const kept = thread.replies.slice(0, COMMENT_PAGE_SIZE)
        // the rows dropped are re-fetched on demand; our own rows that stayed keep their mark
        setThread(parentId, {
          replies: kept,
          local: thread.local.filter((id) => kept.some((c) => c.id === id)),
        })
      },

      toggleLike: async (id) => (await writes()).toggleLike(id),
      add: async (content, guest) => (await writes()).add(content, guest),
      reply: async (target, content, guest) => (await writes()).reply(target, content, guest),
      remove: async (comment) => (await writes()).remove(comment),
    }
  })
}
