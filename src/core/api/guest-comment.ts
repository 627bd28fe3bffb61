import type { Comment, CommentAddBody, CommentApplyBody, GuestCommentResult } from '../contract/index.ts'
import { guestHeaders, guestToken, setGuestToken } from '../comments/guest.ts'
import type { CallOptions } from './client.ts'
import { addComment, applyComment } from './comment.ts'

// A guest's side of the comment calls (docs/api.md §25): their token goes as `X-Xz-Guest`, so the
// server marks their own comments `mine` and lets them delete them, and an add or reply keeps
// the token the server answers with. Kept apart from api/comment.ts so a signed-in reader's
// comment section does not carry it.

/** Options for a list or delete call as this browser's guest (no header before a first comment). */
export const asGuest = (): CallOptions => ({ headers: guestHeaders() })

/** A guest's body carries the token this browser already has, so its comments stay one guest's. */
function withToken<B extends CommentAddBody>(body: B): B {
  const token = guestToken()
  return body.guest && !body.guest_token && token ? { ...body, guest_token: token } : body
}

function kept(result: Comment | GuestCommentResult): Comment {
  if ('guest_token' in result && typeof result.guest_token === 'string') setGuestToken(result.guest_token)
  return result
}

/** A comment on a page (type 4) by a guest (`guest` given), where the owner allows it. */
export const addGuestComment = async (body: CommentAddBody): Promise<Comment> =>
  kept(await addComment(withToken(body), asGuest()))

/** A guest's reply; `to_id` 0 answers another guest. */
export const applyGuestComment = async (body: CommentApplyBody): Promise<Comment> =>
  kept(await applyComment(withToken(body), asGuest()))
