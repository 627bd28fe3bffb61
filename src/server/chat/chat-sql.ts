import type { Kysely } from 'kysely'
import type { ChatContentType, ChatMessage } from '../../core/contract/index.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'

/** Chat rows joined with their author, the shape both the socket and the history route send. */
function withAuthor(db: Kysely<DB>) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'u.nick_name', 'u.avatar', 'm.content', 'm.content_type', 'm.createdAt'])
}

export async function insertChatMessage(
  db: Kysely<DB>,
  userId: number,
  content: string,
  contentType: ChatContentType,
): Promise<ChatMessage> {
  const row = await db
    .insertInto('chat_messages')
    .values({ user_id: userId, content, content_type: contentType, createdAt: now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return (await withAuthor(db).where('m.id', '=', row.id).executeTakeFirstOrThrow()) as ChatMessage
}

/** Older page (id < lastId, newest first then reversed) or what was missed (id > afterId). */
export async function listChat(
  db: Kysely<DB>,
  q: { size: number; last_id?: number; after_id?: number },
): Promise<ChatMessage[]> {
  if (q.after_id !== undefined) {
    const rows = await withAuthor(db)
      .where('m.id', '>', q.after_id)
      .orderBy('m.id', 'asc')
      .limit(q.size)
      .execute()
    return rows as ChatMessage[]
  }
  let query = withAuthor(db)
  if (q.last_id !== undefined) query = query.where('m.id', '<', q.last_id)
  const rows = await query.orderBy('m.id', 'desc').limit(q.size).execute()
  return (rows as ChatMessage[]).reverse()
}

export function findChatMessage(db: Kysely<DB>, id: number) {
  return db.selectFrom('chat_messages').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst()
}

export async function deleteChatMessage(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('chat_messages').where('id', '=', id).execute()
}

export async function clearChat(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('chat_messages').execute()
}
