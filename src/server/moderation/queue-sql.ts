import type { Kysely } from 'kysely'
import type { CommentType, HeldItem, HeldKind, ReviewAction } from '../../core/contract/index.ts'
import { notice } from '../notify/notice.ts'
import type { ServerContext } from '../context.ts'
import type { DB } from '../db/schema.ts'
import { commentQuery, deleteComment } from '../comment/sql.ts'
import { commentedMessage, findCommentTarget, repliedMessage } from '../comment/target-sql.ts'
import { targetsOf } from '../desk/moderation-sql.ts'
import { paged } from '../http/validate.ts'
import { deleteMessages } from '../message/sql.ts'
import { notifyAdmins, notifyUser } from '../notify/sql.ts'
import { addBlock } from './blocks-sql.ts'
import { STATUS } from './guard.ts'

// The owner's review queue (docs/api.md §27): held comments and board entries, oldest first,
// and what approving, rejecting or marking one as spam does.

const TABLE = { comment: 'comments', message: 'messages' } as const

/** How many items wait, of both kinds: the number on the desk's menu. */
export async function countHeld(db: Kysely<DB>): Promise<number> {
  const [comments, messages] = await Promise.all(
    (['comments', 'messages'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', STATUS.held)
        .executeTakeFirstOrThrow(),
    ),
  )
  return Number(comments?.n ?? 0) + Number(messages?.n ?? 0)
}

export async function pageHeld(db: Kysely<DB>, q: { kind: HeldKind; current: number; size: number }) {
  const offset = (q.current - 1) * q.size
  const total = Number(
    (
      await db
        .selectFrom(TABLE[q.kind])
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', STATUS.held)
        .executeTakeFirstOrThrow()
    ).n,
  )
  let list: HeldItem[]
  if (q.kind === 'comment') {
    const rows = await commentQuery(db)
      .select(['cm.held_reason', 'cm.guest_name'])
      .where('cm.status', '=', STATUS.held)
      .orderBy('cm.createdAt')
      .orderBy('cm.id')
      .limit(q.size)
      .offset(offset)
      .execute()
    const target = await targetsOf(db, rows)
    list = rows.map((r) => ({
      kind: 'comment',
      id: r.id,
      author: r.from_name,
      guest: r.guest_name !== null,
      content: r.content,
      reason: r.held_reason ?? '',
      target: target(r.type, r.for_id),
      createdAt: r.createdAt,
    }))
  } else {
    const rows = await db
      .selectFrom('messages as m')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.id',
        'm.message',
        'm.nick_name',
        'u.nick_name as user_nick',
        'm.held_reason',
        'm.createdAt',
      ])
      .where('m.status', '=', STATUS.held)
      .orderBy('m.createdAt')
      .orderBy('m.id')
      .limit(q.size)
      .offset(offset)
      .execute()
    list = rows.map((r) => ({
      kind: 'message',
      id: r.id,
      author: r.user_nick ?? r.nick_name,
      guest: r.user_nick === null,
      content: r.message,
      reason: r.held_reason ?? '',
      target: null,
      createdAt: r.createdAt,
    }))
  }
  return paged(q.current, q.size, total, list)
}

/** The notices a comment would have sent when written, sent now that it is published. */
async function tellAboutComment(ctx: ServerContext, commentId: number): Promise<void> {
  const row = await commentQuery(ctx.db)
    .select('cm.to_id as to_user')
    .where('cm.id', '=', commentId)
    .executeTakeFirst()
  if (!row) return
  if (row.type < 1 || row.type > 4) return
  const target = await findCommentTarget(ctx.db, row.type as CommentType, row.for_id, null)
  if (!target) return
  const from = row.from_id || null
  if (row.parent_id === null) {
    const n = {
      from_id: from,
      type: target.notifyType,
      to_id: target.id,
      message: commentedMessage(row.from_name, target, row.content),
    }
    if (target.ownedByAdmins) await notifyAdmins(ctx, n)
    else await notifyUser(ctx, { ...n, user_id: target.owner })
    return
  }
  if (row.to_user) {
    await notifyUser(ctx, {
      user_id: row.to_user,
      from_id: from,
      type: target.notifyType,
      to_id: target.id,
      message: repliedMessage(row.from_name, target, row.content),
    })
  }
}

/** What "spam" blocks: a guest's address hash, e-mail and nickname. */
async function blockAuthor(db: Kysely<DB>, kind: HeldKind, id: number): Promise<void> {
  if (kind === 'comment') {
    const row = await db
      .selectFrom('comments')
      .select(['visitor', 'guest_email', 'guest_name'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row || row.guest_name === null) return
    if (row.visitor) await addBlock(db, { kind: 'visitor', value: row.visitor, note: `评论 #${id}` })
    if (row.guest_email) await addBlock(db, { kind: 'email', value: row.guest_email, note: `评论 #${id}` })
    await addBlock(db, { kind: 'nick', value: row.guest_name, note: `评论 #${id}` })
    return
  }
  const row = await db
    .selectFrom('messages')
    .select(['visitor', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (row?.visitor && row.user_id === null)
    await addBlock(db, { kind: 'visitor', value: row.visitor, note: `留言 #${id}` })
}

/**
 * Approves (publishes and sends the notices it held back), rejects (deletes) or marks as spam
 * (hidden for good, its guest author blocked) one held item; false when it is not waiting.
 */
export async function review(
  ctx: ServerContext,
  item: { kind: HeldKind; id: number },
  action: ReviewAction,
): Promise<boolean> {
  const { db } = ctx
  const table = TABLE[item.kind]
  const row = await db.selectFrom(table).select('status').where('id', '=', item.id).executeTakeFirst()
  if (!row || row.status !== STATUS.held) return false
  if (action === 'reject') {
    if (item.kind === 'comment') await deleteComment(db, item.id)
    else await deleteMessages(ctx, [item.id])
    return true
  }
  const status = action === 'approve' ? STATUS.published : STATUS.spam
  // only a held item changes: two owners deciding at once act once
  const changed = await db
    .updateTable(table)
    .set({ status })
    .where('id', '=', item.id)
    .where('status', '=', STATUS.held)
    .executeTakeFirst()
  if (Number(changed.numUpdatedRows) === 0) return false
  if (action === 'approve' && item.kind === 'comment') await tellAboutComment(ctx, item.id)
  // the mail and webhooks it held back too (docs/api.md §27)
  if (action === 'approve') await notice(ctx, { type: item.kind, id: item.id })
  if (action === 'spam') await blockAuthor(db, item.kind, item.id)
  return true
}
