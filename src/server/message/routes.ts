import { randomInt } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { MessageEntry } from '../../core/contract/index.ts'
import {
  colorError,
  fontSizeError,
  fontWeightError,
  messageError,
  messageTagError,
} from '../../core/validate/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { actorKey, isAdmin, requireUser } from '../http/auth.ts'
import { forbidden, notFound, ok } from '../http/envelope.ts'
import {
  body,
  id,
  intParam,
  optionalId,
  page,
  paged,
  ruledNumber,
  ruledText,
  safeUrl,
} from '../http/validate.ts'
import { likeHandlers } from '../like/handlers.ts'
import { likerOf } from '../like/sql.ts'
import { notice } from '../notify/notice.ts'
import { guestHashOf } from '../comment/guest.ts'
import { STATUS, screenWrite } from '../moderation/guard.ts'
import { screenEdit } from '../moderation/field-screens.ts'
import {
  type MessageReader,
  deleteMessages,
  findMessage,
  hotTags,
  insertMessage,
  listMessages,
  newestMessages,
  updateMessage,
} from './sql.ts'

const HOT_TAGS = 10
/** The danmaku view shows the newest entries, never the whole board. */
const DANMAKU_MAX = 200
const DELETE_MAX = 50

const color = (label: string) => ruledText((value) => colorError(value, label))

const styleFields = {
  color: color('文字颜色'),
  font_size: ruledNumber(fontSizeError),
  font_weight: ruledNumber(fontWeightError),
  bg_color: color('背景颜色'),
  bg_url: safeUrl('背景图片'),
  tag: ruledText(messageTagError),
}
const messageText = ruledText(messageError)

const AddSchema = v.object({
  message: messageText,
  color: v.optional(styleFields.color, ''),
  font_size: v.optional(styleFields.font_size, 16),
  font_weight: v.optional(styleFields.font_weight, 500),
  bg_color: v.optional(styleFields.bg_color, ''),
  bg_url: v.optional(styleFields.bg_url, ''),
  tag: v.optional(styleFields.tag, ''),
})
const UpdateSchema = v.object({
  id,
  message: v.optional(messageText),
  color: v.optional(styleFields.color),
  font_size: v.optional(styleFields.font_size),
  font_weight: v.optional(styleFields.font_weight),
  bg_color: v.optional(styleFields.bg_color),
  bg_url: v.optional(styleFields.bg_url),
  tag: v.optional(styleFields.tag),
})
/**
 * Everyone's entries. The `blog-v3` client sends its own `user_id` here and still expects the
 * whole board, so that field is not read; the personal centre asks with `author_id`.
 */
const ListSchema = v.object({
  ...page,
  tag: v.optional(v.nullable(styleFields.tag)),
  message: v.optional(
    v.nullable(v.pipe(v.string('搜索内容应为文本'), v.trim(), v.maxLength(50, '搜索内容不能超过50个字符'))),
  ),
  author_id: optionalId,
})
const DeleteListSchema = v.object({
  idList: v.pipe(
    v.array(id, 'idList 应为数组'),
    v.minLength(1, '请选择要删除的留言'),
    v.maxLength(DELETE_MAX, `一次最多删除${DELETE_MAX}条留言`),
  ),
})

/** A held entry is shown in lists to its author alone (the desk lists every entry). */
function readerOf(c: AppContext): MessageReader {
  return { userId: c.get('user')?.id ?? null, guestHash: guestHashOf(c) }
}

function guestName(): string {
  return `游客${String(randomInt(0, 100_000)).padStart(5, '0')}`
}

