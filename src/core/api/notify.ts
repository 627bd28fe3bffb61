import type { Notify, NotifyQuery, Paged } from '../contract/index.ts'
import { post, put, seg } from './client.ts'

/** Own rows, unread first. */
export const getNotifyList = (query: NotifyQuery): Promise<Paged<Notify>> =>
  post('notify/getNotifyList', query)

/** Marks one notification read. */
export const updateNotify = async (id: number): Promise<void> => {
  await put(`notify/update/${seg(id)}`)
}

/** Deletion is a PUT (docs/api.md §16). */
export const deleteNotify = async (id: number): Promise<void> => {
  await put(`notify/delete/${seg(id)}`)
}
