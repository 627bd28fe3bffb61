/**
 * One comment section's state and rules (docs/architecture.md §3: a vanilla store, the component draws
 * and dispatches). A store per mounted section: the top-level list paged by COMMENT_PAGE_SIZE, a
 * thread of replies under each comment paged the same way, the section total, optimistic likes.
 *
 * Paging survives local changes: the next page is computed from how many server-ordered rows we
 * hold (rows we added ourselves are not counted), and every page is merged by id. A comment posted
 * or deleted here therefore never makes "加载更多" skip a row; at worst a page overlaps and the
 * duplicate is dropped.
 */
import { createStore } from 'zustand/vanilla'
import { frontGetChildrenComment, frontGetParentComment, getCommentTotal } from '../api/comment.ts'
import { COMMENT_PAGE_SIZE, type Comment } from '../contract/index.ts'
import type { CommentWrites } from './comments-writes.ts'
import { loadWrites } from './load-writes.ts'
import { guestHeaders } from './guest.ts'
import {
  type CommentOrder,
  type CommentsState,
  type CommentsStore,
  type CommentsStoreOptions,
  emptyThread,
  mergePage,
  nextPage,
  type Thread,
} from './comments-state.ts'

export * from './comments-state.ts'


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
      pendingWrites ??= loadWrites().then((m) =>
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
