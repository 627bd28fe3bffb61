import { type Kysely, sql } from 'kysely'
import type { ServerContext } from '../context.ts'
import type { DB } from '../db/schema.ts'
import { badRequest } from '../http/envelope.ts'
import { paged } from '../http/validate.ts'
import { type Cursor, formatCursor, type ListStart } from './keyset.ts'
import { STATUS } from '../moderation/guard.ts'
import { countComments, publicComment, publicCommentQuery, UNKNOWN_PLACE } from './sql.ts'

// One page of a comment thread (docs/api.md §10, §25 "Paging a long thread"): a target's top
// level or the replies under one comment, by page number or by cursor, read in one query.

/** The order of a list: newest first, oldest first (replies), or most liked first. */
export type CommentOrder = 'new' | 'hot' | 'oldest'

type Direction = 'asc' | 'desc'
const flip = (d: Direction): Direction => (d === 'asc' ? 'desc' : 'asc')

/** What one list query reads. */
interface Ask {
  type: number
  forId: number
  /** null: the top level */
  parentId: number | null
  liker: string
  /** the hash of the caller's guest token, to mark their own comments */
  guestHash: string | null
  /** the signed-in caller: their own held comments show to them */
  userId: number | null
  order: 'hot' | Direction
  /** the rows beyond this comment in `order` */
  beyond: Cursor | null
  limit: number
  offset: number
}

/**
 * The rows asked for, with what a list shows beside each, read in the same query: whether the
 * liker likes it, its replies (top level only: replies hang on the top), and whether the guest
 * holding the token whose hash is `guestHash` wrote it.
 */
function listQuery(db: Kysely<DB>, a: Ask) {
  const d = a.order === 'hot' ? 'desc' : a.order
  // most liked first, then newest; or by time alone, ties by id
  const columns =
    a.order === 'hot' ? (['thumbs_up', 'createdAt', 'id'] as const) : (['createdAt', 'id'] as const)
  let rows = publicCommentQuery(db)
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('likes as l')
            .select('l.id')
            .where('l.target_type', '=', 'comment')
            .whereRef('l.target_id', '=', 'cm.id')
            .where('l.liker', '=', a.liker),
        )
        .as('liked'),
      a.parentId === null
        ? eb
            .selectFrom('comments as r')
            .select((rb) => rb.fn.countAll<number | string>().as('n'))
            // the thread's own columns lead its index: each count reads only its replies
            .whereRef('r.type', '=', 'cm.type')
            .whereRef('r.for_id', '=', 'cm.for_id')
            .whereRef('r.parent_id', '=', 'cm.id')
            .where(shownTo(a, 'r'))
            .as('replies')
        : sql<number>`0`.as('replies'),
      a.guestHash === null
        ? sql<number>`0`.as('own')
        : sql<number | boolean>`case when ${eb.ref('cm.guest_token')} = ${a.guestHash} then 1 else 0 end`.as(
            'own',
          ),
    ])
    .where('cm.type', '=', a.type)
    .where('cm.for_id', '=', a.forId)
    .where('cm.parent_id', a.parentId === null ? 'is' : '=', a.parentId)
    .where(shownTo(a, 'cm'))
  const { beyond } = a
  if (beyond) {
    rows = rows.where((eb) =>
      eb(
        eb.refTuple('cm.createdAt', 'cm.id'),
        a.order === 'desc' ? '<' : '>',
        eb.tuple(beyond.createdAt, beyond.id),
      ),
    )
  }
  for (const column of columns) rows = rows.orderBy(`cm.${column}` as const, d)
  if (a.offset === 0) return rows.limit(a.limit)
  // The skipped rows are walked by id alone: likes and reply counts are worked out for the rows
  // answered, not for every row stepped over (PostgreSQL works out a row's columns before OFFSET
  // drops it).
  let keys = db
    .selectFrom('comments as k')
    .select('k.id')
    .where('k.type', '=', a.type)
    .where('k.for_id', '=', a.forId)
    .where('k.parent_id', a.parentId === null ? 'is' : '=', a.parentId)
    .where(shownTo(a, 'k'))
  for (const column of columns) keys = keys.orderBy(`k.${column}` as const, d)
  return rows.where('cm.id', 'in', keys.limit(a.limit).offset(a.offset)).limit(a.limit)
}

/**
 * Published comments, and the caller's own held ones (docs/api.md §27), for the comments table
 * under `alias`. Written as SQL on the alias: the list reads the table under three names.
 */
function shownTo(a: Pick<Ask, 'userId' | 'guestHash'>, alias: 'cm' | 'r' | 'k') {
  const col = (name: string) => sql.ref(`${alias}.${name}`)
  const own = [
    ...(a.userId ? [sql`${col('from_id')} = ${a.userId}`] : []),
    ...(a.guestHash ? [sql`${col('guest_token')} = ${a.guestHash}`] : []),
  ]
  const published = sql<boolean>`${col('status')} = ${STATUS.published}`
  return own.length === 0
    ? published
    : sql<boolean>`(${published} or (${col('status')} = ${STATUS.held} and (${sql.join(own, sql` or `)})))`
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number]

