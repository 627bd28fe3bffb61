import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/failure.ts'
import { NOTIFY_PAGE_SIZE, type Notify, type NotifyQuery, type Paged } from '../contract/index.ts'
import { collectToasts } from '../testing/fetch-stub.ts'
import { createNotifyStore, footerText, type NotifyDeps, unreadCount } from './index.ts'

const row = (id: number, over: Partial<Notify> = {}): Notify => ({
  id,
  message: `m${id}`,
  type: 1,
  to_id: id * 10,
  isView: 1,
  createdAt: '2024-01-01',
  ...over,
})
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i))
const paged = (list: Notify[], total: number, current = 1): Paged<Notify> => ({
  current,
  size: NOTIFY_PAGE_SIZE,
  total,
  list,
})

let api: {
  getNotifyList: ReturnType<typeof vi.fn<(q: NotifyQuery) => Promise<Paged<Notify>>>>
  updateNotify: ReturnType<typeof vi.fn<(id: number) => Promise<void>>>
  deleteNotify: ReturnType<typeof vi.fn<(id: number) => Promise<void>>>
}
let userId: number | null
let toasts: ReturnType<typeof collectToasts>

beforeEach(() => {
  userId = 3
  api = {
    getNotifyList: vi.fn(async (q) => paged(rows((q.current - 1) * 10 + 1, 10), 25, q.current)),
    updateNotify: vi.fn(async () => {}),
    deleteNotify: vi.fn(async () => {}),
  }
  toasts = collectToasts()
})
afterEach(() => toasts.stop())

const make = (deps: NotifyDeps = {}) =>
  createNotifyStore({ api, getUserId: () => userId, getAdminSiteUrl: () => 'https://admin.test', ...deps })

/** a store that has loaded its first page */
const loaded = async () => {
  const store = make()
  await store.getState().loadFirst()
  return store
}

describe('paging', () => {
  it('loadFirst asks for page 1 of 10 for the current user', async () => {
    const store = await loaded()
    expect(api.getNotifyList).toHaveBeenCalledWith({ current: 1, size: 10, userId: 3 })
    expect(store.getState()).toMatchObject({ current: 1, total: 25, loading: false })
    expect(store.getState().list).toHaveLength(10)
    expect(footerText(store.getState())).toBe('点击加载更多～')
  })

  it('loadMore appends the next pages until the end', async () => {
    const store = await loaded()
    await store.getState().loadMore()
    expect(api.getNotifyList).toHaveBeenLastCalledWith({ current: 2, size: 10, userId: 3 })
    expect(store.getState().list).toHaveLength(20)
    api.getNotifyList.mockResolvedValueOnce(paged(rows(21, 5), 25, 3))
    await store.getState().loadMore()
    expect(store.getState()).toMatchObject({ current: 3 })
    expect(store.getState().list).toHaveLength(25)
    expect(footerText(store.getState())).toBe('已经到底啦')
    await store.getState().loadMore()
    expect(api.getNotifyList).toHaveBeenCalledTimes(3)
  })

  it('loadMore does not run twice at once', async () => {
    const store = await loaded()
    const a = store.getState().loadMore()
    const b = store.getState().loadMore()
    await Promise.all([a, b])
    expect(api.getNotifyList).toHaveBeenCalledTimes(2)
  })

  it('loadMore skips rows already shown (pages shift as rows are read)', async () => {
    const store = await loaded()
    api.getNotifyList.mockResolvedValueOnce(paged([row(10), row(11)], 25, 2))
    await store.getState().loadMore()
    expect(store.getState().list.map((r) => r.id)).toEqual([...rows(1, 10).map((r) => r.id), 11])
  })

  it('is loading while a page is fetched and stops on failure', async () => {
    let reject: (e: unknown) => void = () => {}
    api.getNotifyList.mockReturnValueOnce(new Promise((_, r) => (reject = r)))
    const store = make()
    const pending = store.getState().loadFirst()
    expect(store.getState().loading).toBe(true)
    reject(new Error('x'))
    await pending
    expect(store.getState()).toMatchObject({ loading: false, error: true })
    await store.getState().loadFirst()
    expect(store.getState().error).toBe(false)
  })

  it('without a user there is nothing to load', async () => {
    userId = null
    const store = await loaded()
    expect(api.getNotifyList).not.toHaveBeenCalled()
    expect(store.getState()).toMatchObject({ list: [], total: 0, loading: false })
  })

  it('a reset during a load drops its answer', async () => {
    let resolve: (p: Paged<Notify>) => void = () => {}
    api.getNotifyList.mockReturnValueOnce(new Promise((r) => (resolve = r)))
    const store = make()
    const pending = store.getState().loadFirst()
    store.getState().reset()
    resolve(paged(rows(1, 10), 10))
    await pending
    expect(store.getState().list).toEqual([])
  })

  it('unreadCount follows the list', async () => {
    const store = make()
    api.getNotifyList.mockResolvedValueOnce(paged([row(1), row(2, { isView: 2 }), row(3)], 3))
    await store.getState().loadFirst()
    expect(unreadCount(store.getState())).toBe(2)
  })
})

