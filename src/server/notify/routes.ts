import { Hono } from 'hono'
import type { Selectable } from 'kysely'
import * as v from 'valibot'
import { NOTIFY_PAGE_SIZE, type Notify } from '../../core/contract/index.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { NotificationsTable } from '../db/schema.ts'
import { requireUser } from '../http/auth.ts'
import { forbidden, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page, pageSize, paged } from '../http/validate.ts'

const UNREAD = 1
const READ = 2

const ListSchema = v.object({
  current: page.current,
  size: v.optional(pageSize(), NOTIFY_PAGE_SIZE),
  /** Must be the caller: the SPEC's client sends it, the server never trusts it. */
  userId: v.optional(v.nullable(id)),
})

function toNotify(row: Omit<Selectable<NotificationsTable>, 'user_id'>): Notify {
  const type = row.type === 1 || row.type === 2 || row.type === 3 ? row.type : 4
  return {
    id: row.id,
    message: row.message,
    type,
    to_id: row.to_id,
    isView: row.is_view === READ ? READ : UNREAD,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function notifyRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  /** The id of a notification the caller owns: 404 when there is none, 403 when it is someone else's. */
  async function ownNotification(c: AppContext): Promise<number> {
    const me = requireUser(c)
    const notifyId = intParam(c, 'id')
    const row = await ctx.db
      .selectFrom('notifications')
      .select('user_id')
      .where('id', '=', notifyId)
      .executeTakeFirst()
    if (!row) throw notFound('通知不存在')
    if (row.user_id !== me.id) throw forbidden()
    return notifyId
  }

  r.post('/getNotifyList', async (c) => {
    const me = requireUser(c)
    const q = await body(c, ListSchema)
    // admins included: everyone reads their own notifications only
    if (q.userId != null && q.userId !== me.id) throw forbidden()
    const [rows, total] = await Promise.all([
      ctx.db
        .selectFrom('notifications')
        .select(['id', 'message', 'type', 'to_id', 'is_view', 'createdAt', 'updatedAt'])
        .where('user_id', '=', me.id)
        .orderBy('is_view', 'asc')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(q.size)
        .offset((q.current - 1) * q.size)
        .execute(),
      ctx.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', me.id)
        .executeTakeFirstOrThrow(),
    ])
    return ok(c, paged(q.current, q.size, Number(total.n), rows.map(toNotify)))
  })

  r.put('/update/:id', async (c) => {
    const notifyId = await ownNotification(c)
    await ctx.db
      .updateTable('notifications')
      .set({ is_view: READ, updatedAt: now() })
      .where('id', '=', notifyId)
      .execute()
    return ok(c, true)
  })

  r.put('/delete/:id', async (c) => {
    const notifyId = await ownNotification(c)
    await ctx.db.deleteFrom('notifications').where('id', '=', notifyId).execute()
    return ok(c, true)
  })

  return r
}
