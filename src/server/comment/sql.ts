import { type Kysely, sql } from 'kysely'
import { renderCommentHtml } from '../../core/markdown/comment.ts'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'
import { badRequest } from '../http/envelope.ts'
import { paged } from '../http/validate.ts'
import { type Cursor, formatCursor, type ListStart } from './keyset.ts'
import type { CommentTargetType } from './target-sql.ts'

/**
 * Comment rows with the names the client shows: the author's and the addressee's. A guest has no
 * account: from_id reads 0 and the name is the one they gave; a reply to a guest reads to_id 0.
 * The guest's e-mail and token hash are never selected here (docs/api.md §25).
 */
export function commentQuery(db: Kysely<DB>) {
  return db
    .selectFrom('comments as cm')
    .leftJoin('users as f', 'f.id', 'cm.from_id')
    .leftJoin('users as t', 't.id', 'cm.to_id')
    .select((eb) => [
      'cm.id',
      'cm.type',
      'cm.for_id',
      'cm.parent_id',
      eb.fn.coalesce('cm.from_id', sql<number>`0`).as('from_id'),
      eb.fn.coalesce('f.nick_name', 'cm.guest_name', sql<string>`''`).as('from_name'),
      eb.fn.coalesce('f.avatar', sql<string>`''`).as('from_avatar'),
      sql<
        number | null
      >`case when ${eb.ref('cm.to_guest_name')} is not null then 0 else ${eb.ref('cm.to_id')} end`.as(
        'to_id',
      ),
      eb.fn.coalesce('t.nick_name', 'cm.to_guest_name').as('to_name'),
      'cm.content',
      'cm.thumbs_up',
      'cm.createdAt',
      'cm.updatedAt',
    ])
}

/** commentQuery plus what a public answer says about a guest author: that they are one, their site. */
export function publicCommentQuery(db: Kysely<DB>) {
  return commentQuery(db).select(['cm.guest_name', 'cm.guest_url'])
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof publicCommentQuery>['execute']>>[number]

/**
 * The place a comment came from, as the `blog-v3` client shows it. The server keeps no
 * commenters' IPs and has no offline place database, so it is always unknown.
 */
export const UNKNOWN_PLACE = '未知'

/** A row as every public answer shows it: Markdown rendered, a guest marked, the private parts gone. */
export function publicComment<R extends CommentRow>(row: R) {
  const { guest_name, guest_url, ...rest } = row
  return {
    ...rest,
    content_html: renderCommentHtml(row.content),
    ...(guest_name !== null ? { guest: true as const } : {}),
    ...(guest_url ? { from_url: guest_url } : {}),
  }
}

/**
 * One thread of a target (its top level, or the replies under one comment) with what a list
 * shows beside each comment, read in the same query: whether the liker likes it, its replies
 * (top level only: replies hang on the top), and whether the guest holding the token whose hash
 * is `guestHash` wrote it.
 */
function threadQuery(
  db: Kysely<DB>,
  target: { type: number; for_id: number },
  parentId: number | null,
  liker: string,
  guestHash: string | null,
) {
  return publicCommentQuery(db)
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('likes as l')
            .select('l.id')
            .where('l.target_type', '=', 'comment')
            .whereRef('l.target_id', '=', 'cm.id')
            .where('l.liker', '=', liker),
        )
        .as('liked'),
      parentId === null
        ? eb
            .selectFrom('comments as r')
            .select((rb) => rb.fn.countAll<number | string>().as('n'))
            // the thread's own columns lead its index: each count reads only its replies
            .whereRef('r.type', '=', 'cm.type')
            .whereRef('r.for_id', '=', 'cm.for_id')
            .whereRef('r.parent_id', '=', 'cm.id')
            .as('replies')
        : sql<number>`0`.as('replies'),
      guestHash === null
        ? sql<number>`0`.as('own')
        : sql<number | boolean>`case when ${eb.ref('cm.guest_token')} = ${guestHash} then 1 else 0 end`.as(
            'own',
          ),
    ])
    .where('cm.type', '=', target.type)
    .where('cm.for_id', '=', target.for_id)
    .where('cm.parent_id', parentId === null ? 'is' : '=', parentId)
}

type ThreadQuery = ReturnType<typeof threadQuery>
type ThreadRow = Awaited<ReturnType<ThreadQuery['execute']>>[number]

/** The ids of the same thread, nothing else: what a numbered page skips is counted here. */
function threadKeys(db: Kysely<DB>, target: { type: number; for_id: number }, parentId: number | null) {
  return db
    .selectFrom('comments as k')
    .select('k.id')
    .where('k.type', '=', target.type)
    .where('k.for_id', '=', target.for_id)
    .where('k.parent_id', parentId === null ? 'is' : '=', parentId)
}

