import type {
  HotTag,
  MessageBody,
  MessageEntry,
  MessageLikeResult,
  MessageQuery,
  Paged,
} from '../contract/index.ts'
import { del, get, post, put, seg } from './client.ts'

export const getMessageList = (query: MessageQuery): Promise<Paged<MessageEntry>> =>
  post('message/getMessageList', query)

/** Top 10 tags. */
export const getHotTagList = (): Promise<HotTag[]> => get('message/getHotTagList')

export const getMessageById = (id: number): Promise<MessageEntry> => get(`message/getMessageById/${seg(id)}`)

/** Guests allowed (the server names them "游客" + 5 digits). */
export const addMessage = (body: MessageBody): Promise<MessageEntry> => post('message/add', body)

export const updateMessage = (body: MessageBody & { id: number }): Promise<MessageEntry> =>
  put('message/update', body)

export const deleteMessage = async (id: number): Promise<void> => {
  await del(`message/delete/${seg(id)}`)
}

export const likeMessage = (id: number): Promise<MessageLikeResult> => put(`message/like/${seg(id)}`)

export const cancelLikeMessage = (id: number): Promise<MessageLikeResult> =>
  put(`message/cancelLike/${seg(id)}`)
