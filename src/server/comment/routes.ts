import { Hono } from 'hono'
import * as v from 'valibot'
import { COMMENT_PAGE_SIZE } from '../../core/contract/index.ts'
import { commentError } from '../../core/validate/index.ts'
import {
  commentAuthor,
  commentPlace,
  countComments,
  deleteComment,
  insertComment,
  pageComments,
  UNKNOWN_PLACE,
  wroteInThread,
} from './sql.ts'
import { type CommentTargetType, commentedMessage, findCommentTarget, repliedMessage } from './target-sql.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { actorKey, isAdmin, requireUser } from '../http/auth.ts'
import { badRequest, forbidden, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page, ruledText } from '../http/validate.ts'
import { likeHandlers } from '../like/handlers.ts'
import { likerOf } from '../like/sql.ts'
import { notifyUser } from '../notify/sql.ts'

const type = v.picklist([1, 2, 3], '评论类型应为 1（文章）、2（说说）或 3（留言）')
const content = ruledText(commentError)
const listPage = { current: page.current, size: v.optional(v.unwrap(page.size), COMMENT_PAGE_SIZE) }

const TargetSchema = v.object({ type, for_id: id })
const AddSchema = v.object({ type, for_id: id, content })
const ApplySchema = v.object({ type, for_id: id, parent_id: id, to_id: id, content })
const ParentListSchema = v.object({
  type,
  for_id: id,
  ...listPage,
  order: v.optional(v.picklist(['new', 'hot'], '排序方式应为 new 或 hot'), 'new'),
})
const ChildListSchema = v.object({ type, for_id: id, parent_id: id, ...listPage })

const TARGET_MISSING = '评论的内容不存在'
const COMMENT_MISSING = '评论不存在'

export function commentRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  const targetOf = async (c: AppContext, t: CommentTargetType, forId: number) => {
    const target = await findCommentTarget(db, t, forId, c.get('user'))
    if (!target) throw notFound(TARGET_MISSING)
    return target
  }

  r.post('/add', async (c) => {
    const me = requireUser(c)
    await ctx.limits.comment.hit(actorKey(c))
    const input = await body(c, AddSchema)
    const target = await targetOf(c, input.type, input.for_id)
    const row = await insertComment(db, { ...input, parent_id: null, from_id: me.id, to_id: null })
    await notifyUser(ctx, {
      user_id: target.owner,
      from_id: me.id,
      type: target.type,
      to_id: target.id,
      message: commentedMessage(me.nick_name, target, input.content),
    })
    return ok(c, { ...row, is_like: false, reply_count: 0, ipAddress: UNKNOWN_PLACE })
  })

  r.post('/apply', async (c) => {
    const me = requireUser(c)
    await ctx.limits.comment.hit(actorKey(c))
    const input = await body(c, ApplySchema)
    const target = await targetOf(c, input.type, input.for_id)
    const parent = await commentPlace(db, input.parent_id)
    if (!parent) throw notFound(COMMENT_MISSING)
    if (parent.type !== input.type || parent.for_id !== input.for_id) {
      throw badRequest('回复的评论不属于该内容')
    }
    // replies hang on the top-level comment, however deep the client thinks it replied
    const topId = parent.parent_id ?? parent.id
    // the addressee must have written in this thread: no notifying strangers through a reply
    if (!(await wroteInThread(db, topId, input.to_id))) throw badRequest('只能回复该评论下的用户')
    const row = await insertComment(db, {
      type: input.type,
      for_id: input.for_id,
      parent_id: topId,
      from_id: me.id,
      to_id: input.to_id,
      content: input.content,
    })
    await notifyUser(ctx, {
      user_id: input.to_id,
      from_id: me.id,
      type: target.type,
      to_id: target.id,
      message: repliedMessage(me.nick_name, target, input.content),
    })
    return ok(c, { ...row, is_like: false, reply_count: 0, ipAddress: UNKNOWN_PLACE })
  })

  /** One page of a target's comments under `parentId` (null: the top level), liked-by-me marked. */
  const commentPage = async (
    c: AppContext,
    q: { type: CommentTargetType; for_id: number; current: number; size: number },
    parentId: number | null,
    order: 'new' | 'hot' | 'oldest',
  ) => {
    await targetOf(c, q.type, q.for_id)
    return pageComments(ctx, q, parentId, order, likerOf(c))
  }

  r.post('/frontGetParentComment', async (c) => {
    const q = await body(c, ParentListSchema)
    return ok(c, await commentPage(c, q, null, q.order))
  })

  r.post('/frontGetChildrenComment', async (c) => {
    const q = await body(c, ChildListSchema)
    return ok(c, await commentPage(c, q, q.parent_id, 'oldest'))
  })

  r.post('/getCommentTotal', async (c) => {
    const q = await body(c, TargetSchema)
    await targetOf(c, q.type, q.for_id)
    return ok(c, await countComments(db, q.type, q.for_id))
  })

  const likes = likeHandlers(ctx, 'comment', 'thumbs_up')
  r.put('/thumbUp/:id', likes.like)
  r.put('/cancelCommentLike/:id', likes.unlike)

  const remove = async (c: AppContext) => {
    const me = requireUser(c)
    const commentId = intParam(c, 'id')
    const author = await commentAuthor(db, commentId)
    if (author === undefined) throw notFound(COMMENT_MISSING)
    if (author !== me.id && !isAdmin(me)) throw forbidden()
    await deleteComment(db, commentId)
    return ok(c, true)
  }
  r.delete('/delete/:id', remove)
  // the `blog-v3` client names the parent too; the server knows it already, but checks its shape
  r.delete('/delete/:id/:parent_id', async (c) => {
    intParam(c, 'parent_id')
    return remove(c)
  })

  return r
}
