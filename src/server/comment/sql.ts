import type { Kysely } from 'kysely'
import type { ServerContext } from '../context.ts'
import type { DB } from '../db/schema.ts'
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
 * The place a comment came from, as the SPEC's client shows it. The server keeps no
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
