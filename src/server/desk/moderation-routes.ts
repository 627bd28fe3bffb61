import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv, ServerContext } from '../context.ts'
import { conflict, ok } from '../http/envelope.ts'
import { body, id, intParam, optionalText, page } from '../http/validate.ts'
import {
  assertUrlFree,
  correctLink,
  deleteLink,
  findLink,
  linkFields,
  STATUS_PENDING,
  tellApplicant,
  toLink,
} from '../link/sql.ts'
import { pageDeskChat, pageDeskComments } from './moderation-sql.ts'
import { keyword } from './desk-fields.ts'

const CommentListSchema = v.pipe(
  v.object({
    ...page,
    type: v.optional(v.picklist([1, 2, 3, 4], 'type 只能是 1（文章）、2（说说）、3（留言）或 4（页面）')),
    for_id: v.optional(id),
  }),
  v.check((q) => q.for_id === undefined || q.type !== undefined, '按对象筛选时请同时给出 type'),
)
const ChatListSchema = v.object({ ...page, keyword })
const LinkUpdateSchema = v.object({ id, ...linkFields })
const RejectSchema = v.object({ reason: optionalText(100, '拒绝理由') })

/** Comments, chat history and friend links as the admin moderates them (deletes reuse the public routes). */
export function moderationRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  r.post('/comments', async (c) => ok(c, await pageDeskComments(db, await body(c, CommentListSchema))))

  r.post('/chat', async (c) => ok(c, await pageDeskChat(db, await body(c, ChatListSchema))))

  // the admin corrects an entry without sending it back to review
  r.put('/links/update', async (c) => {
    const { id: linkId, ...fields } = await body(c, LinkUpdateSchema)
    await findLink(db, linkId)
    await assertUrlFree(db, fields.url, linkId)
    await correctLink(db, linkId, fields)
    return ok(c, toLink(await findLink(db, linkId)))
  })

  // a rejected application is removed, so the applicant may apply again with the same address
  r.put('/links/reject/:id', async (c) => {
    const linkId = intParam(c, 'id')
    const { reason } = await body(c, RejectSchema)
    const link = await findLink(db, linkId)
    if (link.status !== STATUS_PENDING) throw conflict('该友链已通过审核，如需移除请直接删除')
    await deleteLink(db, linkId)
    await tellApplicant(ctx, link, 'rejected', reason)
    return ok(c, true)
  })

  return r
}
