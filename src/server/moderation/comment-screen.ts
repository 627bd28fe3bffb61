import type { AppContext, ServerContext } from '../context.ts'
import type { Writer } from '../comment/routes.ts'
import { isAdmin } from '../http/auth.ts'
import { hashGuestToken } from '../comment/guest.ts'
import { PAGE_COMMENT_TYPE } from '../page/sql.ts'
import { STATUS, screenWrite } from './guard.ts'
import type { AuditKind } from './settings.ts'

// A comment or reply through the guard (docs/api.md §27), shaped for comment/routes.ts: the
// columns to store, the writer with a starred nickname, and whether it waits for review.

/** Page comments have their own review setting; our articles', talks' and entries' share one. */
const kindOf = (type: number): AuditKind => (type === PAGE_COMMENT_TYPE ? 'page' : 'article')

export async function screenComment(
  ctx: ServerContext,
  c: AppContext,
  type: number,
  writer: Writer,
  content: string,
) {
  const guest = writer.kind === 'guest'
  const screened = await screenWrite(
    ctx.db,
    'comments',
    kindOf(type),
    {
      guest,
      admin: !guest && isAdmin(c.get('user')),
      userId: guest ? null : writer.id,
      nick: writer.name,
      email: guest ? writer.email : null,
      url: guest ? writer.url : null,
      tokenHash: guest ? hashGuestToken(writer.token) : null,
      ip: c.get('ip'),
    },
    content,
  )
  return {
    writer: guest ? { ...writer, name: screened.nick } : writer,
    held: screened.status !== STATUS.published,
    columns: {
      content: screened.text,
      moderation: { status: screened.status, held_reason: screened.heldReason, visitor: screened.visitor },
    },
  }
}
