import { Hono } from 'hono'
import * as v from 'valibot'
import { NOTIFY_PAGE_SIZE } from '../../core/contract/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { requireUser } from '../http/auth.ts'
import { forbidden, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page, pageSize } from '../http/validate.ts'
import { deleteNotification, markNotificationRead, notificationOwner, pageNotifications } from './sql.ts'

const ListSchema = v.object({
  current: page.current,
  size: v.optional(pageSize(), NOTIFY_PAGE_SIZE),
  /** Must be the caller: the `blog-v3` client sends it, the server never trusts it. */
  userId: v.optional(v.nullable(id)),
})

export function notifyRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  /** The id of a notification the caller owns: 404 when there is none, 403 when it is someone else's. */
  async function ownNotification(c: AppContext): Promise<number> {
    const me = requireUser(c)
    const notifyId = intParam(c, 'id')
    const owner = await notificationOwner(ctx.db, notifyId)
    if (owner === undefined) throw notFound('通知不存在')
    if (owner !== me.id) throw forbidden()
    return notifyId
  }

  r.post('/getNotifyList', async (c) => {
    const me = requireUser(c)
    const q = await body(c, ListSchema)
    // admins included: everyone reads their own notifications only
    if (q.userId != null && q.userId !== me.id) throw forbidden()
    return ok(c, await pageNotifications(ctx.db, me.id, q))
  })

  r.put('/update/:id', async (c) => {
    const notifyId = await ownNotification(c)
    await markNotificationRead(ctx.db, notifyId)
    return ok(c, true)
  })

  r.put('/delete/:id', async (c) => {
    const notifyId = await ownNotification(c)
    await deleteNotification(ctx.db, notifyId)
    return ok(c, true)
  })

  return r
}
