import type { ChatListQuery, ChatListResult } from '../contract/index.ts'
import { del, post, seg } from './client.ts'

/** History before `last_id` (newest when absent) or, with `after_id`, what was missed; oldest first. */
export const getChatList = (query: ChatListQuery): Promise<ChatListResult> => post('chat/getChatList', query)

/** Own message or admin. */
export const deleteChatOne = async (id: number): Promise<void> => {
  await del(`chat/deleteOne/${seg(id)}`)
}

/** Admin: clears every record. */
export const clearChat = async (): Promise<void> => {
  await post('chat/delete')
}
