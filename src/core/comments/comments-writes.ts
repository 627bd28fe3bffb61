/**
 * What a comment section's store (comments-store.ts) does after its first screen: the next page,
 * like, post, reply, delete. It is fetched on the first of them, so the first screen of a section
 * carries only what shows it (docs/architecture.md §4).
 */
import {
  addComment,
  applyComment,
  cancelCommentLike,
  deleteComment,
  frontGetParentComment,
  thumbUpComment,
} from '../api/comment.ts'
import { addGuestComment, applyGuestComment, asGuest } from '../api/guest-comment.ts'
import {
  COMMENT_PAGE_SIZE,
  type Comment,
  type CommentAddBody,
  type CommentApplyBody,
  type CommentType,
} from '../contract/index.ts'
import { toastMessageFor } from '../api/failure.ts'
import { createLikeToggle } from '../like/index.ts'
import { toast } from '../toast/index.ts'
import {
  type CommentsState,
  type GuestPost,
  emptyThread,
  mergePage,
  nextPage,
  MSG_COMMENTED,
  MSG_HELD,
  MSG_DELETED,
  MSG_FAILED,
  MSG_REPLIED,
  type Thread,
} from './comments-state.ts'
import { rememberGuest } from './guest.ts'

function report(error: unknown): void {
  const message = toastMessageFor(error, MSG_FAILED)
  if (message) toast.error(message)
}

/** What the writes reach of their store. */
export interface WriteContext {
  type: CommentType
  forId: number
  get: () => CommentsState
  set: (patch: Partial<CommentsState>) => void
  patchComment: (id: number, patch: Partial<Comment>) => void
  findComment: (id: number) => Comment | undefined
  setThread: (parentId: number, patch: Partial<Thread>) => void
  /** the store's current list generation (answers of an older one are dropped) */
  generation: () => number
  /** starts the replies of newly listed comments */
  openThreads: (comments: Comment[], gen: number) => void
}

export type CommentWrites = Pick<CommentsState, 'loadMore' | 'toggleLike' | 'add' | 'reply' | 'remove'>

/**
 * Posts as a guest when the composer gave a guest's fields (remembered for the next comment as
 * soon as they are sent), else as the signed-in reader. A guest's answer carries their token:
 * the comment is theirs to delete even when the request that made it carried no token yet.
 */
async function posted<B extends CommentAddBody>(
  body: B,
  guest: GuestPost | undefined,
  asUser: (body: B) => Promise<Comment>,
  asGuestWith: (body: B) => Promise<Comment>,
): Promise<Comment> {
  if (!guest) return asUser(body)
  const { pass, ...fields } = guest
  rememberGuest(fields)
  const { guest_token: _token, ...comment } = (await asGuestWith({ ...body, guest: fields, ...pass })) as Comment & {
    guest_token?: string
  }
  return { ...comment, mine: true }
}

export function commentWrites(store: WriteContext): CommentWrites {
  const { type, forId, get, set, patchComment, findComment, setThread, generation, openThreads } = store
  const likes = createLikeToggle<number>()
  return {
    loadMore: async () => {
      const { status, loadingMore, list, local, order: current } = get()
      if (status !== 'ready' || loadingMore) return
      const gen = generation()
      set({ loadingMore: true })
      try {
        const page = await frontGetParentComment(
          {
            type,
            for_id: forId,
            current: nextPage(list.length - local.length),
            size: COMMENT_PAGE_SIZE,
            order: current,
          },
          asGuest(),
        )
        if (gen !== generation()) return
        const held = get()
        const merged = mergePage(held.list, held.local, page.list, true)
        // an empty page means the server has no more, whatever the old total said
        const listTotal =
          page.list.length === 0 ? merged.list.length : Math.max(page.total, merged.list.length)
        set({ list: merged.list, local: merged.local, listTotal, loadingMore: false })
        openThreads(page.list, gen)
      } catch (error) {
        if (gen !== generation()) return
        set({ loadingMore: false })
        report(error)
      }
    },

    toggleLike: async (id) => {
      const comment = findComment(id)
      if (!comment) return
      await likes.toggle(id, {
        before: { liked: comment.is_like, count: comment.thumbs_up },
        send: async (liking) => {
          const result = await (liking ? thumbUpComment(id) : cancelCommentLike(id))
          return { liked: result.is_like, count: result.thumbs_up }
        },
        show: ({ liked, count }) => patchComment(id, { is_like: liked, thumbs_up: count }),
        failure: () => MSG_FAILED,
      })
    },

    add: async (content, guest) => {
      try {
        const comment = await posted<CommentAddBody>(
          { type, for_id: forId, content },
          guest,
          (body) => addComment(body),
          addGuestComment,
        )
        const { list, local, listTotal, total, threads } = get()
        set({
          list: [comment, ...list.filter((c) => c.id !== comment.id)],
          local: [comment.id, ...local],
          listTotal: listTotal + 1,
          total: total + 1,
          threads: { ...threads, [comment.id]: emptyThread(0) },
        })
        toast.success(comment.held ? MSG_HELD : MSG_COMMENTED)
        return comment
      } catch (error) {
        report(error)
        return null
      }
    },

    reply: async (target, content, guest) => {
      const parentId = target.parent_id ?? target.id
      try {
        const reply = await posted<CommentApplyBody>(
          { type, for_id: forId, parent_id: parentId, to_id: target.from_id ?? 0, content },
          guest,
          (body) => applyComment(body),
          applyGuestComment,
        )
        const thread = get().threads[parentId] ?? emptyThread(0)
        setThread(parentId, {
          replies: [...thread.replies.filter((c) => c.id !== reply.id), reply],
          local: [...thread.local, reply.id],
          total: thread.total + 1,
        })
        const parent = get().list.find((c) => c.id === parentId)
        if (parent) patchComment(parentId, { reply_count: parent.reply_count + 1 })
        set({ total: get().total + 1 })
        toast.success(reply.held ? MSG_HELD : MSG_REPLIED)
        return reply
      } catch (error) {
        report(error)
        return null
      }
    },

    remove: async (comment) => {
      try {
        await deleteComment(comment.id, asGuest())
      } catch (error) {
        report(error)
        return false
      }
      const state = get()
      if (comment.parent_id === null) {
        // a parent takes its replies with it (docs/api.md §10)
        const thread = state.threads[comment.id]
        const replies = Math.max(thread?.total ?? 0, comment.reply_count)
        const threads = { ...state.threads }
        delete threads[comment.id]
        set({
          list: state.list.filter((c) => c.id !== comment.id),
          local: state.local.filter((id) => id !== comment.id),
          listTotal: Math.max(0, state.listTotal - 1),
          total: Math.max(0, state.total - 1 - replies),
          threads,
        })
      } else {
        const parentId = comment.parent_id
        const thread = state.threads[parentId]
        if (thread) {
          setThread(parentId, {
            replies: thread.replies.filter((c) => c.id !== comment.id),
            local: thread.local.filter((id) => id !== comment.id),
            total: Math.max(0, thread.total - 1),
          })
        }
        const parent = state.list.find((c) => c.id === parentId)
        if (parent) patchComment(parentId, { reply_count: Math.max(0, parent.reply_count - 1) })
        set({ total: Math.max(0, get().total - 1) })
      }
      toast.success(MSG_DELETED)
      return true
    },
  }
}
