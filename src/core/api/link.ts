import type { FriendLink, LinkBody, PageQuery, Paged } from '../contract/index.ts'
import { del, post, put, seg } from './client.ts'

/** Approved links only. */
export const getLinksList = (query: PageQuery): Promise<Paged<FriendLink>> =>
  post('links/getLinksList', query)

/** Login required; the link waits for an admin's approval. */
export const addLink = (body: LinkBody): Promise<FriendLink> => post('links/add', body)

/** Own link only. */
export const frontUpdateLink = (body: LinkBody & { id: number }): Promise<FriendLink> =>
  put('links/frontUpdate', body)

// admin (docs/api.md §13): PUT /approve/:id and DELETE /delete/:id, the article routes' pattern.
export const approveLink = (id: number): Promise<FriendLink> => put(`links/approve/${seg(id)}`)

export const deleteLink = async (id: number): Promise<void> => {
  await del(`links/delete/${seg(id)}`)
}