const readList = (db: Kysely<DB>, a: Ask): Promise<ListRow[]> => listQuery(db, a).execute()

/** A row as a list shows it: `is_like`, `reply_count`, and `mine` for its guest author. */
function listed({ liked, replies, own, ...row }: ListRow) {
  return {
    ...publicComment(row),
    is_like: Boolean(liked),
    reply_count: Number(replies),
    ipAddress: UNKNOWN_PLACE,
    ...(Number(own) === 1 ? { mine: true as const } : {}),
  }
}

/** What one list answer holds besides its rows: whether the list goes on before and after them. */
interface Slice {
  rows: ListRow[]
  more: { before: boolean; after: boolean }
}

/**
 * One page of a target's comments under `parentId` (null: the top level), the liker's likes
 * marked. Besides the page number a client may name a cursor: the list is then read from the
 * thread's index at that place, as deep as it lies.
 */
export async function pageComments(
  ctx: ServerContext,
  q: { type: number; for_id: number; size: number; start: ListStart },
  parentId: number | null,
  order: CommentOrder,
  liker: string,
  guestHash: string | null,
  userId: number | null = null,
) {
  const { db } = ctx
  const total = await countComments(db, q.type, q.for_id, parentId, { userId, guestHash })
  const { start } = q
  if (order === 'hot' && start.kind !== 'page') throw badRequest('按热度排序时不能按游标翻页')
  const base = { type: q.type, forId: q.for_id, parentId, liker, guestHash, userId, beyond: null, offset: 0 }
  const read = (a: Pick<Ask, 'order' | 'limit'> & Partial<Ask>) => readList(db, { ...base, ...a })
  const { rows, more } =
    order === 'hot'
      ? await hotPage(read, q.size, start.kind === 'page' ? start.current : 1)
      : await keysetSlice(read, order === 'oldest' ? 'asc' : 'desc', q.size, start, total)
  const first = rows[0]
  const last = rows.at(-1)
  return {
    ...paged(start.kind === 'page' ? start.current : 0, q.size, total, rows.map(listed)),
    prev: more.before && first && order !== 'hot' ? formatCursor(first) : null,
    next: more.after && last && order !== 'hot' ? formatCursor(last) : null,
  }
}

type Read = (a: Pick<Ask, 'order' | 'limit'> & Partial<Ask>) => Promise<ListRow[]>

/** Most liked first: numbered pages only (a like moves a comment, so a cursor would not hold). */
async function hotPage(read: Read, size: number, current: number): Promise<Slice> {
  const rows = await read({ order: 'hot', limit: size, offset: (current - 1) * size })
  return { rows, more: { before: false, after: false } }
}

/**
 * A slice of the list ordered by (createdAt, id) in `direction`. A cursor seeks in the index;
 * the last page is the first of the reversed order; a numbered page counts from whichever end
 * of the list is nearer, so the last pages cost what the first ones do.
 */
async function keysetSlice(
  read: Read,
  direction: Direction,
  size: number,
  start: ListStart,
  total: number,
): Promise<Slice> {
  switch (start.kind) {
    case 'after': {
      const rows = await read({ order: direction, beyond: start.cursor, limit: size + 1 })
      return { rows: rows.slice(0, size), more: { before: true, after: rows.length > size } }
    }
    case 'before': {
      const rows = await read({ order: flip(direction), beyond: start.cursor, limit: size + 1 })
      return { rows: rows.slice(0, size).reverse(), more: { before: rows.length > size, after: true } }
    }
    case 'last': {
      const rows = await read({ order: flip(direction), limit: size + 1 })
      return { rows: rows.slice(0, size).reverse(), more: { before: rows.length > size, after: false } }
    }
    case 'page': {
      const skipped = (start.current - 1) * size
      const rows = await numberedPage(read, direction, size, skipped, total)
      return { rows, more: { before: skipped > 0, after: skipped + rows.length < total } }
    }
  }
}

/** The `size` rows after the first `skipped`, read from the nearer end of a list of `total`. */
async function numberedPage(
  read: Read,
  direction: Direction,
  size: number,
  skipped: number,
  total: number,
): Promise<ListRow[]> {
  const after = total - skipped - size
  if (after >= skipped) return read({ order: direction, limit: size, offset: skipped })
  // the last page may be short: fewer than `size` rows lie beyond the skipped ones
  const count = size + Math.min(0, after)
  if (count <= 0) return []
  const rows = await read({ order: flip(direction), limit: count, offset: Math.max(0, after) })
  return rows.reverse()
}
