import { Hono } from 'hono'
import * as v from 'valibot'
import { COMMENT_PAGE_SIZE, type CommentPreview, ID_MAX } from '../../core/contract/index.ts'
import { renderCommentHtml } from '../../core/markdown/comment.ts'
import { commentError, guestEmailError, guestNickError, guestUrlError } from '../../core/validate/index.ts'
import {
  commentAuthor,
  commentPlace,
  countComments,
  deleteComment,
  guestInThread,
  insertComment,
  publicComment,
  UNKNOWN_PLACE,
  wroteInThread,
} from './sql.ts'
import {
  type CommentTarget,
  type CommentTargetType,
  commentedMessage,
  findCommentTarget,
  repliedMessage,
} from './target-sql.ts'
import { cursorFields, listStart } from './keyset.ts'
import { type CommentOrder, pageComments } from './thread-list.ts'
import { guestHashOf, guestTokenOf, hashGuestToken, newGuestToken, validGuestToken } from './guest.ts'
import { commentRules, readCommentSettings } from './settings-sql.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { actorKey, isAdmin, requireUser } from '../http/auth.ts'
import { badRequest, forbidden, notFound, ok, unauthorized } from '../http/envelope.ts'
import { body, boundedInt, id, intParam, page, parseClientJson, ruledText } from '../http/validate.ts'
import { likeHandlers } from '../like/handlers.ts'
import { likerOf } from '../like/sql.ts'
import { notifyAdmins, notifyUser } from '../notify/sql.ts'
import { notice } from '../notify/notice.ts'
import { PAGE_COMMENT_TYPE } from '../page/sql.ts'
import { checkGuestPasses, guestPassFields } from '../moderation/guest-passes.ts'
import { screenComment } from '../moderation/comment-screen.ts'

/** Whether a signed-out caller's body names a guest: else the route answers 401 as before. */
async function sendsGuest(c: AppContext): Promise<boolean> {
  try {
    const raw = parseClientJson(await c.req.text())
    return typeof raw === 'object' && raw !== null && 'guest' in raw && raw.guest != null
  } catch {
    return false
  }
}

const type = v.picklist([1, 2, 3, 4], '评论类型应为 1（文章）、2（说说）、3（留言）或 4（页面）')
const content = ruledText(commentError)
const listPage = {
  current: page.current,
  size: v.optional(v.unwrap(page.size), COMMENT_PAGE_SIZE),
  ...cursorFields,
}

/** Who a guest says they are; whether the e-mail is required is the owner's setting, checked later. */
const GuestSchema = v.object({
  nick_name: ruledText(guestNickError),
  email: v.optional(
    ruledText((value) => guestEmailError(value, false)),
    '',
  ),
  url: v.optional(ruledText(guestUrlError), ''),
})
const guestParts = {
  guest: v.optional(GuestSchema),
  guest_token: v.optional(v.unknown()),
  ...guestPassFields,
}
/** 0 answers a guest (a guest has no account: their comments read from_id 0) */
const addressee = boundedInt(0, ID_MAX, { type: 'id 应为整数', low: 'id 应为正整数', high: 'id 太大' })

const TargetSchema = v.object({ type, for_id: id })
const AddSchema = v.object({ type, for_id: id, content, ...guestParts })
const ApplySchema = v.object({ type, for_id: id, parent_id: id, to_id: addressee, content, ...guestParts })
const ParentListSchema = v.object({
  type,
  for_id: id,
  ...listPage,
  order: v.optional(v.picklist(['new', 'hot'], '排序方式应为 new 或 hot'), 'new'),
})
const ChildListSchema = v.object({ type, for_id: id, parent_id: id, ...listPage })
const PreviewSchema = v.object({ content })

const TARGET_MISSING = '评论的内容不存在'
const COMMENT_MISSING = '评论不存在'
const GUESTS_OFF = '站长只允许登录用户评论，请先登录'
const GUESTS_ON_PAGES_ONLY = '请先登录后再评论'

/** Whoever writes: a signed-in user, or a guest with the token their browser keeps. */
export type Writer =
  | { kind: 'user'; id: number; name: string }
  | { kind: 'guest'; name: string; email: string | null; url: string | null; token: string }

