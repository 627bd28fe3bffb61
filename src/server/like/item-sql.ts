import { sql } from 'kysely'
import { ARTICLE_PUBLIC } from '../article/public.ts'
import type { AppContext, AuthUser, ServerContext } from '../context.ts'
import type { LikesTable } from '../db/schema.ts'
import { actorKey, isAdmin } from '../http/auth.ts'
import { notFound } from '../http/envelope.ts'
import { likerOf, setLike } from './sql.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { notifyUser } from '../notify/sql.ts'

export type LikeTarget = LikesTable['target_type']

/** The generic like routes' target types (docs/api.md §15): 1 article, 2 talk, 3 message, 4 comment. */
export const LIKE_TYPES: Record<1 | 2 | 3 | 4, LikeTarget> = {
  1: 'article',
  2: 'talk',
  3: 'message',
  4: 'comment',
}

/** Where each target keeps its like counter. */
const COUNTERS = {
  article: { table: 'articles', column: 'thumbs_up_times', missing: '文章不存在' },
  talk: { table: 'talks', column: 'like_times', missing: '说说不存在' },
  message: { table: 'messages', column: 'like_times', missing: '留言不存在' },
  comment: { table: 'comments', column: 'thumbs_up', missing: '评论不存在' },
} as const satisfies Record<LikeTarget, { table: string; column: string; missing: string }>

/** Only public articles and talks can be liked, except by an admin; messages and comments are all public. */
const STATUS_PUBLIC: Partial<Record<LikeTarget, number>> = { article: ARTICLE_PUBLIC, talk: 1 }

/** Notification type 3: about a message-board entry. */
const NOTIFY_MESSAGE = 3

interface Counted {
  count: number
  status: number | null
  owner: number | null
  text: string
}

async function readTarget(ctx: ServerContext, target: LikeTarget, id: number): Promise<Counted | undefined> {
  const { table, column } = COUNTERS[target]
  // the owner and the text only matter for a message, whose author is told about a like
  const extra =
    target === 'message'
      ? sql`, ${sql.ref('user_id')} as owner, ${sql.ref('message')} as text`
      : sql`, null as owner, '' as text`
  const status = target in STATUS_PUBLIC ? sql.ref('status') : sql`null`
  const found = await sql<Counted>`select ${sql.ref(column)} as count, ${status} as status ${extra}
    from ${sql.table(table)} where id = ${id}`.execute(ctx.db)
  const row = found.rows[0]
  return row ? { ...row, count: Number(row.count) } : undefined
}

/**
 * Likes or unlikes one item for the caller, whichever route asked: the like row and the
 * item's counter change together, so the per-resource routes and the generic ones agree.
 * Returns the counter after the change.
 */
export async function likeItem(
  ctx: ServerContext,
  c: AppContext,
  target: LikeTarget,
  id: number,
  wanted: boolean,
): Promise<number> {
  await ctx.limits.write.hit(actorKey(c))
  const me = c.get('user')
  const row = await readTarget(ctx, target, id)
  const hidden = row && row.status !== null && row.status !== STATUS_PUBLIC[target] && !isAdmin(me)
  if (!row || hidden) throw notFound(COUNTERS[target].missing)
  const delta = await setLike(ctx, target, id, likerOf(c), wanted)
  if (delta === 0) return Math.max(0, row.count)
  const { table, column } = COUNTERS[target]
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} + ${delta}
    where id = ${id}`.execute(ctx.db)
  if (delta === 1 && target === 'message') await notifyMessageLike(ctx, me, id, row)
  const after = await readTarget(ctx, target, id)
  return Math.max(0, after?.count ?? 0)
}

/**
 * Tells a message's author once per liker: a like that follows an unlike finds the same
 * notice already written and adds nothing.
 */
async function notifyMessageLike(
  ctx: ServerContext,
  me: AuthUser | null,
  messageId: number,
  entry: Counted,
): Promise<void> {
  const owner = entry.owner === null ? null : Number(entry.owner)
  if (!owner || owner === me?.id) return
  const who = me ? `<b>${escapeHtml(me.nick_name)}</b>` : '一位游客'
  const snippet = entry.text.length > 20 ? `${entry.text.slice(0, 20)}…` : entry.text
  const message = `${who} 赞了你的留言「${escapeHtml(snippet)}」`
  const already = await ctx.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', owner)
    .where('type', '=', NOTIFY_MESSAGE)
    .where('to_id', '=', messageId)
    .where('message', '=', message)
    .executeTakeFirst()
  if (already) return
  await notifyUser(ctx, {
    user_id: owner,
    from_id: me?.id ?? null,
    type: NOTIFY_MESSAGE,
    to_id: messageId,
    message,
  })
}
