import type { NotifyType } from '../../core/contract/index.ts'
import { ROLE_ADMIN } from '../../core/contract/index.ts'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'

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