export function messageRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  async function findEntry(c: AppContext, messageId: number): Promise<MessageEntry> {
    const entry = await findMessage(ctx, messageId, likerOf(c))
    if (!entry) throw notFound('留言不存在')
    return entry
  }

  /** The entry, when the caller wrote it or is an admin; guests own nothing. */
  async function ownEntry(c: AppContext, messageId: number): Promise<MessageEntry> {
    const me = requireUser(c)
    const entry = await findEntry(c, messageId)
    if (entry.user_id !== me.id && !isAdmin(me)) throw forbidden()
    return entry
  }

  r.post('/getMessageList', async (c) => {
    const q = await body(c, ListSchema)
    const { list, total } = await listMessages(ctx, q, likerOf(c), readerOf(c))
    return ok(c, paged(q.current, q.size, total, list))
  })

  r.get('/getAllMessage', async (c) => ok(c, await newestMessages(ctx, DANMAKU_MAX, likerOf(c), readerOf(c))))

  r.get('/getHotTagList', async (c) => ok(c, await hotTags(ctx, HOT_TAGS)))

  r.get('/getMessageById/:id', async (c) => {
    const reader = isAdmin(c.get('user')) ? null : readerOf(c)
    const entry = await findMessage(ctx, intParam(c, 'id'), likerOf(c), reader)
    if (!entry) throw notFound('留言不存在')
    return ok(c, entry)
  })

  r.post('/add', async (c) => {
    await ctx.limits.message.hit(actorKey(c))
    const input = await body(c, AddSchema)
    const me = c.get('user')
    const guestHash = me ? null : guestHashOf(c)
    // review, words and repeats (docs/api.md §27); a guest's entry keeps their token's hash
    const screened = await screenWrite(
      ctx.db,
      'messages',
      'message',
      {
        guest: !me,
        admin: isAdmin(me),
        userId: me?.id ?? null,
        nick: me ? me.nick_name : '',
        email: null,
        url: null,
        tokenHash: guestHash,
        ip: c.get('ip'),
      },
      input.message,
    )
    const messageId = await insertMessage(ctx, {
      ...input,
      message: screened.text,
      user_id: me?.id ?? null,
      nick_name: me ? me.nick_name : guestName(),
      status: screened.status,
      held_reason: screened.heldReason,
      visitor: screened.visitor,
      guest_token: guestHash,
    })
    await notice(
      ctx,
      screened.status === STATUS.held ? { type: 'held', kind: 'message', id: messageId } : { type: 'message', id: messageId },
    )
    return ok(c, await findEntry(c, messageId))
  })

  const update = async (c: AppContext) => {
    requireUser(c)
    const { id: messageId, ...fields } = await body(c, UpdateSchema)
    await ownEntry(c, messageId)
    // an edit meets the sensitive words too: refused, starred, or back to review (docs/api.md §27)
    const edit =
      fields.message !== undefined && !isAdmin(c.get('user'))
        ? await screenEdit(ctx.db, fields.message)
        : null
    await updateMessage(ctx, messageId, {
      ...fields,
      ...(edit ? { message: edit.text } : {}),
      ...(edit?.heldReason ? { status: STATUS.held, held_reason: edit.heldReason } : {}),
    })
    return ok(c, await findEntry(c, messageId))
  }
  r.put('/update', update)
  // the `blog-v3` client edits with POST
  r.post('/update', update)

  /** Checks every id first, so a list with one foreign entry deletes nothing. */
  async function deleteEntries(c: AppContext, ids: number[]): Promise<void> {
    for (const messageId of ids) await ownEntry(c, messageId)
    await deleteMessages(ctx, ids)
  }

  r.delete('/delete/:id', async (c) => {
    await deleteEntries(c, [intParam(c, 'id')])
    return ok(c, true)
  })

  // the `blog-v3` client deletes with PUT {idList}
  r.put('/delete', async (c) => {
    requireUser(c)
    const { idList } = await body(c, DeleteListSchema)
    await deleteEntries(c, idList)
    return ok(c, true)
  })

  const likes = likeHandlers(ctx, 'message', 'like_times')
  r.put('/like/:id', likes.like)
  r.put('/cancelLike/:id', likes.unlike)

  return r
}