type KeyQuery = ReturnType<typeof threadKeys>

/** A thread's rows with what each shows, and its bare ids, ordered alike. */
interface Thread {
  rows: ThreadQuery
  keys: KeyQuery
}

/**
 * `limit` rows of the thread after the first `offset`, both ordered alike. The skipped ones are
 * walked by id alone: the likes and reply counts of the rows are worked out for the rows
 * answered, not for every row the database steps over (PostgreSQL computes a row's columns
 * before OFFSET drops it).
 */
function window(thread: Thread, limit: number, offset: number): ThreadQuery {
  if (offset === 0) return thread.rows.limit(limit)
  return thread.rows.where('cm.id', 'in', thread.keys.limit(limit).offset(offset)).limit(limit)
}

/** A thread's row as a list shows it: `is_like`, `reply_count`, and `mine` for its guest author. */
function listed({ liked, replies, own, ...row }: ThreadRow) {
  return {
    ...publicComment(row),
    is_like: Boolean(liked),
    reply_count: Number(replies),
    ipAddress: UNKNOWN_PLACE,
    ...(Number(own) === 1 ? { mine: true as const } : {}),
  }
}

/** The comment and every reply under it: what a delete removes. */
export function commentFamily(db: Kysely<DB>, commentId: number) {
  return db
    .selectFrom('comments')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', commentId), eb('parent_id', '=', commentId)]))
}

export interface NewComment {
  type: CommentTargetType
  for_id: number
  parent_id: number | null
  /** null for a guest */
  from_id: number | null
  to_id: number | null
  content: string
  guest?: { name: string; email: string | null; url: string | null; tokenHash: string }
  /** the guest a reply answers */
  to_guest_name?: string | null
}