export function commentRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  const targetOf = async (c: AppContext, t: CommentTargetType, forId: number) => {
    const target = await findCommentTarget(db, t, forId, c.get('user'))
    if (!target) throw notFound(TARGET_MISSING)
    return target
  }

  /**
   * The writer of an add or reply, the body read under the comment limit. Signed out and
   * without a guest it is a 401 as before; a guest writes only on a page, only where the owner
   * allows guests (docs/api.md §25).
   */
  const writerOf = async <S extends typeof AddSchema | typeof ApplySchema>(c: AppContext, schema: S) => {
    const me = c.get('user')
    if (!me && !(await sendsGuest(c))) requireUser(c)
    await ctx.limits.comment.hit(actorKey(c))
    const input: v.InferOutput<S> = await body(c, schema)
    const target = await targetOf(c, input.type, input.for_id)
    if (me) return { input, target, writer: { kind: 'user', id: me.id, name: me.nick_name } as Writer }
    if (target.type !== PAGE_COMMENT_TYPE) throw unauthorized(GUESTS_ON_PAGES_ONLY)
    const settings = await readCommentSettings(db)
    if (!commentRules(settings).guests) throw unauthorized(GUESTS_OFF)
    const guest = input.guest
    if (!guest) throw unauthorized()
    const emailProblem = guestEmailError(guest.email, settings.guest_email_required)
    if (emailProblem) throw badRequest(emailProblem)
    await checkGuestPasses(ctx, c.get('ip'), input)
    const writer: Writer = {
      kind: 'guest',
      name: guest.nick_name,
      email: guest.email || null,
      url: guest.url || null,
      token: validGuestToken(input.guest_token) ?? guestTokenOf(c) ?? newGuestToken(),
    }
    return { input, target, writer }
  }

  const authorColumns = (writer: Writer) =>
    writer.kind === 'user'
      ? { from_id: writer.id }
      : {
          from_id: null,
          guest: {
            name: writer.name,
            email: writer.email,
            url: writer.url,
            tokenHash: hashGuestToken(writer.token),
          },
        }

  /** The answer of an add or reply: the comment as lists show it, and a guest's token to keep. */
  const written = (row: Awaited<ReturnType<typeof insertComment>>, writer: Writer) => ({
    ...publicComment(row),
    is_like: false,
    reply_count: 0,
    ipAddress: UNKNOWN_PLACE,
    ...(writer.kind === 'guest' ? { mine: true as const, guest_token: writer.token } : {}),
  })

  /** The owner hears of a new comment: one user, or every admin for a page of the site. */
  const notifyOwner = async (target: CommentTarget, writer: Writer, text: string) => {
    const n = {
      from_id: writer.kind === 'user' ? writer.id : null,
      type: target.notifyType,
      to_id: target.id,
      message: commentedMessage(writer.name, target, text),
    }
    if (target.ownedByAdmins) await notifyAdmins(ctx, n)
    else await notifyUser(ctx, { ...n, user_id: target.owner })
  }

  r.post('/add', async (c) => {
    const { input, target, writer } = await writerOf(c, AddSchema)
    const screened = await screenComment(ctx, c, target.type, writer, input.content)
    const row = await insertComment(db, {
      type: input.type,
      for_id: input.for_id,
      parent_id: null,
      to_id: null,
      ...authorColumns(screened.writer),
      ...screened.columns,
    })
    // a held comment is news to nobody but the owner, asked to review it (docs/api.md §27)
    if (!screened.held) await notifyOwner(target, writer, screened.columns.content)
    await notice(ctx, screened.held ? { type: 'held', kind: 'comment', id: row.id } : { type: 'comment', id: row.id })
    return ok(c, written(row, writer))
  })

  r.post('/apply', async (c) => {
    const { input, target, writer } = await writerOf(c, ApplySchema)
    const parent = await commentPlace(db, input.parent_id)
    if (!parent) throw notFound(COMMENT_MISSING)
    if (parent.type !== input.type || parent.for_id !== input.for_id) {
      throw badRequest('回复的评论不属于该内容')
    }
    // replies hang on the top-level comment, however deep the client thinks it replied
    const topId = parent.parent_id ?? parent.id
    // to_id 0 answers a guest: the one who wrote the comment replied to, else the thread's latest
    const toGuest = input.to_id === 0 ? (parent.guest_name ?? (await guestInThread(db, topId))) : null
    // the addressee must have written in this thread: no notifying strangers through a reply
    const known = input.to_id === 0 ? toGuest !== undefined : await wroteInThread(db, topId, input.to_id)
    if (!known) throw badRequest('只能回复该评论下的用户')
    const screened = await screenComment(ctx, c, target.type, writer, input.content)
    const row = await insertComment(db, {
      type: input.type,
      for_id: input.for_id,
      parent_id: topId,
      to_id: input.to_id === 0 ? null : input.to_id,
      to_guest_name: toGuest,
      ...authorColumns(screened.writer),
      ...screened.columns,
    })
    // a guest has no account to be notified in; a held reply tells nobody yet
    if (input.to_id !== 0 && !screened.held) {
      await notifyUser(ctx, {
        user_id: input.to_id,
        from_id: writer.kind === 'user' ? writer.id : null,
        type: target.notifyType,
        to_id: target.id,
        message: repliedMessage(writer.name, target, screened.columns.content),
      })
    }
    await notice(ctx, screened.held ? { type: 'held', kind: 'comment', id: row.id } : { type: 'comment', id: row.id })
    return ok(c, written(row, writer))
  })

  r.post('/preview', async (c) => {
    await ctx.limits.write.hit(actorKey(c))
    const { content: text } = await body(c, PreviewSchema)
    const result: CommentPreview = { html: renderCommentHtml(text) }
    return ok(c, result)
  })

  /** One page of a target's comments under `parentId` (null: the top level), liked-by-me marked. */
  const commentPage = async (
    c: AppContext,
    q: { type: CommentTargetType; for_id: number; size: number } & Parameters<typeof listStart>[0],
    parentId: number | null,
    order: CommentOrder,
  ) => {
    const start = listStart(q)
    await targetOf(c, q.type, q.for_id)
    return pageComments(ctx, { ...q, start }, parentId, order, likerOf(c), guestHashOf(c), c.get('user')?.id ?? null)
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

  /** The author, an admin, or the guest holding the token the comment was written with. */
  const remove = async (c: AppContext) => {
    const me = c.get('user')
    const guestHash = guestHashOf(c)
    if (!me && !guestHash) requireUser(c)
    const commentId = intParam(c, 'id')
    const author = await commentAuthor(db, commentId)
    if (author === undefined) throw notFound(COMMENT_MISSING)
    const byUser = me !== null && (author.from_id === me.id || isAdmin(me))
    const byGuest = guestHash !== null && author.guest_token === guestHash
    if (!byUser && !byGuest) throw forbidden()
    await deleteComment(db, commentId)
    return ok(c, true)
  }
  r.delete('/delete/:id', remove)
  // the `blog-v3` client names the parent too, 0 for "no parent" (a root comment): the server
  // knows it already, but checks its shape
  r.delete('/delete/:id/:parent_id', async (c) => {
    if (c.req.param('parent_id') !== '0') intParam(c, 'parent_id')
    return remove(c)
  })

  return r
}
