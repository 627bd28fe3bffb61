import type { Kysely } from 'kysely'
import type { Talk } from '../../core/contract/index.ts'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { paged } from '../http/validate.ts'
import { deleteDiscussion, likedIds } from '../like/sql.ts'
import { STATUS } from '../moderation/guard.ts'

// The talks' database access; the HTTP rules are in routes.ts.

/** Comments on a talk carry type 2 (docs/api.md §10). */
const COMMENT_TYPE_TALK = 2
export const STATUS_PUBLIC = 1

interface TalkRow {
  id: number
  content: string
  user_id: number
  nick_name: string
  avatar: string
  is_top: number
  status: number
  like_times: number
  createdAt: string
  updatedAt: string
}

function talkQuery(ctx: ServerContext) {
  return ctx.db
    .selectFrom('talks as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.content',
      't.user_id',
      'u.nick_name',
      'u.avatar',
      't.is_top',
      't.status',
      't.like_times',
      't.createdAt',
      't.updatedAt',
    ])
}

/** Images, comment totals and the liker's likes for a page of talks: three queries, whatever the size. */
async function hydrate(ctx: ServerContext, liker: string, rows: TalkRow[]): Promise<Talk[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  const [photos, totals, liked] = await Promise.all([
    ctx.db
      .selectFrom('talk_photos')
      .select(['talk_id', 'url'])
      .where('talk_id', 'in', ids)
      .orderBy('talk_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('comments')
      .select((eb) => ['for_id', eb.fn.countAll<number | string>().as('n')])
      .where('type', '=', COMMENT_TYPE_TALK)
      .where('for_id', 'in', ids)
      .where('status', '=', STATUS.published)
      .groupBy('for_id')
      .execute(),
    likedIds(ctx, 'talk', ids, liker),
  ])
  const images = new Map<number, string[]>()
  for (const p of photos) {
    const list = images.get(p.talk_id)
    if (list) list.push(p.url)
    else images.set(p.talk_id, [p.url])
  }
  const counts = new Map(totals.map((t) => [t.for_id, Number(t.n)]))
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    talkImgList: images.get(r.id) ?? [],
    user_id: r.user_id,
    nick_name: r.nick_name,
    avatar: r.avatar,
    is_top: r.is_top === 1 ? 1 : 0,
    status: r.status === STATUS_PUBLIC ? 1 : 2,
    like_times: r.like_times,
    is_like: liked.has(r.id),
    comment_total: counts.get(r.id) ?? 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }))
}

/** A page of talks, pinned first, then newest; hidden ones only when not `publicOnly` (the desk). */
export async function pageTalks(
  ctx: ServerContext,
  liker: string,
  q: { current: number; size: number; publicOnly: boolean },
) {
  let rows = talkQuery(ctx)
  let count = ctx.db.selectFrom('talks as t').select((eb) => eb.fn.countAll<number | string>().as('n'))
  if (q.publicOnly) {
    rows = rows.where('t.status', '=', STATUS_PUBLIC)
    count = count.where('t.status', '=', STATUS_PUBLIC)
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('t.is_top', 'desc')
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ])
  return paged(q.current, q.size, Number(total.n), await hydrate(ctx, liker, list))
}

/** One talk as the liker sees it, whatever its status; undefined when there is none. */
export async function findTalk(ctx: ServerContext, liker: string, talkId: number): Promise<Talk | undefined> {
  const row = await talkQuery(ctx).where('t.id', '=', talkId).executeTakeFirst()
  if (!row) return undefined
  const [talk] = await hydrate(ctx, liker, [row])
  return talk
}

export async function talkExists(db: Kysely<DB>, talkId: number): Promise<boolean> {
  const row = await db.selectFrom('talks').select('id').where('id', '=', talkId).executeTakeFirst()
  return row !== undefined
}

/** Whether a talk is pinned; undefined when there is none. */
export async function talkPinned(db: Kysely<DB>, talkId: number): Promise<number | undefined> {
  const row = await db.selectFrom('talks').select('is_top').where('id', '=', talkId).executeTakeFirst()
  return row?.is_top
}

async function replaceImages(db: Kysely<DB>, talkId: number, urls: string[]): Promise<void> {
  await db.deleteFrom('talk_photos').where('talk_id', '=', talkId).execute()
  const values = urls.filter((u) => u !== '').map((url, i) => ({ talk_id: talkId, url, sort_order: i }))
  if (values.length > 0) await db.insertInto('talk_photos').values(values).execute()
}

export interface NewTalk {
  content: string
  talkImgList?: string[] | undefined
  is_top?: number | undefined
  status?: number | undefined
}

/** Writes a talk and its images in one transaction; its id. */
export async function insertTalk(db: Kysely<DB>, userId: number, input: NewTalk): Promise<number> {
  const stamp = now()
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('talks')
      .values({
        user_id: userId,
        content: input.content,
        is_top: input.is_top ?? 0,
        status: input.status ?? STATUS_PUBLIC,
        like_times: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await replaceImages(trx, row.id, input.talkImgList ?? [])
    return row.id
  })
}

export interface TalkPatch {
  id: number
  content?: string | undefined
  talkImgList?: string[] | undefined
  is_top?: number | undefined
  status?: number | undefined
}

/** Changes the fields given (images replaced when given) in one transaction. */
export async function updateTalk(db: Kysely<DB>, input: TalkPatch): Promise<void> {
  const patch: { content?: string; is_top?: number; status?: number; updatedAt: string } = {
    updatedAt: now(),
  }
  if (input.content !== undefined) patch.content = input.content
  if (input.is_top !== undefined) patch.is_top = input.is_top
  if (input.status !== undefined) patch.status = input.status
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('talks').set(patch).where('id', '=', input.id).execute()
    if (input.talkImgList !== undefined) await replaceImages(trx, input.id, input.talkImgList)
  })
}

/** The talk, its images, comments and likes, in one transaction. */
export async function deleteTalk(db: Kysely<DB>, talkId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteDiscussion(trx, { likes: 'talk', commentType: COMMENT_TYPE_TALK, id: talkId })
    await trx.deleteFrom('talk_photos').where('talk_id', '=', talkId).execute()
    await trx.deleteFrom('talks').where('id', '=', talkId).execute()
  })
}

export async function setTalkPinned(db: Kysely<DB>, talkId: number, isTop: number): Promise<void> {
  await db.updateTable('talks').set({ is_top: isTop, updatedAt: now() }).where('id', '=', talkId).execute()
}
