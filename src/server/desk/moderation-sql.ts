import { type Kysely, sql } from 'kysely'
import { PAGE_COMMENT_TYPE } from '../page/sql.ts'
import type { ChatMessage, CommentType, DeskComment } from '../../core/contract/index.ts'
import { containsAny } from '../db/contains.ts'
import { commentQuery } from '../comment/sql.ts'
import type { DB } from '../db/schema.ts'
import { paged } from '../http/validate.ts'

const TARGET_PREVIEW = 30

/** A talk's or message's opening words; the ellipsis says the desk shows only the start. */
const preview = (text: string): string =>
  text.length > TARGET_PREVIEW ? `${text.slice(0, TARGET_PREVIEW)}…` : text

/** Titles (articles, pages) or openings (talks, messages) of what a page of comments hangs on. */
export async function targetsOf(db: Kysely<DB>, rows: { type: number; for_id: number }[]) {
  const ids = (type: number) => [...new Set(rows.filter((r) => r.type === type).map((r) => r.for_id))]
  const [articles, talks, messages, pages] = await Promise.all([
    ids(1).length
      ? db.selectFrom('articles').select(['id', 'article_title as text']).where('id', 'in', ids(1)).execute()
      : [],
    ids(2).length
      ? db.selectFrom('talks').select(['id', 'content as text']).where('id', 'in', ids(2)).execute()
      : [],
    ids(3).length
      ? db.selectFrom('messages').select(['id', 'message as text']).where('id', 'in', ids(3)).execute()
      : [],
    // a page without a title is named by its path
    ids(PAGE_COMMENT_TYPE).length
      ? db
          .selectFrom('pages')
          .select(['id', sql<string>`CASE WHEN title = '' THEN path ELSE title END`.as('text')])
          .where('id', 'in', ids(PAGE_COMMENT_TYPE))
          .execute()
      : [],
  ])
  const key = (type: number, id: number) => `${type}:${id}`
  const found = new Map<string, string>()
  for (const [type, list] of [
    [1, articles],
    [2, talks],
    [3, messages],
    [PAGE_COMMENT_TYPE, pages],
  ] as const) {
    for (const row of list) found.set(key(type, row.id), preview(row.text))
  }
  return (type: number, id: number) => found.get(key(type, id)) ?? null
}

/** Every comment and reply, newest first, optionally on one kind of thing or one thing. */
export async function pageDeskComments(
  db: Kysely<DB>,
  q: { current: number; size: number; type?: CommentType | typeof PAGE_COMMENT_TYPE; for_id?: number },
) {
  let rows = commentQuery(db).select('cm.status')
  let count = db.selectFrom('comments as cm').select((eb) => eb.fn.countAll<number | string>().as('n'))
  if (q.type !== undefined) {
    rows = rows.where('cm.type', '=', q.type)
    count = count.where('cm.type', '=', q.type)
  }
  if (q.for_id !== undefined) {
    rows = rows.where('cm.for_id', '=', q.for_id)
    count = count.where('cm.for_id', '=', q.for_id)
  }
  const [total, page] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .select((eb) =>
        eb
          .selectFrom('comments as r')
          .select((rb) => rb.fn.countAll<number | string>().as('n'))
          .whereRef('r.parent_id', '=', 'cm.id')
          .as('reply_count'),
      )
      .orderBy('cm.createdAt', 'desc')
      .orderBy('cm.id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
  ])
  const target = await targetsOf(db, page)
  const list: DeskComment[] = page.map(({ status, ...r }) => ({
    ...r,
    // only what is not published says so (docs/api.md §27)
    ...(status === 'held' || status === 'spam' ? { status } : {}),
    type: r.type as CommentType,
    reply_count: Number(r.reply_count ?? 0),
    target: target(r.type, r.for_id),
  }))
  return paged(q.current, q.size, Number(total.n), list)
}

/** The chat's history, newest first, optionally only messages containing some words. */
export async function pageDeskChat(db: Kysely<DB>, q: { current: number; size: number; keyword?: string }) {
  let scope = db.selectFrom('chat_messages as m').innerJoin('users as u', 'u.id', 'm.user_id')
  if (q.keyword) scope = scope.where(containsAny(['m.content'], q.keyword))
  const [total, rows] = await Promise.all([
    scope.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    scope
      .select(['m.id', 'm.user_id', 'u.nick_name', 'u.avatar', 'm.content', 'm.content_type', 'm.createdAt'])
      .orderBy('m.id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
  ])
  return paged(q.current, q.size, Number(total.n), rows as ChatMessage[])
}
