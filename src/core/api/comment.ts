import type {
  ChildCommentQuery,
  Comment,
  CommentAddBody,
  CommentApplyBody,
  CommentLikeResult,
  CommentType,
  Paged,
  ParentCommentQuery,
} from '../contract/index.ts'
import { del, post, put, seg } from './client.ts'

/** Login required; the owner of `for_id` is notified unless it is the author. */
export const addComment = (body: CommentAddBody): Promise<Comment> => post('comment/add', body)

/** A reply; `to_id` is notified. */
export const applyComment = (body: CommentApplyBody): Promise<Comment> => post('comment/apply', body)

export const frontGetParentComment = (query: ParentCommentQuery): Promise<Paged<Comment>> =>
  post('comment/frontGetParentComment', query)

export const frontGetChildrenComment = (query: ChildCommentQuery): Promise<Paged<Comment>> =>
  post('comment/frontGetChildrenComment', query)

export const getCommentTotal = (body: { type: CommentType; for_id: number }): Promise<number> =>
  post('comment/getCommentTotal', body)

export const thumbUpComment = (id: number): Promise<CommentLikeResult> => put(`comment/thumbUp/${seg(id)}`)

export const cancelCommentLike = (id: number): Promise<CommentLikeResult> =>
  put(`comment/cancelCommentLike/${seg(id)}`)

/** Own comment or admin; a parent takes its replies with it. */
export const deleteComment = async (id: number): Promise<void> => {
  await del(`comment/delete/${seg(id)}`)
}
