import { Hono } from 'hono'
import * as v from 'valibot'
import { CHAT_AFTER_MAX, PAGE_SIZE_MAX } from '../../core/contract/index.ts'
import { revertChatMessage } from './revert.ts'
import { clearChat, listChat } from './chat-sql.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { requireAdmin, requireUser } from '../http/auth.ts'
import { ok } from '../http/envelope.ts'
import { body, id, intParam, optionalId, pageSize } from '../http/validate.ts'

const ChatListSchema = v.object({
  size: v.optional(pageSize(CHAT_AFTER_MAX), 10),
  last_id: optionalId,
  // 0 means "from the start": a client that has seen nothing yet
  after_id: v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), v.literal(0), id]))),
    v.transform((value) => (value === '' || value === null ? undefined : value)),
  ),
})

export function chatRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  r.post('/getChatList', async (c) => {
    const q = await body(c, ChatListSchema)
    const afterId = q.after_id
    // an older page is a page; catching up after a disconnect may need more
    const size = afterId === undefined ? Math.min(q.size, PAGE_SIZE_MAX) : q.size
    const list = await listChat(ctx.db, { size, last_id: q.last_id, after_id: afterId })
    return ok(c, { list })
  })

  r.delete('/deleteOne/:id', async (c) => {
    await revertChatMessage(ctx, requireUser(c), intParam(c, 'id'))
    return ok(c, true)
  })

  r.post('/delete', async (c) => {
    requireAdmin(c)
    await clearChat(ctx.db)
    ctx.hub.broadcast({ type: 'clear' })
    return ok(c, true)
  })

  return r
}
