import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure, resetConfig } from '../config/index.ts'
import { type Comment, COMMENT_PAGE_SIZE } from '../contract/index.ts'
import { type RecordedCall, envelope, stubFetch } from '../testing/fetch-stub.ts'
import { createCommentsStore } from './comments-store.ts'

const comment = (id: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  type: 1,
  for_id: 1,
  parent_id: null,
  from_id: 2,
  from_name: '小明',
  from_avatar: '',
  to_id: null,
  to_name: null,
  content: `评论 ${id}`,
  content_html: `<p>评论 ${id}</p>`,
  thumbs_up: 0,
  is_like: false,
  reply_count: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...extra,
})

/** An article with `n` top-level comments (newest first) and a server that pages them. */
function server(n: number) {
  const rows = Array.from({ length: n }, (_, i) => comment(n - i))
  let nextId = 1000
  const pages: number[] = []
  const stub = stubFetch((call: RecordedCall) => {
    if (call.path.startsWith('/api/comment/delete/')) return envelope(null)
    const body = call.json() as { current: number; size: number; content?: string }
    if (call.path.endsWith('/getCommentTotal')) return envelope(rows.length)
    if (call.path.endsWith('/frontGetParentComment')) {
      pages.push(body.current)
      const list = rows.slice((body.current - 1) * body.size, body.current * body.size)
      return envelope({ current: body.current, size: body.size, total: rows.length, list })
    }
    if (call.path.endsWith('/add')) {
      const row = comment(nextId++, { content: body.content ?? '' })
      rows.unshift(row)
      return envelope(row)
    }
    return envelope({ current: 1, size: COMMENT_PAGE_SIZE, total: 0, list: [] })
  })
  return { stub, pages }
}

afterEach(() => resetConfig())

describe('a comment section', () => {
  let s = server(0)
  beforeEach(() => {
    s = server(COMMENT_PAGE_SIZE + 3)
    configure({ apiBase: 'http://api.test', fetch: s.stub.fetch })
  })

  it('after posting, "加载更多" neither skips nor repeats a comment', async () => {
    const store = createCommentsStore({ type: 1, forId: 1 })
    await store.getState().load()
    const mine = await store.getState().add('沙发')
    expect(store.getState().list[0]?.id).toBe(mine?.id)
    await store.getState().loadMore()
    const ids = store.getState().list.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(COMMENT_PAGE_SIZE + 4)
    expect(store.getState().total).toBe(COMMENT_PAGE_SIZE + 4)
    // the page after the rows the server listed; the row our comment pushed down is not shown twice
    expect(s.pages).toEqual([1, 2])
  })

  it('deleting a comment takes its replies out of the total', async () => {
    const store = createCommentsStore({ type: 1, forId: 1 })
    await store.getState().load()
    const first = store.getState().list[0] as Comment
    store.setState({ total: store.getState().total + 2 })
    await store.getState().remove({ ...first, reply_count: 2 })
    expect(store.getState().list.some((c) => c.id === first.id)).toBe(false)
    expect(store.getState().total).toBe(COMMENT_PAGE_SIZE + 2)
  })
})
