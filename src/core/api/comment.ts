import type {
  ChildCommentQuery,
  Comment,
  CommentAddBody,
  CommentApplyBody,
  CommentLikeResult,
  CommentPreview,
  CommentSettings,
  CommentType,
  GuestCommentResult,
  Paged,
  ParentCommentQuery,
} from '../contract/index.ts'
import { guestHeaders, guestToken, setGuestToken } from '../comments/guest.ts'
import { del, get, post, put, seg } from './client.ts'

// Every comment call carries a guest's token (`X-Xz-Guest`) when the browser has one, so the
// server marks the guest's own comments `mine` and lets them delete them (docs/api.md §25). A
// guest's add or reply keeps the token the server answers with.

const asGuest = () => ({ headers: guestHeaders() })

/** A guest's body carries the token this browser already has, so its comments stay one guest's. */
function withToken<B extends CommentAddBody>(body: B): B {
  const token = guestToken()
  return body.guest && !body.guest_token && token ? { ...body, guest_token: token } : body
}

async function written(path: string, body: CommentAddBody): Promise<Comment> {
  const result = await post<Comment | GuestCommentResult>(path, withToken(body), asGuest())
  if ('guest_token' in result && typeof result.guest_token === 'string') setGuestToken(result.guest_token)
  return result
}

/**
 * Signed in, or on a page (type 4) as a guest (`guest` given) where the owner allows it; the
 * owner of `for_id` is notified unless it is the author.
 */
export const addComment = (body: CommentAddBody): Promise<Comment> => written('comment/add', body)

/** A reply; `to_id` is notified (0 answers a guest, who has no account to notify). */
export const applyComment = (body: CommentApplyBody): Promise<Comment> => written('comment/apply', body)

export const frontGetParentComment = (query: ParentCommentQuery): Promise<Paged<Comment>> =>
  post('comment/frontGetParentComment', query, asGuest())

export const frontGetChildrenComment = (query: ChildCommentQuery): Promise<Paged<Comment>> =>
  post('comment/frontGetChildrenComment', query, asGuest())

export const getCommentTotal = (body: { type: CommentType; for_id: number }): Promise<number> =>
  post('comment/getCommentTotal', body)

export const thumbUpComment = (id: number): Promise<CommentLikeResult> => put(`comment/thumbUp/${seg(id)}`)

export const cancelCommentLike = (id: number): Promise<CommentLikeResult> =>
  put(`comment/cancelCommentLike/${seg(id)}`)

/** Own comment (a guest's by their token) or admin; a parent takes its replies with it. */
export const deleteComment = async (id: number): Promise<void> => {
  await del(`comment/delete/${seg(id)}`, asGuest())
}

/** The composer's 预览: the server's own rendering of the text. */
export const previewComment = (content: string): Promise<CommentPreview> =>
  post('comment/preview', { content })

/** The owner's comment settings (admin only, docs/desk-api.md). */
export const getCommentSettings = (): Promise<CommentSettings> => get('desk/comment-settings')

export const putCommentSettings = (settings: CommentSettings): Promise<CommentSettings> =>
  put('desk/comment-settings', settings)