describe('markRead', () => {
  it('PUTs update and marks the row read', async () => {
    const store = await loaded()
    await expect(store.getState().markRead(2)).resolves.toBe(true)
    expect(api.updateNotify).toHaveBeenCalledWith(2)
    expect(store.getState().list.find((r) => r.id === 2)?.isView).toBe(2)
    expect(unreadCount(store.getState())).toBe(9)
  })

  it('leaves the row unread when the call fails', async () => {
    api.updateNotify.mockRejectedValue(new Error('x'))
    const store = await loaded()
    await expect(store.getState().markRead(2)).resolves.toBe(false)
    expect(store.getState().list.find((r) => r.id === 2)?.isView).toBe(1)
  })
})

describe('remove', () => {
  it('PUTs delete, drops the row, counts down and toasts 删除成功', async () => {
    const store = await loaded()
    await expect(store.getState().remove(3)).resolves.toBe(true)
    expect(api.deleteNotify).toHaveBeenCalledWith(3)
    expect(store.getState().list.map((r) => r.id)).not.toContain(3)
    expect(store.getState().total).toBe(24)
    expect(toasts.events.map((e) => [e.kind, e.title])).toEqual([['success', '删除成功']])
  })

  it('a failure shows the server message and keeps the row', async () => {
    api.deleteNotify.mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 400, message: '消息不存在', notified: false }),
    )
    const store = await loaded()
    await expect(store.getState().remove(3)).resolves.toBe(false)
    expect(store.getState().list.map((r) => r.id)).toContain(3)
    expect(toasts.events.map((e) => [e.kind, e.title])).toEqual([['error', '消息不存在']])
  })

  it('a failure the API layer already toasted is not toasted again', async () => {
    api.deleteNotify.mockRejectedValue(
      new ApiError({ kind: 'http', status: 403, code: 403, message: '权限不足', notified: true }),
    )
    const store = make()
    await store.getState().remove(3)
    expect(toasts.events).toEqual([])
  })
})

describe('openItem', () => {
  it('returns the route at once, marks an unread row read, closes and resets paging to 1', async () => {
    const store = await loaded()
    await store.getState().loadMore()
    store.getState().setOpen(true)
    const decision = store.getState().openItem(row(2, { type: 2, to_id: 55 }))
    expect(decision).toEqual({ kind: 'route', path: '/talk?id=55' })
    expect(store.getState()).toMatchObject({ open: false, current: 1 })
    expect(store.getState().list).toHaveLength(10)
    expect(footerText(store.getState())).toBe('点击加载更多～')
    expect(api.updateNotify).toHaveBeenCalledWith(2)
    await vi.waitFor(() => expect(store.getState().list.find((r) => r.id === 2)?.isView).toBe(2))
  })

  it('does not mark a row that is already read', () => {
    const decision = make()
      .getState()
      .openItem(row(2, { isView: 2, type: 3 }))
    expect(decision).toEqual({ kind: 'route', path: '/message/list' })
    expect(api.updateNotify).not.toHaveBeenCalled()
  })

  it('type 4 opens the configured admin site in a window', () => {
    expect(
      make()
        .getState()
        .openItem(row(1, { type: 4 })),
    ).toEqual({ kind: 'window', url: 'https://admin.test' })
  })

  it('a failing mark-read does not surface as an unhandled rejection', async () => {
    api.updateNotify.mockRejectedValue(new Error('x'))
    make().getState().openItem(row(1))
    await new Promise((r) => setTimeout(r, 0))
    expect(api.updateNotify).toHaveBeenCalledOnce()
  })
})
