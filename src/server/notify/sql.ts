import type { Kysely, Selectable } from 'kysely'
import type { Notify, NotifyType } from '../../core/contract/index.ts'
import { ROLE_ADMIN } from '../../core/contract/index.ts'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB, NotificationsTable } from '../db/schema.ts'
import { paged } from '../http/validate.ts'

const UNREAD = 1
const READ = 2

/** Writes one unread notification; nothing for a missing user or when notifying oneself. */
export async function notifyUser(
  ctx: ServerContext,
  n: {
    user_id: number | null | undefined
    from_id?: number | null
    type: NotifyType
    to_id: number
    message: string
  },
): Promise<void> {
  if (!n.user_id || n.user_id === n.from_id) return
  const stamp = now()
  await ctx.db
    .insertInto('notifications')
    .values({
      user_id: n.user_id,
      message: n.message,
      type: n.type,
      to_id: n.to_id,
      is_view: 1,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute()
}

export async function notifyAdmins(
  ctx: ServerContext,
  n: { type: NotifyType; to_id: number; message: string; from_id?: number | null },
): Promise<void> {
  const admins = await ctx.db.selectFrom('users').select('id').where('role', '=', ROLE_ADMIN).execute()
  for (const admin of admins) await notifyUser(ctx, { ...n, user_id: admin.id })
}

function toNotify(row: Omit<Selectable<NotificationsTable>, 'user_id'>): Notify {
  const type = row.type === 1 || row.type === 2 || row.type === 3 || row.type === 5 ? row.type : 4
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

/** One page of a user's notifications, unread first, then newest. */
export async function pageNotifications(
  db: Kysely<DB>,
  userId: number,
  q: { current: number; size: number },
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'message', 'type', 'to_id', 'is_view', 'createdAt', 'updatedAt'])
      .where('user_id', '=', userId)
      .orderBy('is_view', 'asc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return paged(q.current, q.size, Number(total.n), rows.map(toNotify))
}

/** Whose a notification is; undefined when there is none. */
export async function notificationOwner(db: Kysely<DB>, notifyId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('notifications')
    .select('user_id')
    .where('id', '=', notifyId)
    .executeTakeFirst()
  return row?.user_id
}

export async function markNotificationRead(db: Kysely<DB>, notifyId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_view: READ, updatedAt: now() })
    .where('id', '=', notifyId)
    .execute()
}

export async function deleteNotification(db: Kysely<DB>, notifyId: number): Promise<void> {
  await db.deleteFrom('notifications').where('id', '=', notifyId).execute()
}
