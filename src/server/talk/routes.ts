import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import type { Talk } from '../../core/contract/index.ts'
import { TALK_IMAGES_MAX } from '../../core/contract/index.ts'
import { talkError } from '../../core/validate/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { isAdmin, requireAdmin } from '../http/auth.ts'
import { notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page, paged, ruledText, safeUrl } from '../http/validate.ts'
import { likeHandlers } from '../like/handlers.ts'
import { deleteDiscussion, likedIds, likerOf } from '../like/sql.ts'

/** Comments on a talk carry type 2 (API.md). */
const COMMENT_TYPE_TALK = 2
const STATUS_PUBLIC = 1

const imageList = v.pipe(
  v.array(safeUrl('图片地址'), '图片列表应为数组'),
  v.maxLength(TALK_IMAGES_MAX, `最多${TALK_IMAGES_MAX}张图片`),
)
const flag = v.picklist([0, 1], 'is_top 只能是 0 或 1')
const status = v.picklist([1, 2], 'status 只能是 1（公开）或 2（私密）')
const content = ruledText(talkError)

const ListSchema = v.object({ ...page })
const PublishSchema = v.object({
  content,
  talkImgList: v.optional(imageList),
  is_top: v.optional(flag),
  status: v.optional(status),
})
const UpdateSchema = v.object({
  id,
  content: v.optional(content),
  talkImgList: v.optional(imageList),
  is_top: v.optional(flag),
  status: v.optional(status),
})

interface TalkRow {
  id: number
  content: string
  user_id: number
  nick_name: string
  avatar: string
  is_top: number
  status: number
  like_times: number
  createdAt: string
  updatedAt: string
}

function talkQuery(ctx: ServerContext) {
  return ctx.db
    .selectFrom('talks as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.content',
      't.user_id',
      'u.nick_name',
      'u.avatar',
      't.is_top',
      't.status',
      't.like_times',
      't.createdAt',
      't.updatedAt',
    ])
}

/** Images, comment totals and the caller's likes for a page of talks: three queries, whatever the size. */
async function hydrate(ctx: ServerContext, c: AppContext, rows: TalkRow[]): Promise<Talk[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  const [photos, totals, liked] = await Promise.all([
    ctx.db
      .selectFrom('talk_photos')
      .select(['talk_id', 'url'])
      .where('talk_id', 'in', ids)
      .orderBy('talk_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('comments')
      .select((eb) => ['for_id', eb.fn.countAll<number | string>().as('n')])
      .where('type', '=', COMMENT_TYPE_TALK)
      .where('for_id', 'in', ids)
      .groupBy('for_id')
      .execute(),
    likedIds(ctx, 'talk', ids, likerOf(c)),
  ])
  const images = new Map<number, string[]>()
  for (const p of photos) {
    const list = images.get(p.talk_id)
    if (list) list.push(p.url)
    else images.set(p.talk_id, [p.url])
  }
  const counts = new Map(totals.map((t) => [t.for_id, Number(t.n)]))
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    talkImgList: images.get(r.id) ?? [],
    user_id: r.user_id,
    nick_name: r.nick_name,
    avatar: r.avatar,
    is_top: r.is_top === 1 ? 1 : 0,
    status: r.status === STATUS_PUBLIC ? 1 : 2,
    like_times: r.like_times,
    is_like: liked.has(r.id),
    comment_total: counts.get(r.id) ?? 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }))
}

/** A page of talks, pinned first, then newest; hidden ones only when not `publicOnly` (the desk). */
export async function pageTalks(
  ctx: ServerContext,
  c: AppContext,
  q: { current: number; size: number; publicOnly: boolean },
) {
  let rows = talkQuery(ctx)
  let count = ctx.db.selectFrom('talks as t').select((eb) => eb.fn.countAll<number | string>().as('n'))
  if (q.publicOnly) {
    rows = rows.where('t.status', '=', STATUS_PUBLIC)
    count = count.where('t.status', '=', STATUS_PUBLIC)
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('t.is_top', 'desc')
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ])
  return paged(q.current, q.size, Number(total.n), await hydrate(ctx, c, list))
}

