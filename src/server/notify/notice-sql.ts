import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

// What a notice says about what happened (docs/api.md §26), read after the route stored it.

export interface CommentFacts {
  id: number
  /** the top-level comment a reply hangs on; null for a top-level comment */
  parentId: number | null
  authorId: number | null
  authorRole: number | null
  author: string
  /** the guest's address; a user's own confirmed one */
  authorEmail: string | null
  toId: number | null
  toGuestName: string | null
  content: string
  /** "文章《…》", "说说", "留言", "页面《…》" */
  place: string
  /** a path on the blog, or a page's own address on another site */
  href: string
}

export async function commentFacts(db: Kysely<DB>, commentId: number): Promise<CommentFacts | null> {
  const row = await db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.from_id')
    .select([
      'comments.id',
      'comments.type',
      'comments.for_id',
      'comments.parent_id',
      'comments.from_id',
      'comments.to_id',
      'comments.to_guest_name',
      'comments.guest_name',
      'comments.guest_email',
      'comments.content',
      'users.nick_name',
      'users.role',
    ])
    .where('comments.id', '=', commentId)
    .executeTakeFirst()
  if (!row) return null
  const { place, href } = await placeOf(db, row.type, row.for_id)
  return {
    id: row.id,
    parentId: row.parent_id,
    authorId: row.from_id,
    authorRole: row.role ?? null,
    author: row.nick_name ?? row.guest_name ?? '游客',
    authorEmail: row.from_id ? await confirmedEmailOf(db, row.from_id) : row.guest_email,
    toId: row.to_id,
    toGuestName: row.to_guest_name,
    content: row.content,
    place,
    href,
  }
}

async function placeOf(
  db: Kysely<DB>,
  type: number,
  forId: number,
): Promise<{ place: string; href: string }> {
  if (type === 1) {
    const a = await db
      .selectFrom('articles')
      .select('article_title')
      .where('id', '=', forId)
      .executeTakeFirst()
    return { place: `文章《${a?.article_title ?? ''}》`, href: `/article?id=${forId}` }
  }
  if (type === 2) return { place: '说说', href: '/talk' }
  if (type === 3) return { place: '留言', href: `/message/detail?id=${forId}` }
  const p = await db
    .selectFrom('pages')
    .select(['title', 'path', 'url', 'site'])
    .where('id', '=', forId)
    .executeTakeFirst()
  return {
    place: `页面《${p?.title || p?.path || ''}》`,
    href: p?.url || (p ? `${p.site}${p.path}` : '/'),
  }
}

/** A user's address for notices, once confirmed. */
export async function confirmedEmailOf(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('user_emails')
    .select('email')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst()
  return row?.email ?? null
}

/** The address a guest left in a thread, from their newest comment there before `beforeId`. */
export async function guestEmailInThread(
  db: Kysely<DB>,
  topId: number,
  guestName: string,
  beforeId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('comments')
    .select('guest_email')
    .where((eb) => eb.or([eb('id', '=', topId), eb('parent_id', '=', topId)]))
    .where('from_id', 'is', null)
    .where('guest_name', '=', guestName)
    .where('guest_email', 'is not', null)
    .where('id', '<', beforeId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.guest_email ?? null
}

export async function messageFacts(db: Kysely<DB>, messageId: number) {
  return db
    .selectFrom('messages')
    .leftJoin('users', 'users.id', 'messages.user_id')
    .select(['messages.message', 'messages.nick_name', 'users.role'])
    .where('messages.id', '=', messageId)
    .executeTakeFirst()
}

export async function linkFacts(db: Kysely<DB>, linkId: number) {
  return db
    .selectFrom('links')
    .leftJoin('users', 'users.id', 'links.user_id')
    .select(['links.site_name', 'links.site_desc', 'links.url', 'users.nick_name', 'users.role'])
    .where('links.id', '=', linkId)
    .executeTakeFirst()
}
