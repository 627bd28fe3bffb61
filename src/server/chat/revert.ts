import type { AuthUser, ServerContext } from '../context.ts'
import { isAdmin } from '../http/auth.ts'
import { forbidden, notFound } from '../http/envelope.ts'
import { deleteChatMessage, findChatMessage } from './chat-sql.ts'

/**
 * The one revert rule, for the socket's revert frame and the HTTP route alike: the author or an
 * admin takes a message back, and every open room drops it.
 */
export async function revertChatMessage(
  ctx: ServerContext,
  user: AuthUser,
  messageId: number,
): Promise<void> {
  const row = await findChatMessage(ctx.db, messageId)
  if (!row) throw notFound('消息不存在或已撤回')
  if (row.user_id !== user.id && !isAdmin(user)) throw forbidden()
  await deleteChatMessage(ctx.db, messageId)
  ctx.hub.broadcast({ type: 'revert', message_id: messageId })
}
