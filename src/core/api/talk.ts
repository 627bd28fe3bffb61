import type { PageQuery, Paged, Talk, TalkLikeResult, TalkWriteBody } from '../contract/index.ts'
import { del, get, post, put, seg } from './client.ts'

export const blogGetTalkList = (query: PageQuery): Promise<Paged<Talk>> => post('talk/blogGetTalkList', query)

export const getTalkById = (id: number): Promise<Talk> => get(`talk/getTalkById/${seg(id)}`)

export const likeTalk = (id: number): Promise<TalkLikeResult> => put(`talk/like/${seg(id)}`)

export const cancelLikeTalk = (id: number): Promise<TalkLikeResult> => put(`talk/cancelLike/${seg(id)}`)

// admin
export const publishTalk = (body: TalkWriteBody): Promise<Talk> => post('talk/publishTalk', body)

export const updateTalk = (body: TalkWriteBody & { id: number }): Promise<Talk> =>
  put('talk/updateTalk', body)

export const deleteTalkById = async (id: number): Promise<void> => {
  await del(`talk/deleteTalkById/${seg(id)}`)
}

export const toggleTalkTop = async (id: number): Promise<void> => {
  await put(`talk/toggleTop/${seg(id)}`)
}
