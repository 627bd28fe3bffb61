import { Hono } from 'hono'
import * as v from 'valibot'
import type { Talk } from '../../core/contract/index.ts'
import { TALK_IMAGES_MAX } from '../../core/contract/index.ts'
import { talkError } from '../../core/validate/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { isAdmin, requireAdmin } from '../http/auth.ts'
import { notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page, ruledText, safeUrl } from '../http/validate.ts'
import { likeHandlers } from '../like/handlers.ts'
import { likerOf } from '../like/sql.ts'
import {
  deleteTalk,
  findTalk,
  insertTalk,
  pageTalks,
  STATUS_PUBLIC,
  setTalkPinned,
  talkExists,
  talkPinned,
  updateTalk,
} from './sql.ts'

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

export function talkRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  /** A talk the caller may see: public ones for everybody, private ones for admins. */
  async function visibleTalk(c: AppContext, talkId: number): Promise<Talk> {
    const talk = await findTalk(ctx, likerOf(c), talkId)
    if (!talk || (talk.status !== STATUS_PUBLIC && !isAdmin(c.get('user')))) throw notFound('说说不存在')
    return talk
  }

  r.post('/blogGetTalkList', async (c) => {
    const q = await body(c, ListSchema)
    return ok(c, await pageTalks(ctx, likerOf(c), { ...q, publicOnly: true }))
  })

  r.get('/getTalkById/:id', async (c) => ok(c, await visibleTalk(c, intParam(c, 'id'))))

  const likes = likeHandlers(ctx, 'talk', 'like_times')
  r.put('/like/:id', likes.like)
  r.put('/cancelLike/:id', likes.unlike)

  // ---- admin ----

  r.post('/publishTalk', async (c) => {
    const me = requireAdmin(c)
    const input = await body(c, PublishSchema)
    const talkId = await insertTalk(ctx.db, me.id, input)
    return ok(c, await visibleTalk(c, talkId))
  })

  r.put('/updateTalk', async (c) => {
    requireAdmin(c)
    const input = await body(c, UpdateSchema)
    if (!(await talkExists(ctx.db, input.id))) throw notFound('说说不存在')
    await updateTalk(ctx.db, input)
    return ok(c, await visibleTalk(c, input.id))
  })

  r.delete('/deleteTalkById/:id', async (c) => {
    requireAdmin(c)
    const talkId = intParam(c, 'id')
    if (!(await talkExists(ctx.db, talkId))) throw notFound('说说不存在')
    await deleteTalk(ctx.db, talkId)
    return ok(c, true)
  })

  r.put('/toggleTop/:id', async (c) => {
    requireAdmin(c)
    const talkId = intParam(c, 'id')
    const isTop = await talkPinned(ctx.db, talkId)
    if (isTop === undefined) throw notFound('说说不存在')
    await setTalkPinned(ctx.db, talkId, isTop === 1 ? 0 : 1)
    return ok(c, await visibleTalk(c, talkId))
  })

  return r
}
