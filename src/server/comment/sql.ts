import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { renderCommentHtml } from '../../core/markdown/comment.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'
import type { CommentTargetType } from './target-sql.ts'
import { STATUS } from '../moderation/guard.ts'

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
  return commentQuery(db).select(['cm.guest_name', 'cm.guest_url', 'cm.status'])
}

/** Who reads a list: a held comment is shown to its author alone (docs/api.md §27). */
export interface Reader {
  userId: number | null
  guestHash: string | null
}

type CommentsBuilder = ExpressionBuilder<DB & { cm: DB['comments'] }, 'cm'>

/** Published comments: what every reader is shown. */
const isPublished = (eb: CommentsBuilder) => eb('cm.status', '=', STATUS.published)

/** The reader's own held comments only (what they are shown besides the published ones). */
function heldFor(reader: Reader) {
  return (eb: CommentsBuilder) => {
    const own = []
    if (reader.userId) own.push(eb('cm.from_id', '=', reader.userId))
    if (reader.guestHash) own.push(eb('cm.guest_token', '=', reader.guestHash))
    return eb.and([eb('cm.status', '=', STATUS.held), eb.or(own)])
  }
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof publicCommentQuery>['execute']>>[number]

/**
 * The place a comment came from, as the `blog-v3` client shows it. The server keeps no
 * commenters' IPs and has no offline place database, so it is always unknown.
 */
export const UNKNOWN_PLACE = '未知'

/** A row as every public answer shows it: Markdown rendered, a guest marked, the private parts gone. */
export function publicComment<R extends CommentRow>(row: R) {
  const { guest_name, guest_url, status, ...rest } = row
  return {
    ...rest,
    content_html: renderCommentHtml(row.content),
    ...(guest_name !== null ? { guest: true as const } : {}),
    ...(guest_url ? { from_url: guest_url } : {}),
    // only its author is ever shown a held comment: the widget marks it 审核中
    ...(status === STATUS.held ? { held: true as const } : {}),
  }
}

/** The comment and every reply under it: what a delete removes. */
function commentFamily(db: Kysely<DB>, commentId: number) {
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
  /** how review and spam defence left it (docs/api.md §27); published when absent */
  moderation?: { status: string; held_reason: string | null; visitor: string }
}

/** Writes a comment; the row as the lists show it. */
export async function insertComment(db: Kysely<DB>, row: NewComment) {
  const stamp = now()
  const { guest, moderation, ...rest } = row
  const inserted = await db
    .insertInto('comments')
    .values({
      ...rest,
      thumbs_up: 0,
      createdAt: stamp,
      updatedAt: stamp,
      ...(moderation ?? {}),
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

/**
 * Where a comment sits, to hang a reply on it; undefined when there is none, or it is not
 * published (a held comment is answered once the owner lets it through, docs/api.md §27).
 */
export function commentPlace(db: Kysely<DB>, commentId: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'type', 'for_id', 'parent_id', 'guest_name'])
    .where('id', '=', commentId)
    .where('status', '=', STATUS.published)
    .executeTakeFirst()
}

/** The newest guest's name in the thread under the top-level comment `topId`; undefined without one. */
export async function guestInThread(db: Kysely<DB>, topId: number): Promise<string | undefined> {
  const row = await commentFamily(db, topId)
    .select('guest_name')
    .where('guest_name', 'is not', null)
    .where('status', '=', STATUS.published)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.guest_name ?? undefined
}

/** Whether the user wrote in the thread under the top-level comment `topId`. */
export async function wroteInThread(db: Kysely<DB>, topId: number, userId: number): Promise<boolean> {
  const row = await commentFamily(db, topId)
    .where('from_id', '=', userId)
    .where('status', '=', STATUS.published)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Comments on a target: all of them, the top level (`null`), or the replies under one parent.
 * Published ones are kept while nothing is written, as the article lists' totals are: a long
 * thread's count walks every one of its comments, and every page of the thread shows it. Held ones
 * count for nobody but, in their own list, their author.
 */
export async function countComments(
  db: Kysely<DB>,
  type: number,
  forId: number,
  parent?: number | null,
  reader: Reader | null = null,
): Promise<number> {
  const count = async (visible: (eb: CommentsBuilder) => Expression<SqlBool>) => {
    let q = db
      .selectFrom('comments as cm')
      .where('cm.type', '=', type)
      .where('cm.for_id', '=', forId)
      .where(visible)
    if (parent === null) q = q.where('cm.parent_id', 'is', null)
    else if (parent !== undefined) q = q.where('cm.parent_id', '=', parent)
    const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  const published = await rememberWhileUnchanged(
    db,
    `comments:${type}:${forId}:${parent === undefined ? 'all' : parent}`,
    () => count(isPublished),
  )
  const ownHeld = reader && (reader.userId || reader.guestHash) ? await count(heldFor(reader)) : 0
  return published + ownHeld
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
