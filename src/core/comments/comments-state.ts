/**
 * What a comment section's store holds and the rules its first screen and its lazy writes
 * (comments-writes.ts) share. Apart from the store so the writes import no module that imports
 * them back: a bundler splits an entry's shared modules into extra chunks around such a loop.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { GuestPass } from '../spam/index.ts'
import { COMMENT_PAGE_SIZE, type Comment, type CommentType, type GuestFields } from '../contract/index.ts'

/**
 * A guest's comment: their fields, and the form's pass (docs/api.md §27: the form token, a solved
 * proof of work when asked, and the honeypot's value, which a person leaves empty).
 */
export type GuestPost = GuestFields & { pass?: GuestPass & { website?: string } }

export type CommentOrder = 'new' | 'hot'

export const MSG_DELETED = '删除成功'
export const MSG_COMMENTED = '评论成功'
export const MSG_REPLIED = '回复成功'
/** a comment or reply the review queue holds: only its author sees it until then */
export const MSG_HELD = '已提交，站长审核通过后公开'
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
  add(content: string, guest?: GuestPost): Promise<Comment | null>
  /** replies to `target` (a top-level comment or a reply in its thread) */
  reply(target: Comment, content: string, guest?: GuestPost): Promise<Comment | null>
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
