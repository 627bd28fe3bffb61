import type { AppContext, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import { preparedQuery } from '../db/prepared.ts'
import type { LikesTable } from '../db/schema.ts'
import { rememberedNow, rememberWhileUnchanged } from '../db/while-unchanged.ts'

type Target = LikesTable['target_type']

/** Logged-in likes are keyed by user, anonymous ones by IP (docs/api.md §15). */
export function likerOf(c: AppContext): string {
  const user = c.get('user')
  return user ? `u:${user.id}` : visitorLiker(c.get('ip'))
}

/** The liker a visitor without an account is, by address. */
export function visitorLiker(ip: string): string {
  return `ip:${ip}`
}

export async function isLiked(
  ctx: ServerContext,
  target: Target,
  targetId: number,
  liker: string,
): Promise<boolean> {
  // every reader of an article asks, again on each visit: kept while nothing is written
  return rememberWhileUnchanged(
    ctx.db,
    likedKey(target, targetId, liker),
    async () => (await likeOf(ctx.db, target, targetId, liker)).length > 0,
  )
}

/** isLiked where its answer is still kept from an earlier ask: at once; undefined otherwise. */
export function isLikedNow(
  ctx: ServerContext,
  target: Target,
  targetId: number,
  liker: string,
): boolean | undefined {
  return rememberedNow<boolean>(ctx.db, likedKey(target, targetId, liker))?.value
}

const likedKey = (target: Target, targetId: number, liker: string) => `liked:${target}:${targetId}:${liker}`

/** Asked on every article and talk a reader opens: compiled once (db/prepared.ts). */
const likeOf = preparedQuery((db, target: Target, targetId: number, liker: string) =>
  db
    .selectFrom('likes')
    .select('target_id')
    .where('target_type', '=', target)
    .where('target_id', '=', targetId)
    .where('liker', '=', liker),
)

/** The ids among `ids` the liker likes: one query for a whole page of rows. */
export async function likedIds(
  ctx: ServerContext,
  target: Target,
  ids: number[],
  liker: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await ctx.db
    .selectFrom('likes')
    .select('target_id')
    .where('target_type', '=', target)
    .where('target_id', 'in', ids)
    .where('liker', '=', liker)
    .execute()
  return new Set(rows.map((r) => r.target_id))
}

/**
 * Sets the like state idempotently. Returns the change to apply to the target's counter
 * (+1, -1 or 0), so liking twice never counts twice.
 */
export async function setLike(
  ctx: ServerContext,
  target: Target,
  targetId: number,
  liker: string,
  like: boolean,
): Promise<-1 | 0 | 1> {
  if (like) {
    const inserted = await ctx.db
      .insertInto('likes')
      .values({ target_type: target, target_id: targetId, liker, createdAt: now() })
      .onConflict((oc) => oc.columns(['target_type', 'target_id', 'liker']).doNothing())
      .executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0
  }
  const deleted = await ctx.db
    .deleteFrom('likes')
    .where('target_type', '=', target)
    .where('target_id', '=', targetId)
    .where('liker', '=', liker)
    .executeTakeFirst()
  return Number(deleted.numDeletedRows) > 0 ? -1 : 0
}

/**
 * What hangs on a likeable item besides foreign keys: its likes, its comments and their
 * likes (likes and comments point at targets by type and id, so no cascade can reach them).
 * Run inside the transaction that deletes the item.
 */
export async function deleteDiscussion(
  trx: ServerContext['db'],
  target: { likes: Exclude<Target, 'comment'>; commentType: 1 | 2 | 3; id: number },
): Promise<void> {
  const comments = trx
    .selectFrom('comments')
    .select('id')
    .where('type', '=', target.commentType)
    .where('for_id', '=', target.id)
  await trx
    .deleteFrom('likes')
    .where('target_type', '=', 'comment')
    .where('target_id', 'in', comments)
    .execute()
  await trx
    .deleteFrom('comments')
    .where('type', '=', target.commentType)
    .where('for_id', '=', target.id)
    .execute()
  await trx
    .deleteFrom('likes')
    .where('target_type', '=', target.likes)
    .where('target_id', '=', target.id)
    .execute()
}
