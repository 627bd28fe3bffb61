import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure, resetConfig } from '../config/index.ts'
import type { Talk } from '../contract/index.ts'
import { collectToasts, envelope, stubFetch } from '../testing/fetch-stub.ts'
import { createTalkStore } from './talk-store.ts'

const talk = (id: number, extra: Partial<Talk> = {}): Talk => ({
  id,
  content: `说说 ${id}`,
  talkImgList: [],
  user_id: 1,
  nick_name: '站长',
  avatar: '',
  is_top: 0,
  like_times: 3,
  is_like: false,
  comment_total: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...extra,
})

/** The server's talks 1…n, paged by the body's current/size. */
const server = (n: number) => {
  const all = Array.from({ length: n }, (_, i) => talk(i + 1))
  return stubFetch((call) => {
    const { current, size } = call.json() as { current: number; size: number }
    return envelope({
      current,
      size,
      total: all.length,
      list: all.slice((current - 1) * size, current * size),
    })
  })
}

let stub = server(0)
afterEach(() => resetConfig())

describe('the talk list', () => {
  beforeEach(() => {
    stub = server(5)
    configure({ apiBase: 'http://api.test', fetch: stub.fetch })
  })

  it('shows the first page, then the next one after the rows it holds', async () => {
    const store = createTalkStore({ pageSize: 2 })
    await store.getState().load()
    expect(store.getState().list.map((t) => t.id)).toEqual([1, 2])
    await store.getState().loadMore()
    await store.getState().loadMore()
    expect(store.getState().list.map((t) => t.id)).toEqual([1, 2, 3, 4, 5])
    expect(store.getState().total).toBe(5)
    expect(stub.calls.map((c) => (c.json() as { current: number }).current)).toEqual([1, 2, 3])
  })

  it('a page that adds nothing ends the list at the rows held ("已经到底啦")', async () => {
    const store = createTalkStore({ pageSize: 5 })
    await store.getState().load()
    stub.setReply(() => envelope({ current: 2, size: 5, total: 9, list: [] }))
    await store.getState().loadMore()
    expect(store.getState().total).toBe(5)
  })
})

describe('liking a talk', () => {
  it('counts at once and keeps what the server says', async () => {
    stub = stubFetch((call) =>
      call.path.includes('blogGetTalkList')
        ? envelope({ current: 1, size: 10, total: 1, list: [talk(1)] })
        : envelope({ like_times: 4, is_like: true }),
    )
    configure({ apiBase: 'http://api.test', fetch: stub.fetch })
    const store = createTalkStore()
    await store.getState().load()
    const liking = store.getState().toggleLike(1)
    expect(store.getState().list[0]).toMatchObject({ is_like: true, like_times: 4 })
    await liking
    expect(store.getState().list[0]).toMatchObject({ is_like: true, like_times: 4 })
    expect(stub.last.path).toBe('/api/talk/like/1')
  })

  it('rolls back with a toast when the server refuses', async () => {
    stub = stubFetch((call) =>
      call.path.includes('blogGetTalkList')
        ? envelope({ current: 1, size: 10, total: 1, list: [talk(1)] })
        : envelope(null, { status: 500, code: 1, message: '服务端错误' }),
    )
    configure({ apiBase: 'http://api.test', fetch: stub.fetch })
    const toasts = collectToasts()
    const store = createTalkStore()
    await store.getState().load()
    await store.getState().toggleLike(1)
    toasts.stop()
    expect(store.getState().list[0]).toMatchObject({ is_like: false, like_times: 3 })
    expect(toasts.events.length).toBeGreaterThan(0)
  })
})
