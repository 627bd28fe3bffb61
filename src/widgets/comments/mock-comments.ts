// Stories and tests only (never exported by the package): a small in-memory comment server that
// answers the comment routes the way docs/api.md §10 and §25 describe, with realistic Chinese rows.
import type {
  Comment,
  CommentRules,
  CommentType,
  GuestCommentResult,
  GuestFields,
  Paged,
} from '../../core/contract/index.ts'
import { renderCommentHtml } from '../../core/markdown/comment.ts'
import { sessionStore } from '../../core/session/index.ts'
import { PEOPLE, type Person } from '../../core/testing/index.ts'
import { type MockAnswer, MockFailure, type MockRequest } from '../testing/mock-api.ts'

/** A mocked route as a function (what `mockFetch` calls with each request). */
export type MockHandler = (req: MockRequest) => MockAnswer | Promise<MockAnswer>

/** The form token every guest form gets from the mock server. */
export const MOCK_FORM_TOKEN = 'form-token-mock'

/** The token the mock server gives a browser's first guest comment. */
export const MOCK_GUEST_TOKEN = 'guest-token-mock'

export interface MockCommentDb {
  comments: Comment[]
  nextId: number
}

export interface CommentRoutesOptions {
  /** the caller; default: the page's session user */
  me?: () => Person | null
  /** rows answered with content_html (the server's Markdown), as every comment of a page is */
  html?: boolean
  /** which comments (by id) a guest token wrote: a matching `X-Xz-Guest` makes them `mine` */
  guestTokens?: Record<number, string>
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
  guest?: GuestFields
  guest_token?: string
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
  const tokens = new Map(Object.entries(opts.guestTokens ?? {}).map(([id, t]) => [Number(id), t]))
  const of = (b: ListBody) => db.comments.filter((c) => c.type === b.type && c.for_id === b.for_id)
  const replyCount = (id: number) => db.comments.filter((c) => c.parent_id === id).length
  /** the row as a caller with `token` sees it */
  const shown = (c: Comment, token: string | null): Comment => ({
    ...c,
    ...(opts.html ? { content_html: renderCommentHtml(c.content) } : {}),
    ...(token !== null && tokens.get(c.id) === token ? { mine: true as const } : {}),
  })
  const decorate = (c: Comment, token: string | null): Comment => ({
    ...shown(c, token),
    reply_count: c.parent_id === null ? replyCount(c.id) : 0,
  })
  const tokenOf = (req: MockRequest): string | null => req.headers?.get('X-Xz-Guest') ?? null
  const nameOf = (id: number): string =>
    Object.values(PEOPLE).find((u) => u.id === id)?.nick_name ??
    db.comments.find((c) => c.from_id === id)?.from_name ??
    '访客'

  const create = (
    b: ListBody,
    parentId: number | null,
    toId: number | null,
  ): Comment | GuestCommentResult | MockFailure => {
    const author = me() ?? (b.guest ? { id: 0, nick_name: b.guest.nick_name, avatar: '' } : null)
    if (!author) return new MockFailure(401, '请先登录')
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
      ...(b.guest && !me()
        ? { guest: true as const, ...(b.guest.url ? { from_url: b.guest.url } : {}) }
        : {}),
    }
    db.comments.push(row)
    if (!row.guest) return shown(row, null)
    const token = b.guest_token ?? MOCK_GUEST_TOKEN
    tokens.set(row.id, token)
    // `mine` only as the request's token says: a first comment's request carries none
    return { ...shown(row, b.guest_token ?? null), guest_token: token }
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
    'POST /api/comment/frontGetParentComment': (req) => {
      const b = req.body as ListBody
      const list = of(b).filter((c) => c.parent_id === null)
      list.sort(b.order === 'hot' ? (x, y) => y.thumbs_up - x.thumbs_up || byNew(x, y) : byNew)
      return paged(
        list.map((c) => decorate(c, tokenOf(req))),
        b.current,
        b.size,
      )
    },
    'POST /api/comment/frontGetChildrenComment': (req) => {
      const b = req.body as ListBody
      const list = of(b)
        .filter((c) => c.parent_id === b.parent_id)
        .sort(byOld)
      return paged(
        list.map((c) => shown(c, tokenOf(req))),
        b.current,
        b.size,
      )
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
    'DELETE /api/comment/delete/*': (req) => {
      const id = idFromUrl(req.url)
      const row = db.comments.find((c) => c.id === id)
      if (!row) return new MockFailure(404, '评论不存在')
      const token = tokenOf(req)
      if (!me() && (token === null || tokens.get(id) !== token)) return new MockFailure(403, '没有权限')
      db.comments = db.comments.filter((c) => c.id !== id && c.parent_id !== id)
      return true
    },
  }
}

export interface PageRoutesOptions {
  /** the page's thread id; default 1 */
  pageId?: number
  /** default: guests allowed, no e-mail needed */
  rules?: CommentRules | MockFailure
}

/** The page routes a comment section of any page calls before its comments. */
export function pageRoutes({
  pageId = 1,
  rules = { guests: true, guest_email_required: false },
}: PageRoutesOptions = {}): Record<string, MockHandler> {
  return {
    // a guest's form pass (docs/api.md §27): no wait and no proof of work here
    'POST /api/spam/pass': () => ({ form_token: MOCK_FORM_TOKEN, min_age_ms: 0, pow: null }),
    'POST /api/page/thread': ({ body }) => {
      const path = (body as { path?: unknown } | null)?.path
      if (typeof path !== 'string' || !path.startsWith('/')) return new MockFailure(400, '页面路径无效')
      return { page_id: pageId, path }
    },
    'GET /api/page/comment-rules': () => rules,
    'POST /api/comment/preview': ({ body }) => ({
      html: renderCommentHtml(String((body as { content?: unknown } | null)?.content ?? '')),
    }),
  }
}
