import type { Kysely } from 'kysely'
import type { CommentType, NotifyType } from '../../core/contract/index.ts'
import type { AuthUser } from '../context.ts'
import type { DB } from '../db/schema.ts'
import { isAdmin } from '../http/auth.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { PAGE_COMMENT_TYPE } from '../page/sql.ts'

/** What a comment hangs on: 1 article, 2 talk, 3 message-board entry, 4 a page of any site. */
export type CommentTargetType = CommentType

export interface CommentTarget {
  type: CommentTargetType
  /** the notification's type: the target's own, but 5 for a page (4 is a link application) */
  notifyType: NotifyType
  id: number
  /** whom a new comment notifies; null for a guest's message-board entry, or a page (below) */
  owner: number | null
  /** a page belongs to the site: a new comment on it notifies every admin */
  ownedByAdmins: boolean
  /** "文章《…》", "说说", "留言" — already escaped, for notification markup */
  noun: string
}

const PUBLIC = 1

/**
 * The article, talk or message a comment is about, as the caller may see it: unpublished
 * articles and private talks exist only for admins. Undefined when there is nothing to see.
 */
export async function findCommentTarget(
  db: Kysely<DB>,
  type: CommentTargetType,
  id: number,
  viewer: AuthUser | null,
): Promise<CommentTarget | undefined> {
  const admin = isAdmin(viewer)
  if (type === 1) {
    const row = await db
      .selectFrom('articles')
      .select(['author_id', 'status', 'article_title'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row || (row.status !== PUBLIC && !admin)) return undefined
    return { ...mine(type, id, row.author_id), noun: `文章《${escapeHtml(row.article_title)}》` }
  }
  if (type === 2) {
    const row = await db
      .selectFrom('talks')
      .select(['user_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row || (row.status !== PUBLIC && !admin)) return undefined
    return { ...mine(type, id, row.user_id), noun: '说说' }
  }
  if (type === PAGE_COMMENT_TYPE) {
    const row = await db.selectFrom('pages').select('title').where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    return {
      type,
      notifyType: 5,
      id,
      owner: null,
      ownedByAdmins: true,
      noun: `页面《${escapeHtml(row.title)}》`,
    }
  }
  const row = await db.selectFrom('messages').select('user_id').where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return { ...mine(type, id, row.user_id), noun: '留言' }
}

/** A target of our own blog: one owner, and the notification type is the target's. */
const mine = (type: 1 | 2 | 3, id: number, owner: number | null) => ({
  type,
  notifyType: type,
  id,
  owner,
  ownedByAdmins: false,
})

const QUOTE_MAX = 50

/** The start of a comment for a notification, escaped. */
export function quote(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim())
  const head = chars.slice(0, QUOTE_MAX).join('')
  return escapeHtml(chars.length > QUOTE_MAX ? `${head}…` : head)
}

/** Markup for the owner of the target: "<span>nick</span> 评论了你的文章《title》：…". */
export function commentedMessage(nick: string, target: CommentTarget, content: string): string {
  return `<span>${escapeHtml(nick)}</span> 评论了你的${target.noun}：${quote(content)}`
}

/** Markup for the user replied to: "<span>nick</span> 在文章《title》中回复了你：…". */
export function repliedMessage(nick: string, target: CommentTarget, content: string): string {
  return `<span>${escapeHtml(nick)}</span> 在${target.noun}中回复了你：${quote(content)}`
}
