import { type ExpressionBuilder, sql } from 'kysely'
import type { HotTag, MessageEntry } from '../../core/contract/index.ts'
import { likePattern } from '../db/contains.ts'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB, MessagesTable } from '../db/schema.ts'
import { deleteDiscussion, likedIds } from '../like/sql.ts'
import { STATUS } from '../moderation/guard.ts'

// The message board's database access; the HTTP rules are in routes.ts.

/** Comments on a message-board entry carry type 3; so do notifications about it. */
const COMMENT_TYPE_MESSAGE = 3

/** What a visitor writes and may change later; the rest is stamped by the server. */
export type MessageFields = Pick<
  MessagesTable,
  'message' | 'color' | 'font_size' | 'font_weight' | 'bg_color' | 'bg_url' | 'tag'
>

function messageQuery(ctx: ServerContext) {
  return ctx.db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.message',
      'm.color',
      'm.font_size',
      'm.font_weight',
      'm.bg_color',
      'm.bg_url',
      'm.tag',
      'm.user_id',
      'm.nick_name',
      'u.nick_name as user_nick',
      'u.avatar as user_avatar',
      'm.like_times',
      'm.createdAt',
      'm.updatedAt',
      'm.status',
    ])
}

/** Who reads the board: a held entry is shown to its author alone (docs/api.md §27). */
export interface MessageReader {
  userId: number | null
  guestHash: string | null
}

/** Published entries, and the reader's own held ones. */
function visibleTo(reader: MessageReader | null) {
  return (eb: ExpressionBuilder<DB & { m: DB['messages'] }, 'm'>) => {
    const own = []
    if (reader?.userId) own.push(eb('m.user_id', '=', reader.userId))
    if (reader?.guestHash) own.push(eb('m.guest_token', '=', reader.guestHash))
    const published = eb('m.status', '=', STATUS.published)
    return own.length === 0
      ? published
      : eb.or([published, eb.and([eb('m.status', '=', STATUS.held), eb.or(own)])])
  }
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>

/** Likes and comment totals for a page of entries: two queries, whatever the size. */
async function hydrate(ctx: ServerContext, rows: MessageRow[], liker: string): Promise<MessageEntry[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  const [liked, totals] = await Promise.all([
    likedIds(ctx, 'message', ids, liker),
    ctx.db
      .selectFrom('comments')
      .select((eb) => ['for_id', eb.fn.countAll<number | string>().as('n')])
      .where('type', '=', COMMENT_TYPE_MESSAGE)
      .where('for_id', 'in', ids)
      .where('status', '=', STATUS.published)
      .groupBy('for_id')
      .execute(),
  ])
  const counts = new Map(totals.map((t) => [t.for_id, Number(t.n)]))
  return rows.map(({ user_nick, user_avatar, status, ...r }) => ({
    ...r,
    ...(status === STATUS.held ? { held: true as const } : {}),
    // a member's entry shows their current name and avatar; a guest's the name it was given
    nick_name: user_nick ?? r.nick_name,
    avatar: user_avatar ?? '',
    is_like: liked.has(r.id),
    comment_total: counts.get(r.id) ?? 0,
  }))
}

export async function findMessage(
  ctx: ServerContext,
  messageId: number,
  liker: string,
  /** null reads any entry, held or not (an admin, or the route that checks ownership itself) */
  reader: MessageReader | null = null,
): Promise<MessageEntry | undefined> {
  let q = messageQuery(ctx).where('m.id', '=', messageId)
  if (reader) q = q.where(visibleTo(reader))
  const row = await q.executeTakeFirst()
  const [entry] = row ? await hydrate(ctx, [row], liker) : []
  return entry
}

export interface MessageListQuery {
  current: number
  size: number
  tag?: string | null
  author_id?: number
  /** words the text contains */
  message?: string | null
}

/** One page of entries, newest first, with the total the filters leave. */
export async function listMessages(
  ctx: ServerContext,
  q: MessageListQuery,
  liker: string,
  reader: MessageReader | null = null,
) {
  let rows = messageQuery(ctx).where(visibleTo(reader))
  let count = ctx.db
    .selectFrom('messages as m')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(visibleTo(reader))
  if (q.tag) {
    rows = rows.where('m.tag', '=', q.tag)
    count = count.where('m.tag', '=', q.tag)
  }
  if (q.author_id) {
    rows = rows.where('m.user_id', '=', q.author_id)
    count = count.where('m.user_id', '=', q.author_id)
  }
  if (q.message) {
    const contains = sql<boolean>`${sql.ref('m.message')} LIKE ${likePattern(q.message)} ESCAPE '\\'`
    rows = rows.where(contains)
    count = count.where(contains)
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ])
  return { list: await hydrate(ctx, list, liker), total: Number(total.n) }
}

/** The newest `max` entries and the board's total. */
export async function newestMessages(
  ctx: ServerContext,
  max: number,
  liker: string,
  reader: MessageReader | null = null,
) {
  const [rows, total] = await Promise.all([
    messageQuery(ctx)
      .where(visibleTo(reader))
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(max)
      .execute(),
    ctx.db
      .selectFrom('messages as m')
      .where(visibleTo(reader))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { list: await hydrate(ctx, rows, liker), total: Number(total.n) }
}

/** The most used tags, most entries first. */
export async function hotTags(ctx: ServerContext, max: number): Promise<HotTag[]> {
  const rows = await ctx.db
    .selectFrom('messages')
    .select((eb) => ['tag', eb.fn.countAll<number | string>().as('count')])
    .where('tag', '!=', '')
    .where('status', '=', STATUS.published)
    .groupBy('tag')
    .orderBy('count', 'desc')
    .orderBy('tag', 'asc')
    .limit(max)
    .execute()
  return rows.map((t) => ({ tag: t.tag, count: Number(t.count) }))
}

export async function insertMessage(
  ctx: ServerContext,
  entry: MessageFields &
    Pick<MessagesTable, 'user_id' | 'nick_name'> & {
      /** how review and spam defence left it (docs/api.md §27); published when absent */
      status?: string
      held_reason?: string | null
      visitor?: string
      guest_token?: string | null
    },
): Promise<number> {
  const stamp = now()
  const row = await ctx.db
    .insertInto('messages')
    .values({ ...entry, like_times: 0, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes only the fields given (Kysely leaves out the ones that are undefined). */
export async function updateMessage(
  ctx: ServerContext,
  messageId: number,
  fields: Partial<MessageFields> & { status?: string; held_reason?: string | null },
): Promise<void> {
  await ctx.db
    .updateTable('messages')
    .set({ ...fields, updatedAt: now() })
    .where('id', '=', messageId)
    .execute()
}

/** Entries with their likes and comments, all or none. */
export async function deleteMessages(ctx: ServerContext, ids: number[]): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const messageId of new Set(ids)) {
      await deleteDiscussion(trx, { likes: 'message', commentType: COMMENT_TYPE_MESSAGE, id: messageId })
      await trx.deleteFrom('messages').where('id', '=', messageId).execute()
    }
  })
}
