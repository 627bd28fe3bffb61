import type { Kysely, Selectable } from 'kysely'
import * as v from 'valibot'
import type { FriendLink } from '../../core/contract/index.ts'
import { siteAvatarError, siteDescError, siteNameError, siteUrlError } from '../../core/validate/index.ts'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB, LinksTable } from '../db/schema.ts'
import { conflict, notFound } from '../http/envelope.ts'
import { paged, ruledText } from '../http/validate.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { notifyUser } from '../notify/sql.ts'
import { notice } from '../notify/notice.ts'

export const STATUS_PENDING = 1
export const STATUS_APPROVED = 2
/** Notification type 4: a link application, opened in the admin site. */
export const NOTIFY_LINK = 4

/** The fields of an application, as the applicant and the admin's edit send them. */
export const linkFields = {
  site_name: ruledText(siteNameError),
  site_desc: v.optional(ruledText(siteDescError), ''),
  site_avatar: v.optional(ruledText(siteAvatarError), ''),
  url: ruledText(siteUrlError),
}

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

export type LinkRow = Selectable<LinksTable>

export function toLink(row: LinkRow): FriendLink {
  const { user_id, status, ...rest } = row
  return {
    ...rest,
    status: status === STATUS_APPROVED ? 2 : 1,
    ...(user_id === null ? {} : { user_id }),
  }
}

export async function findLink(db: Kysely<DB>, linkId: number): Promise<LinkRow> {
  const row = await db.selectFrom('links').select(columns).where('id', '=', linkId).executeTakeFirst()
  if (!row) throw notFound('友链不存在')
  return row
}

/** One entry per site: a second application for the same address is a conflict. */
export async function assertUrlFree(db: Kysely<DB>, url: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('links').select('id').where('url', '=', url)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  if (await q.executeTakeFirst()) throw conflict('该网站已经申请过友链')
}

/** Public: approved links, oldest friend first. Admin: pending first, then newest. */
export async function pageLinks(
  db: Kysely<DB>,
  current: number,
  size: number,
  status: number | undefined,
  admin: boolean,
) {
  let rows = db.selectFrom('links').select(columns)
  let count = db.selectFrom('links').select((eb) => eb.fn.countAll<number | string>().as('n'))
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

/** Tells the applicant what became of their application (notification type 4). */
export async function tellApplicant(
  ctx: ServerContext,
  link: LinkRow,
  verdict: 'approved' | 'rejected',
  reason = '',
): Promise<void> {
  const name = `<b>${escapeHtml(link.site_name)}</b>`
  const message =
    verdict === 'approved'
      ? `你申请的友链 ${name} 已通过审核`
      : `你申请的友链 ${name} 未通过审核${reason ? `：${escapeHtml(reason)}` : ''}`
  await notifyUser(ctx, { user_id: link.user_id, type: NOTIFY_LINK, to_id: link.id, message })
  await notice(ctx, { type: 'link-verdict', link, verdict, reason })
}

export interface LinkInput {
  site_name: string
  site_desc: string
  site_avatar: string
  url: string
}

/** A new link in the given status; its id. */
export async function insertLink(
  db: Kysely<DB>,
  input: LinkInput,
  status: number,
  userId: number,
): Promise<number> {
  const stamp = now()
  const inserted = await db
    .insertInto('links')
    .values({ ...input, status, user_id: userId, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

export async function updateLink(
  db: Kysely<DB>,
  linkId: number,
  fields: LinkInput,
  status: number,
): Promise<void> {
  await db
    .updateTable('links')
    .set({ ...fields, status, updatedAt: now() })
    .where('id', '=', linkId)
    .execute()
}

export async function approveLink(db: Kysely<DB>, linkId: number): Promise<void> {
  await db
    .updateTable('links')
    .set({ status: STATUS_APPROVED, updatedAt: now() })
    .where('id', '=', linkId)
    .execute()
}

export async function deleteLink(db: Kysely<DB>, linkId: number): Promise<void> {
  await db.deleteFrom('links').where('id', '=', linkId).execute()
}

/** The admin's correction: the fields change, the status stays. */
export async function correctLink(db: Kysely<DB>, linkId: number, fields: LinkInput): Promise<void> {
  await db
    .updateTable('links')
    .set({ ...fields, updatedAt: now() })
    .where('id', '=', linkId)
    .execute()
}
