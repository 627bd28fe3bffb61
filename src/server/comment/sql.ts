import type { Kysely } from 'kysely'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { paged } from '../http/validate.ts'
import { likedIds } from '../like/sql.ts'

/** Comment rows with the names the client shows: the author's and the addressee's. */
export function commentQuery(db: Kysely<DB>) {
  return db
    .selectFrom('comments as cm')
    .innerJoin('users as f', 'f.id', 'cm.from_id')
    .leftJoin('users as t', 't.id', 'cm.to_id')
    .select([
      'cm.id',
      'cm.type',
      'cm.for_id',
      'cm.parent_id',
      'cm.from_id',
      'f.nick_name as from_name',
      'f.avatar as from_avatar',
      'cm.to_id',
      't.nick_name as to_name',
      'cm.content',
      'cm.thumbs_up',
      'cm.createdAt',
      'cm.updatedAt',
    ])
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number]

/**
 * The place a comment came from, as the `blog-v3` client shows it. The server keeps no
 * commenters' IPs and has no offline place database, so it is always unknown.
 */
export const UNKNOWN_PLACE = '未知'

/** Adds `is_like` for the caller and `reply_count`: two queries for the whole page. */
export async function decorate(ctx: ServerContext, rows: CommentRow[], liker: string) {
  const ids = rows.map((r) => r.id)
  const liked = await likedIds(ctx, 'comment', ids, liker)
  const counts = new Map<number, number>()
  const parents = rows.filter((r) => r.parent_id === null).map((r) => r.id)
  if (parents.length > 0) {
    const grouped = await ctx.db
      .selectFrom('comments')
      .select((eb) => ['parent_id', eb.fn.countAll<number>().as('n')])
      .where('parent_id', 'in', parents)
      .groupBy('parent_id')
      .execute()
    for (const g of grouped) if (g.parent_id !== null) counts.set(g.parent_id, Number(g.n))
  }
  return rows.map((r) => ({
    ...r,
    is_like: liked.has(r.id),
    reply_count: counts.get(r.id) ?? 0,
    ipAddress: UNKNOWN_PLACE,
  }))
}

/** The comment and every reply under it: what a delete removes. */
export function commentFamily(db: Kysely<DB>, commentId: number) {
  return db
    .selectFrom('comments')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', commentId), eb('parent_id', '=', commentId)]))
}

export interface NewComment {
  type: 1 | 2 | 3
  for_id: number
  parent_id: number | null
  from_id: number
  to_id: number | null
  content: string
}

/** Writes a comment; the row as the lists show it. */
export async function insertComment(db: Kysely<DB>, row: NewComment) {
  const stamp = now()
  const inserted = await db
    .insertInto('comments')
    .values({ ...row, thumbs_up: 0, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow()
  return commentQuery(db).where('cm.id', '=', inserted.id).executeTakeFirstOrThrow()
}

/** Where a comment sits, to hang a reply on it; undefined when there is none. */
export function commentPlace(db: Kysely<DB>, commentId: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'type', 'for_id', 'parent_id'])
    .where('id', '=', commentId)
    .executeTakeFirst()
}

/** Whether the user wrote in the thread under the top-level comment `topId`. */
export async function wroteInThread(db: Kysely<DB>, topId: number, userId: number): Promise<boolean> {
  const row = await commentFamily(db, topId).where('from_id', '=', userId).executeTakeFirst()
  return row !== undefined
}

/** Comments on a target: all of them, the top level (`null`), or the replies under one parent. */
export async function countComments(
  db: Kysely<DB>,
  type: number,
  forId: number,
  parent?: number | null,
): Promise<number> {
  let q = db.selectFrom('comments').where('type', '=', type).where('for_id', '=', forId)
  if (parent === null) q = q.where('parent_id', 'is', null)
  else if (parent !== undefined) q = q.where('parent_id', '=', parent)
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** One page of a target's comments under `parentId` (null: the top level), the liker's likes marked. */
export async function pageComments(
  ctx: ServerContext,
  q: { type: number; for_id: number; current: number; size: number },
  parentId: number | null,
  order: 'new' | 'hot' | 'oldest',
  liker: string,
) {
  const { db } = ctx
  const total = await countComments(db, q.type, q.for_id, parentId)
  let list = commentQuery(db)
    .where('cm.type', '=', q.type)
    .where('cm.for_id', '=', q.for_id)
    .where('cm.parent_id', parentId === null ? 'is' : '=', parentId)
  if (order === 'hot') list = list.orderBy('cm.thumbs_up', 'desc')
  const direction = order === 'oldest' ? 'asc' : 'desc'
  const rows = await list
    .orderBy('cm.createdAt', direction)
    .orderBy('cm.id', direction)
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute()
  return paged(q.current, q.size, total, await decorate(ctx, rows, liker))
}

/** Who wrote a comment; undefined when there is none. */
export async function commentAuthor(db: Kysely<DB>, commentId: number): Promise<number | undefined> {
  const row = await db.selectFrom('comments').select('from_id').where('id', '=', commentId).executeTakeFirst()
  return row?.from_id
}

/** A comment, its replies and all their likes, in one transaction. */
export async function deleteComment(db: Kysely<DB>, commentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('likes')
      .where('target_type', '=', 'comment')
      .where('target_id', 'in', commentFamily(trx, commentId))
      .execute()
    // the replies go with their parent (FK: ON DELETE CASCADE)
    await trx.deleteFrom('comments').where('id', '=', commentId).execute()
  })
}
