import { Hono } from 'hono'
import * as v from 'valibot'
import type { FriendLink } from '../../core/contract/index.ts'
import { siteAvatarError, siteDescError, siteNameError, siteUrlError } from '../../core/validate/index.ts'
import type { AppContext, AppEnv, AuthUser, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import { actorKey, isAdmin, requireAdmin, requireUser } from '../http/auth.ts'
import { conflict, forbidden, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page, paged, ruledText } from '../http/validate.ts'
import { escapeHtml, notifyAdmins } from '../notify/notify-sql.ts'

const STATUS_PENDING = 1
const STATUS_APPROVED = 2
/** Notification type 4: a link application, opened in the admin site. */
const NOTIFY_LINK = 4

const linkFields = {
  site_name: ruledText(siteNameError),
  site_desc: v.optional(ruledText(siteDescError), ''),
  site_avatar: v.optional(ruledText(siteAvatarError), ''),
  url: ruledText(siteUrlError),
}
const AddSchema = v.object(linkFields)
const UpdateSchema = v.object({ id, ...linkFields })
const AdminListSchema = v.object({
  ...page,
  status: v.optional(
    v.picklist([STATUS_PENDING, STATUS_APPROVED], 'status 只能是 1（待审核）或 2（已通过）'),
  ),
})

const columns = [
  'id',
  'site_name',
  'site_desc',
  'site_avatar',
  'url',
  'status',
  'user_id',
  'createdAt',
  'updatedAt',
] as const

interface LinkRow {
  id: number
  site_name: string
  site_desc: string
  site_avatar: string
  url: string
  status: number
  user_id: number | null
  createdAt: string
  updatedAt: string
}

function toLink(row: LinkRow): FriendLink {
  const { user_id, status, ...rest } = row
  return {
    ...rest,
    status: status === STATUS_APPROVED ? 2 : 1,
    ...(user_id === null ? {} : { user_id }),
  }
}

export function linkRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  async function findLink(linkId: number): Promise<LinkRow> {
    const row = await ctx.db.selectFrom('links').select(columns).where('id', '=', linkId).executeTakeFirst()
    if (!row) throw notFound('友链不存在')
    return row
  }

  /** One entry per site: a second application for the same address is a conflict. */
  async function assertUrlFree(url: string, exceptId?: number): Promise<void> {
    let q = ctx.db.selectFrom('links').select('id').where('url', '=', url)
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
    if (await q.executeTakeFirst()) throw conflict('该网站已经申请过友链')
  }

  async function tellAdmins(me: AuthUser, link: LinkRow, verb: string): Promise<void> {
    await notifyAdmins(ctx, {
      type: NOTIFY_LINK,
      to_id: link.id,
      from_id: me.id,
      message: `用户 <b>${escapeHtml(me.nick_name)}</b> ${verb}友链 <b>${escapeHtml(link.site_name)}</b>，请审核`,
    })
  }

  /** Public: approved links, oldest friend first. Admin: pending first, then newest. */
  async function listPage(current: number, size: number, status: number | undefined, admin: boolean) {
    let rows = ctx.db.selectFrom('links').select(columns)
    let count = ctx.db.selectFrom('links').select((eb) => eb.fn.countAll<number | string>().as('n'))
    if (status !== undefined) {
      rows = rows.where('status', '=', status)
      count = count.where('status', '=', status)
    }
    const [list, total] = await Promise.all([
      (admin
        ? rows.orderBy('status', 'asc').orderBy('createdAt', 'desc').orderBy('id', 'desc')
        : rows.orderBy('createdAt', 'asc').orderBy('id', 'asc')
      )
        .limit(size)
        .offset((current - 1) * size)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ])
    return paged(current, size, Number(total.n), list.map(toLink))
  }

  r.post('/getLinksList', async (c) => {
    const q = await body(c, v.object({ ...page }))
    return ok(c, await listPage(q.current, q.size, STATUS_APPROVED, false))
  })

  r.post('/add', async (c) => {
    const me = requireUser(c)
    ctx.limits.write.hit(actorKey(c))
    const input = await body(c, AddSchema)
    await assertUrlFree(input.url)
    const stamp = now()
    // the owner's own link needs nobody's approval
    const status = isAdmin(me) ? STATUS_APPROVED : STATUS_PENDING
    const inserted = await ctx.db
      .insertInto('links')
      .values({ ...input, status, user_id: me.id, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
    const link = await findLink(inserted.id)
    if (status === STATUS_PENDING) await tellAdmins(me, link, '申请了')
    return ok(c, toLink(link))
  })

  const frontUpdate = async (c: AppContext) => {
    const me = requireUser(c)
    ctx.limits.write.hit(actorKey(c))
    const { id: linkId, ...fields } = await body(c, UpdateSchema)
    const existing = await findLink(linkId)
    if (existing.user_id !== me.id) throw forbidden()
    await assertUrlFree(fields.url, linkId)
    // a changed link is checked again, unless the owner of the site changed it
    const status = isAdmin(me) ? existing.status : STATUS_PENDING
    await ctx.db
      .updateTable('links')
      .set({ ...fields, status, updatedAt: now() })
      .where('id', '=', linkId)
      .execute()
    const link = await findLink(linkId)
    if (status === STATUS_PENDING) await tellAdmins(me, link, '修改了')
    return ok(c, toLink(link))
  }
  r.put('/frontUpdate', frontUpdate)
  // the SPEC's client sends it with POST
  r.post('/frontUpdate', frontUpdate)

  // ---- admin ----

  r.put('/approve/:id', async (c) => {
    requireAdmin(c)
    const linkId = intParam(c, 'id')
    await findLink(linkId)
    await ctx.db
      .updateTable('links')
      .set({ status: STATUS_APPROVED, updatedAt: now() })
      .where('id', '=', linkId)
      .execute()
    return ok(c, toLink(await findLink(linkId)))
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const linkId = intParam(c, 'id')
    await findLink(linkId)
    await ctx.db.deleteFrom('links').where('id', '=', linkId).execute()
    return ok(c, true)
  })

  r.post('/adminList', async (c) => {
    requireAdmin(c)
    const q = await body(c, AdminListSchema)
    return ok(c, await listPage(q.current, q.size, q.status, true))
  })

  return r
}
