import type {
  ChildCommentQuery,
  Comment,
  CommentAddBody,
  CommentApplyBody,
  CommentLikeResult,
  CommentPreview,
  CommentType,
  Paged,
  ParentCommentQuery,
  PostedComment,
} from '../contract/index.ts'
import { type CallOptions, del, post, put, seg } from './client.ts'

/**
 * A guest's token goes with every comment call as `X-Xz-Guest` (docs/api.md, guests): the server
 * then marks the guest's own comments `mine` and lets them delete those.
 */
const asGuest = (token: string | null | undefined): CallOptions | undefined =>
  token ? { headers: { 'X-Xz-Guest': token } } : undefined

/** Login required, or a guest on a page; the owner of `for_id` is notified unless it is the author. */
export const addComment = (body: CommentAddBody, guestToken?: string | null): Promise<PostedComment> =>
  post('comment/add', body, asGuest(guestToken))

/** A reply; `to_id` is notified. */
export const applyComment = (body: CommentApplyBody, guestToken?: string | null): Promise<PostedComment> =>
  post('comment/apply', body, asGuest(guestToken))

export const frontGetParentComment = (
  query: ParentCommentQuery,
  guestToken?: string | null,
): Promise<Paged<Comment>> => post('comment/frontGetParentComment', query, asGuest(guestToken))

export const frontGetChildrenComment = (
  query: ChildCommentQuery,
  guestToken?: string | null,
): Promise<Paged<Comment>> => post('comment/frontGetChildrenComment', query, asGuest(guestToken))

export const getCommentTotal = (body: { type: CommentType; for_id: number }): Promise<number> =>
  post('comment/getCommentTotal', body)

export const thumbUpComment = (id: number): Promise<CommentLikeResult> => put(`comment/thumbUp/${seg(id)}`)

export const cancelCommentLike = (id: number): Promise<CommentLikeResult> =>
  put(`comment/cancelCommentLike/${seg(id)}`)

/** Own comment (a guest's by their token) or admin; a parent takes its replies with it. */
export const deleteComment = async (id: number, guestToken?: string | null): Promise<void> => {
  await del(`comment/delete/${seg(id)}`, asGuest(guestToken))
}

/** The comment as it will show: the server's safe Markdown subset, as HTML. */
export const previewComment = (content: string): Promise<CommentPreview> =>
  post('comment/preview', { content })
