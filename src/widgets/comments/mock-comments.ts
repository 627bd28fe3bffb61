// Stories and tests only (never exported by the package): a small in-memory comment server that
// answers the comment routes the way docs/api.md §10 describes, with realistic Chinese rows.
import type { Comment, CommentType, Paged } from '../../core/contract/index.ts'
import { renderCommentHtml } from '../../core/markdown/comment.ts'
import { sessionStore } from '../../core/session/index.ts'
import { PEOPLE, type Person } from '../../core/testing/index.ts'
import { type MockAnswer, MockFailure } from '../testing/mock-api.ts'

/** A mocked route as a function (what `mockFetch` calls with each request). */
export type MockHandler = (req: {
  body: unknown
  url: URL
  method: string
}) => MockAnswer | Promise<MockAnswer>

export interface MockCommentDb {
  comments: Comment[]
  nextId: number
}

export interface CommentRoutesOptions {
  /** the caller; default: the page's session user */
  me?: () => Person | null
}

const paged = <T>(rows: T[], current: number, size: number): Paged<T> => ({
  current,
  size,
  total: rows.length,
  list: rows.slice((current - 1) * size, current * size),
})

const byNew = (a: Comment, b: Comment) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id
const byOld = (a: Comment, b: Comment) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id

interface ListBody {
  type: number
  for_id: number
  parent_id?: number
  current: number
  size: number
  order?: 'new' | 'hot'
  content?: string
  to_id?: number
}

const sessionMe = (): Person | null => {
  const { userInfo, hasToken } = sessionStore.getState()
  return hasToken && userInfo
    ? { id: userInfo.id, nick_name: userInfo.nick_name, avatar: userInfo.avatar }
    : null
}

const idFromUrl = (url: URL): number => Number(url.pathname.split('/').pop())

/** The comment routes over an in-memory table (mutated by add, apply, like, delete). */
export function commentRoutes(rows: Comment[], opts: CommentRoutesOptions = {}): Record<string, MockHandler> {
  const db: MockCommentDb = {
    comments: rows.map((c) => ({ ...c })),
    nextId: Math.max(0, ...rows.map((c) => c.id)) + 1,
  }
  const me = opts.me ?? sessionMe
  const of = (b: ListBody) => db.comments.filter((c) => c.type === b.type && c.for_id === b.for_id)
  const replyCount = (id: number) => db.comments.filter((c) => c.parent_id === id).length
  const decorate = (c: Comment): Comment => ({
    ...c,
    reply_count: c.parent_id === null ? replyCount(c.id) : 0,
  })
  const nameOf = (id: number): string =>
    Object.values(PEOPLE).find((u) => u.id === id)?.nick_name ??
    db.comments.find((c) => c.from_id === id)?.from_name ??
    '访客'

  const create = (b: ListBody, parentId: number | null, toId: number | null): Comment | MockFailure => {
    const author = me()
    if (!author) return new MockFailure(401, '登录过期')
    const row: Comment = {
      id: db.nextId++,
      type: b.type as CommentType,
      for_id: b.for_id,
      parent_id: parentId,
      from_id: author.id,
      from_name: author.nick_name,
      from_avatar: author.avatar,
      to_id: toId,
      to_name: toId === null ? null : nameOf(toId),
      content: String(b.content ?? ''),
      content_html: renderCommentHtml(String(b.content ?? '')),
      thumbs_up: 0,
      is_like: false,
      reply_count: 0,
      createdAt: new Date().toISOString(),
    }
    db.comments.push(row)
    return row
  }

  const like = (wanted: boolean) => (req: { url: URL }) => {
    const row = db.comments.find((c) => c.id === idFromUrl(req.url))
    if (!row) return new MockFailure(404, '评论不存在')
    if (row.is_like !== wanted) row.thumbs_up = Math.max(0, row.thumbs_up + (wanted ? 1 : -1))
    row.is_like = wanted
    return { thumbs_up: row.thumbs_up, is_like: wanted }
  }

  return {
    'POST /api/comment/getCommentTotal': ({ body }) => of(body as ListBody).length,
    'POST /api/comment/frontGetParentComment': ({ body }) => {
      const b = body as ListBody
      const list = of(b).filter((c) => c.parent_id === null)
      list.sort(b.order === 'hot' ? (x, y) => y.thumbs_up - x.thumbs_up || byNew(x, y) : byNew)
      return paged(list.map(decorate), b.current, b.size)
    },
    'POST /api/comment/frontGetChildrenComment': ({ body }) => {
      const b = body as ListBody
      const list = of(b)
        .filter((c) => c.parent_id === b.parent_id)
        .sort(byOld)
      return paged(list, b.current, b.size)
    },
    'POST /api/comment/add': ({ body }) => create(body as ListBody, null, null),
    'POST /api/comment/apply': ({ body }) => {
      const b = body as ListBody
      const parent = db.comments.find((c) => c.id === b.parent_id)
      if (!parent) return new MockFailure(404, '评论不存在')
      return create(b, parent.parent_id ?? parent.id, b.to_id ?? null)
    },
    'PUT /api/comment/thumbUp/*': like(true),
    'PUT /api/comment/cancelCommentLike/*': like(false),
    'DELETE /api/comment/delete/*': ({ url }) => {
      const id = idFromUrl(url)
      const row = db.comments.find((c) => c.id === id)
      if (!row) return new MockFailure(404, '评论不存在')
      db.comments = db.comments.filter((c) => c.id !== id && c.parent_id !== id)
      return true
    },
  }
}
