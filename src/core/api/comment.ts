import type {
  ChildCommentQuery,
  Comment,
  CommentAddBody,
  CommentApplyBody,
  CommentLikeResult,
  CommentPreview,
  CommentSettings,
  CommentType,
  Paged,
  ParentCommentQuery,
} from '../contract/index.ts'
import { type CallOptions, del, get, post, put, seg } from './client.ts'

// A guest's calls (their token as `X-Xz-Guest`, the token an add answers with) are in
// api/guest-comment.ts, which only a guest's composer loads (docs/api.md §25); `options` carries
// the guest's header to a list or a delete.

/** Signed in, or as a guest through api/guest-comment.ts; the owner of `for_id` is notified. */
export const addComment = (body: CommentAddBody, options?: CallOptions): Promise<Comment> =>
  post('comment/add', body, options)

/** A reply; `to_id` is notified (0 answers a guest, who has no account to notify). */
export const applyComment = (body: CommentApplyBody, options?: CallOptions): Promise<Comment> =>
  post('comment/apply', body, options)

export const frontGetParentComment = (
  query: ParentCommentQuery,
  options?: CallOptions,
): Promise<Paged<Comment>> => post('comment/frontGetParentComment', query, options)

export const frontGetChildrenComment = (
  query: ChildCommentQuery,
  options?: CallOptions,
): Promise<Paged<Comment>> => post('comment/frontGetChildrenComment', query, options)

export const getCommentTotal = (body: { type: CommentType; for_id: number }): Promise<number> =>
  post('comment/getCommentTotal', body)

export const thumbUpComment = (id: number): Promise<CommentLikeResult> => put(`comment/thumbUp/${seg(id)}`)

export const cancelCommentLike = (id: number): Promise<CommentLikeResult> =>
  put(`comment/cancelCommentLike/${seg(id)}`)

/** Own comment (a guest's by their token) or admin; a parent takes its replies with it. */
export const deleteComment = async (id: number, options?: CallOptions): Promise<void> => {
  await del(`comment/delete/${seg(id)}`, options)
}

/** The composer's 预览: the server's own rendering of the text. */
export const previewComment = (content: string): Promise<CommentPreview> =>
  post('comment/preview', { content })

/** The owner's comment settings (admin only, docs/desk-api.md). */
export const getCommentSettings = (): Promise<CommentSettings> => get('desk/comment-settings')

export const putCommentSettings = (settings: CommentSettings): Promise<CommentSettings> =>
  put('desk/comment-settings', settings)
