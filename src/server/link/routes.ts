import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv, AuthUser, ServerContext } from '../context.ts'
import { actorKey, isAdmin, requireAdmin, requireUser } from '../http/auth.ts'
import { forbidden, ok } from '../http/envelope.ts'
import { body, id, intParam, page } from '../http/validate.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { notifyAdmins } from '../notify/sql.ts'
import { notice } from '../notify/notice.ts'
import {
  approveLink,
  assertUrlFree,
  deleteLink,
  findLink,
  insertLink,
  type LinkRow,
  linkFields,
  NOTIFY_LINK,
  pageLinks,
  STATUS_APPROVED,
  STATUS_PENDING,
  tellApplicant,
  toLink,
  updateLink,
} from './sql.ts'
import { screenLinkApplication } from '../moderation/field-screens.ts'

const AddSchema = v.object(linkFields)
const UpdateSchema = v.object({ id, ...linkFields })
const AdminListSchema = v.object({
  ...page,
  status: v.optional(
    v.picklist([STATUS_PENDING, STATUS_APPROVED], 'status 只能是 1（待审核）或 2（已通过）'),
  ),
})

export function linkRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  async function tellAdmins(me: AuthUser, link: LinkRow, verb: string): Promise<void> {
    await notifyAdmins(ctx, {
      type: NOTIFY_LINK,
      to_id: link.id,
      from_id: me.id,
      message: `用户 <b>${escapeHtml(me.nick_name)}</b> ${verb}友链 <b>${escapeHtml(link.site_name)}</b>，请审核`,
    })
    await notice(ctx, { type: 'link', id: link.id })
  }

  r.post('/getLinksList', async (c) => {
    const q = await body(c, v.object({ ...page }))
    return ok(c, await pageLinks(ctx.db, q.current, q.size, STATUS_APPROVED, false))
  })

  r.post('/add', async (c) => {
    const me = requireUser(c)
    await ctx.limits.write.hit(actorKey(c))
    const sent = await body(c, AddSchema)
    // the owner's sensitive words hold for applications (docs/api.md §27)
    const input = isAdmin(me) ? sent : await screenLinkApplication(ctx.db, sent)
    await assertUrlFree(ctx.db, input.url)
    // the owner's own link needs nobody's approval
    const status = isAdmin(me) ? STATUS_APPROVED : STATUS_PENDING
    const link = await findLink(ctx.db, await insertLink(ctx.db, input, status, me.id))
    if (status === STATUS_PENDING) await tellAdmins(me, link, '申请了')
    return ok(c, toLink(link))
  })

  const frontUpdate = async (c: AppContext) => {
    const me = requireUser(c)
    await ctx.limits.write.hit(actorKey(c))
    const { id: linkId, ...sent } = await body(c, UpdateSchema)
    const fields = isAdmin(me) ? sent : await screenLinkApplication(ctx.db, sent)
    const existing = await findLink(ctx.db, linkId)
    if (existing.user_id !== me.id) throw forbidden()
    await assertUrlFree(ctx.db, fields.url, linkId)
    // a changed link is checked again, unless the owner of the site changed it
    const status = isAdmin(me) ? existing.status : STATUS_PENDING
    await updateLink(ctx.db, linkId, fields, status)
    const link = await findLink(ctx.db, linkId)
    if (status === STATUS_PENDING) await tellAdmins(me, link, '修改了')
    return ok(c, toLink(link))
  }
  r.put('/frontUpdate', frontUpdate)
  // the `blog-v3` client sends it with POST
  r.post('/frontUpdate', frontUpdate)

  // ---- admin ----

  r.put('/approve/:id', async (c) => {
    requireAdmin(c)
    const linkId = intParam(c, 'id')
    const before = await findLink(ctx.db, linkId)
    await approveLink(ctx.db, linkId)
    const link = await findLink(ctx.db, linkId)
    // approving an approved link again tells nobody anything new
    if (before.status === STATUS_PENDING) await tellApplicant(ctx, link, 'approved')
    return ok(c, toLink(link))
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const linkId = intParam(c, 'id')
    await findLink(ctx.db, linkId)
    await deleteLink(ctx.db, linkId)
    return ok(c, true)
  })

  r.post('/adminList', async (c) => {
    requireAdmin(c)
    const q = await body(c, AdminListSchema)
    return ok(c, await pageLinks(ctx.db, q.current, q.size, q.status, true))
  })

  return r
}
