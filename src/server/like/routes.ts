import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { body, id } from '../http/validate.ts'
import { LIKE_TYPES, likeItem } from './item-sql.ts'
import { isLiked, likerOf } from './sql.ts'

/**
 * The `blog-v3` client's generic like calls. Its body carries a `user_id`, which is not read:
 * identity comes from the token, else the IP, as on the per-resource routes (docs/api.md §15).
 */
const LikeSchema = v.object({
  for_id: id,
  type: v.picklist([1, 2, 3, 4], '点赞类型应为 1（文章）、2（说说）、3（留言）或 4（评论）'),
})

export function likeRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  r.post('/getIsLikeByIdOrIpAndType', async (c) => {
    const q = await body(c, LikeSchema)
    return ok(c, await isLiked(ctx, LIKE_TYPES[q.type], q.for_id, likerOf(c)))
  })

  const set = (wanted: boolean) => async (c: AppContext) => {
    const q = await body(c, LikeSchema)
    const count = await likeItem(ctx, c, LIKE_TYPES[q.type], q.for_id, wanted)
    return ok(c, { is_like: wanted, count })
  }
  r.post('/addLike', set(true))
  r.post('/cancelLike', set(false))

  return r
}