/** Writes a comment; the row as the lists show it. */
export async function insertComment(db: Kysely<DB>, row: NewComment) {
  const stamp = now()
  const { guest, ...rest } = row
  const inserted = await db
    .insertInto('comments')
    .values({
      ...rest,
      thumbs_up: 0,
      createdAt: stamp,
      updatedAt: stamp,
      ...(guest
        ? {
            guest_name: guest.name,
            guest_email: guest.email,
            guest_url: guest.url,
            guest_token: guest.tokenHash,
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return publicCommentQuery(db).where('cm.id', '=', inserted.id).executeTakeFirstOrThrow()
}

/** Where a comment sits, to hang a reply on it; undefined when there is none. */
export function commentPlace(db: Kysely<DB>, commentId: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'type', 'for_id', 'parent_id', 'guest_name'])
    .where('id', '=', commentId)
    .executeTakeFirst()
}

/** The newest guest's name in the thread under the top-level comment `topId`; undefined without one. */
export async function guestInThread(db: Kysely<DB>, topId: number): Promise<string | undefined> {
  const row = await commentFamily(db, topId)
    .select('guest_name')
    .where('guest_name', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.guest_name ?? undefined
}

/** Whether the user wrote in the thread under the top-level comment `topId`. */
export async function wroteInThread(db: Kysely<DB>, topId: number, userId: number): Promise<boolean> {
  const row = await commentFamily(db, topId).where('from_id', '=', userId).executeTakeFirst()
  return row !== undefined
}

/**
 * Comments on a target: all of them, the top level (`null`), or the replies under one parent.
 * Kept while nothing is written, as the article lists' totals are: a long thread's count walks
 * every one of its comments, and every page of the thread shows it.
 */
export async function countComments(
  db: Kysely<DB>,
  type: number,
  forId: number,
  parent?: number | null,
): Promise<number> {
  return rememberWhileUnchanged(
    db,
    `comments:${type}:${forId}:${parent === undefined ? 'all' : parent}`,
    async () => {
      let q = db.selectFrom('comments').where('type', '=', type).where('for_id', '=', forId)
      if (parent === null) q = q.where('parent_id', 'is', null)
      else if (parent !== undefined) q = q.where('parent_id', '=', parent)
      const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
      return Number(row?.n ?? 0)
    },
  )
}

/** The order of a list: newest first, oldest first (replies), or most liked first. */
export type CommentOrder = 'new' | 'hot' | 'oldest'

type Direction = 'asc' | 'desc'
const flip = (d: Direction): Direction => (d === 'asc' ? 'desc' : 'asc')

/** What one list answer holds besides its rows: whether the list goes on before and after them. */
interface Slice {
  rows: ThreadRow[]
  more: { before: boolean; after: boolean }
}

/**
 * One page of a target's comments under `parentId` (null: the top level), the liker's likes
 * marked. Besides the page number a client may name a cursor (docs/api.md §25, "Paging a long
 * thread"): the list is then read from the thread's index at that place, as deep as it lies.
 */
export async function pageComments(
  ctx: ServerContext,
  q: { type: number; for_id: number; size: number; start: ListStart },
  parentId: number | null,
  order: CommentOrder,
  liker: string,
  guestHash: string | null,
) {
  const { db } = ctx
  const total = await countComments(db, q.type, q.for_id, parentId)
  const thread = { rows: threadQuery(db, q, parentId, liker, guestHash), keys: threadKeys(db, q, parentId) }
  const { start } = q
  if (order === 'hot' && start.kind !== 'page') throw badRequest('按热度排序时不能按游标翻页')
  const { rows, more } =
    order === 'hot'
      ? await hotPage(thread, q.size, start.kind === 'page' ? start.current : 1)
      : await keysetSlice(thread, order === 'oldest' ? 'asc' : 'desc', q.size, start, total)
  const first = rows[0]
  const last = rows.at(-1)
  return {
    ...paged(start.kind === 'page' ? start.current : 0, q.size, total, rows.map(listed)),
    prev: more.before && first && order !== 'hot' ? formatCursor(first) : null,
    next: more.after && last && order !== 'hot' ? formatCursor(last) : null,
  }
}

/** Most liked first: numbered pages only (a like moves a comment, so a cursor would not hold). */
async function hotPage(thread: Thread, size: number, current: number): Promise<Slice> {
  const hot = {
    rows: thread.rows
      .orderBy('cm.thumbs_up', 'desc')
      .orderBy('cm.createdAt', 'desc')
      .orderBy('cm.id', 'desc'),
    keys: thread.keys.orderBy('k.thumbs_up', 'desc').orderBy('k.createdAt', 'desc').orderBy('k.id', 'desc'),
  }
  const rows = await window(hot, size, (current - 1) * size).execute()
  return { rows, more: { before: false, after: false } }
}

/**
 * A slice of the list ordered by (createdAt, id) in `direction`. A cursor seeks in the index;
 * the last page is the first of the reversed order; a numbered page counts from whichever end
 * of the list is nearer, so the last pages cost what the first ones do.
 */
async function keysetSlice(
  thread: Thread,
  direction: Direction,
  size: number,
  start: ListStart,
  total: number,
): Promise<Slice> {
  const ordered = (d: Direction): Thread => ({
    rows: thread.rows.orderBy('cm.createdAt', d).orderBy('cm.id', d),
    keys: thread.keys.orderBy('k.createdAt', d).orderBy('k.id', d),
  })
  /** the rows beyond `cursor` read in direction `d` */
  const beyond = (cursor: Cursor, d: Direction) =>
    ordered(d).rows.where((eb) =>
      eb(
        eb.refTuple('cm.createdAt', 'cm.id'),
        d === 'desc' ? '<' : '>',
        eb.tuple(cursor.createdAt, cursor.id),
      ),
    )
  switch (start.kind) {
    case 'after': {
      const rows = await beyond(start.cursor, direction)
        .limit(size + 1)
        .execute()
      return { rows: rows.slice(0, size), more: { before: true, after: rows.length > size } }
    }
    case 'before': {
      const rows = await beyond(start.cursor, flip(direction))
        .limit(size + 1)
        .execute()
      return { rows: rows.slice(0, size).reverse(), more: { before: rows.length > size, after: true } }
    }
    case 'last': {
      const rows = await ordered(flip(direction))
        .rows.limit(size + 1)
        .execute()
      return { rows: rows.slice(0, size).reverse(), more: { before: rows.length > size, after: false } }
    }
    case 'page': {
      const skipped = (start.current - 1) * size
      const rows = await numberedPage(ordered, direction, size, skipped, total)
      return { rows, more: { before: skipped > 0, after: skipped + rows.length < total } }
    }
  }
}

/** The `size` rows after the first `skipped`, read from the nearer end of a list of `total`. */
async function numberedPage(
  ordered: (d: Direction) => Thread,
  direction: Direction,
  size: number,
  skipped: number,
  total: number,
): Promise<ThreadRow[]> {
  const after = total - skipped - size
  if (after >= skipped) return window(ordered(direction), size, skipped).execute()
  // the last page may be short: fewer than `size` rows lie beyond the skipped ones
  const count = size + Math.min(0, after)
  if (count <= 0) return []
  const rows = await window(ordered(flip(direction)), count, Math.max(0, after)).execute()
  return rows.reverse()
}

/** Who wrote a comment (a user's id, or a guest's token hash); undefined when there is none. */
export function commentAuthor(db: Kysely<DB>, commentId: number) {
  return db
    .selectFrom('comments')
    .select(['from_id', 'guest_token'])
    .where('id', '=', commentId)
    .executeTakeFirst()
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