export function talkRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  /** A talk the caller may see: public ones for everybody, private ones for admins. */
  async function visibleTalk(c: AppContext, talkId: number): Promise<Talk> {
    const row = await talkQuery(ctx).where('t.id', '=', talkId).executeTakeFirst()
    if (!row || (row.status !== STATUS_PUBLIC && !isAdmin(c.get('user')))) throw notFound('说说不存在')
    const [talk] = await hydrate(ctx, c, [row])
    if (!talk) throw notFound('说说不存在')
    return talk
  }

  async function replaceImages(db: Kysely<DB>, talkId: number, urls: string[]): Promise<void> {
    await db.deleteFrom('talk_photos').where('talk_id', '=', talkId).execute()
    const values = urls.filter((u) => u !== '').map((url, i) => ({ talk_id: talkId, url, sort_order: i }))
    if (values.length > 0) await db.insertInto('talk_photos').values(values).execute()
  }

  r.post('/blogGetTalkList', async (c) => {
    const q = await body(c, ListSchema)
    return ok(c, await pageTalks(ctx, c, { ...q, publicOnly: true }))
  })

  r.get('/getTalkById/:id', async (c) => ok(c, await visibleTalk(c, intParam(c, 'id'))))

  const likes = likeHandlers(ctx, 'talk', 'like_times')
  r.put('/like/:id', likes.like)
  r.put('/cancelLike/:id', likes.unlike)

  // ---- admin ----

  r.post('/publishTalk', async (c) => {
    const me = requireAdmin(c)
    const input = await body(c, PublishSchema)
    const stamp = now()
    const talkId = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('talks')
        .values({
          user_id: me.id,
          content: input.content,
          is_top: input.is_top ?? 0,
          status: input.status ?? STATUS_PUBLIC,
          like_times: 0,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await replaceImages(trx, row.id, input.talkImgList ?? [])
      return row.id
    })
    return ok(c, await visibleTalk(c, talkId))
  })

  r.put('/updateTalk', async (c) => {
    requireAdmin(c)
    const input = await body(c, UpdateSchema)
    const exists = await ctx.db.selectFrom('talks').select('id').where('id', '=', input.id).executeTakeFirst()
    if (!exists) throw notFound('说说不存在')
    const patch: { content?: string; is_top?: number; status?: number; updatedAt: string } = {
      updatedAt: now(),
    }
    if (input.content !== undefined) patch.content = input.content
    if (input.is_top !== undefined) patch.is_top = input.is_top
    if (input.status !== undefined) patch.status = input.status
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('talks').set(patch).where('id', '=', input.id).execute()
      if (input.talkImgList !== undefined) await replaceImages(trx, input.id, input.talkImgList)
    })
    return ok(c, await visibleTalk(c, input.id))
  })

  r.delete('/deleteTalkById/:id', async (c) => {
    requireAdmin(c)
    const talkId = intParam(c, 'id')
    const exists = await ctx.db.selectFrom('talks').select('id').where('id', '=', talkId).executeTakeFirst()
    if (!exists) throw notFound('说说不存在')
    await ctx.db.transaction().execute(async (trx) => {
      await deleteDiscussion(trx, { likes: 'talk', commentType: COMMENT_TYPE_TALK, id: talkId })
      await trx.deleteFrom('talk_photos').where('talk_id', '=', talkId).execute()
      await trx.deleteFrom('talks').where('id', '=', talkId).execute()
    })
    return ok(c, true)
  })

  r.put('/toggleTop/:id', async (c) => {
    requireAdmin(c)
    const talkId = intParam(c, 'id')
    const row = await ctx.db.selectFrom('talks').select('is_top').where('id', '=', talkId).executeTakeFirst()
    if (!row) throw notFound('说说不存在')
    await ctx.db
      .updateTable('talks')
      .set({ is_top: row.is_top === 1 ? 0 : 1, updatedAt: now() })
      .where('id', '=', talkId)
      .execute()
    return ok(c, await visibleTalk(c, talkId))
  })

  return r
}
