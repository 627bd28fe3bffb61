import { randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { sql } from 'kysely'
import * as v from 'valibot'
import type { HotTag, MessageEntry, MessageLikeResult } from '../../core/contract/index.ts'
import {
  colorError,
  fontSizeError,
  fontWeightError,
  messageError,
  messageTagError,
} from '../../core/validate/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
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
import { likePattern } from '../article/article-search-sql.ts'
import { likeItem } from '../like/like-item-sql.ts'
import { deleteDiscussion, likedIds, likerOf } from '../like/likes-sql.ts'

/** Comments on a message-board entry carry type 3; so do notifications about it. */
const COMMENT_TYPE_MESSAGE = 3
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
 * Everyone's entries. The SPEC's client sends its own `user_id` here and still expects the
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

function messageQuery(ctx: ServerContext) {
  return ctx.db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.message',
      'm.color',
      'm.font_size',
      'm.font_weight',
      'm.bg_color',
      'm.bg_url',
      'm.tag',
      'm.user_id',
      'm.nick_name',
      'u.nick_name as user_nick',
      'u.avatar as user_avatar',
      'm.like_times',
      'm.createdAt',
      'm.updatedAt',
    ])
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>

/** Likes and comment totals for a page of entries: two queries, whatever the size. */
async function hydrate(ctx: ServerContext, c: AppContext, rows: MessageRow[]): Promise<MessageEntry[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  const [liked, totals] = await Promise.all([
    likedIds(ctx, 'message', ids, likerOf(c)),
    ctx.db
      .selectFrom('comments')
      .select((eb) => ['for_id', eb.fn.countAll<number | string>().as('n')])
      .where('type', '=', COMMENT_TYPE_MESSAGE)
      .where('for_id', 'in', ids)
      .groupBy('for_id')
      .execute(),
  ])
  const counts = new Map(totals.map((t) => [t.for_id, Number(t.n)]))
  return rows.map(({ user_nick, user_avatar, ...r }) => ({
    ...r,
    // a member's entry shows their current name and avatar; a guest's the name it was given
    nick_name: user_nick ?? r.nick_name,
    avatar: user_avatar ?? '',
    is_like: liked.has(r.id),
    comment_total: counts.get(r.id) ?? 0,
  }))
}

function guestName(): string {
  return `游客${String(randomInt(0, 100_000)).padStart(5, '0')}`
}

export function messageRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  async function findEntry(c: AppContext, messageId: number): Promise<MessageEntry> {
    const row = await messageQuery(ctx).where('m.id', '=', messageId).executeTakeFirst()
    const [entry] = row ? await hydrate(ctx, c, [row]) : []
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
    let rows = messageQuery(ctx)
    let count = ctx.db.selectFrom('messages as m').select((eb) => eb.fn.countAll<number | string>().as('n'))
    if (q.tag) {
      rows = rows.where('m.tag', '=', q.tag)
      count = count.where('m.tag', '=', q.tag)
    }
    if (q.author_id) {
      rows = rows.where('m.user_id', '=', q.author_id)
      count = count.where('m.user_id', '=', q.author_id)
    }
    if (q.message) {
      const contains = sql<boolean>`${sql.ref('m.message')} LIKE ${likePattern(q.message)} ESCAPE '\\'`
      rows = rows.where(contains)
      count = count.where(contains)
    }
    const [list, total] = await Promise.all([
      rows
        .orderBy('m.createdAt', 'desc')
        .orderBy('m.id', 'desc')
        .limit(q.size)
        .offset((q.current - 1) * q.size)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ])
    return ok(c, paged(q.current, q.size, Number(total.n), await hydrate(ctx, c, list)))
  })

  r.get('/getAllMessage', async (c) => {
    const [rows, total] = await Promise.all([
      messageQuery(ctx).orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').limit(DANMAKU_MAX).execute(),
      ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    return ok(c, { list: await hydrate(ctx, c, rows), total: Number(total.n) })
  })

  r.get('/getHotTagList', async (c) => {
    const rows = await ctx.db
      .selectFrom('messages')
      .select((eb) => ['tag', eb.fn.countAll<number | string>().as('count')])
      .where('tag', '!=', '')
      .groupBy('tag')
      .orderBy('count', 'desc')
      .orderBy('tag', 'asc')
      .limit(HOT_TAGS)
      .execute()
    const tags: HotTag[] = rows.map((t) => ({ tag: t.tag, count: Number(t.count) }))
    return ok(c, tags)
  })

  r.get('/getMessageById/:id', async (c) => ok(c, await findEntry(c, intParam(c, 'id'))))

  r.post('/add', async (c) => {
    ctx.limits.message.hit(actorKey(c))
    const input = await body(c, AddSchema)
    const me = c.get('user')
    const stamp = now()
    const row = await ctx.db
      .insertInto('messages')
      .values({
        ...input,
        user_id: me?.id ?? null,
        nick_name: me ? me.nick_name : guestName(),
        like_times: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return ok(c, await findEntry(c, row.id))
  })

  const update = async (c: AppContext) => {
    requireUser(c)
    const { id: messageId, ...fields } = await body(c, UpdateSchema)
    await ownEntry(c, messageId)
    // Kysely leaves out the fields that are undefined: only what was sent changes
    await ctx.db
      .updateTable('messages')
      .set({ ...fields, updatedAt: now() })
      .where('id', '=', messageId)
      .execute()
    return ok(c, await findEntry(c, messageId))
  }
  r.put('/update', update)
  // the SPEC's client edits with POST
  r.post('/update', update)

  /** Checks every id first, so a list with one foreign entry deletes nothing. */
  async function deleteEntries(c: AppContext, ids: number[]): Promise<void> {
    for (const messageId of ids) await ownEntry(c, messageId)
    await ctx.db.transaction().execute(async (trx) => {
      for (const messageId of new Set(ids)) {
        await deleteDiscussion(trx, { likes: 'message', commentType: COMMENT_TYPE_MESSAGE, id: messageId })
        await trx.deleteFrom('messages').where('id', '=', messageId).execute()
      }
    })
  }

  r.delete('/delete/:id', async (c) => {
    await deleteEntries(c, [intParam(c, 'id')])
    return ok(c, true)
  })

  // the SPEC's client deletes with PUT {idList}
  r.put('/delete', async (c) => {
    requireUser(c)
    const { idList } = await body(c, DeleteListSchema)
    await deleteEntries(c, idList)
    return ok(c, true)
  })

  const like = (liked: boolean) => async (c: AppContext) => {
    const likeTimes = await likeItem(ctx, c, 'message', intParam(c, 'id'), liked)
    const result: MessageLikeResult = { like_times: likeTimes, is_like: liked }
    return ok(c, result)
  }

  r.put('/like/:id', like(true))
  r.put('/cancelLike/:id', like(false))

  return r
}
