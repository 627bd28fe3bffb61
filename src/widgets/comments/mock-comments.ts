// Stories and tests only (never exported by the package): a small in-memory comment server that
// answers the comment routes the way API.md describes, with realistic Chinese rows.
import type { Comment, CommentType, Paged, UserInfo } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { type MockAnswer, MockFailure } from '../testing/mock-api.ts'

/** A mocked route as a function (what `mockFetch` calls with each request). */
export type MockHandler = (req: {
  body: unknown
  url: URL
  method: string
}) => MockAnswer | Promise<MockAnswer>

/** A tiny inline SVG as a data: URI (no network in stories). */
export function svgImage(label: string, background: string, width = 120, height = 120): string {
  const size = Math.round(Math.min(width, height) / (label.length > 2 ? 5 : 2.6))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.26}" r="${Math.min(width, height) * 0.09}" fill="#fff" fill-opacity=".55"/>` +
    `<path d="M0 ${height * 0.82} L${width * 0.3} ${height * 0.55} L${width * 0.55} ${height * 0.75} L${width * 0.75} ${height * 0.6} L${width} ${height * 0.85} V${height} H0Z" fill="#000" fill-opacity=".18"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#fff">${label}</text>` +
    '</svg>'
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** A plain avatar: one character on a colour. */
function avatarImage(label: string, background: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">' +
    `<rect width="80" height="80" fill="${background}"/>` +
    `<text x="40" y="42" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#fff">${label}</text>` +
    '</svg>'
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const minutesAgo = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString()

export interface MockUser {
  id: number
  nick_name: string
  avatar: string
}

export const MOCK_USERS: Record<'admin' | 'user' | 'deer' | 'coder' | 'qing' | 'reader' | 'kevin', MockUser> =
  {
    admin: { id: 1, nick_name: '站长', avatar: avatarImage('站', '#3e7bfa') },
    user: { id: 2, nick_name: '小明', avatar: '' },
    deer: { id: 3, nick_name: '林间小鹿', avatar: avatarImage('鹿', '#2f9e63') },
    coder: { id: 4, nick_name: '代码搬运工', avatar: '' },
    qing: { id: 5, nick_name: '阿青', avatar: avatarImage('青', '#d6409f') },
    reader: { id: 6, nick_name: '周末读书会', avatar: '' },
    kevin: { id: 7, nick_name: 'Kevin', avatar: avatarImage('K', '#d9650f') },
  }

/** The session rows stories and tests log in with. */
export const SESSION_USER: UserInfo = {
  id: 2,
  username: 'xiaoming',
  nick_name: '小明',
  avatar: '',
  role: 2,
  createdAt: '2024-03-01T08:00:00.000Z',
}
export const SESSION_ADMIN: UserInfo = {
  id: 1,
  username: 'admin',
  nick_name: '站长',
  avatar: MOCK_USERS.admin.avatar,
  role: 1,
  createdAt: '2023-01-01T08:00:00.000Z',
}

export interface CommentSeed {
  from: MockUser
  content: string
  minutes: number
  likes?: number
  liked?: boolean
  replies?: { from: MockUser; to?: MockUser; content: string; minutes: number; likes?: number }[]
}

export interface MockCommentDb {
  comments: Comment[]
  nextId: number
}

/** Builds the rows of one target from seeds (ids from `firstId`). */
export function seedComments(type: CommentType, forId: number, seeds: CommentSeed[], firstId = 1): Comment[] {
  let id = firstId
  const rows: Comment[] = []
  for (const seed of seeds) {
    const parent: Comment = {
      id: id++,
      type,
      for_id: forId,
      parent_id: null,
      from_id: seed.from.id,
      from_name: seed.from.nick_name,
      from_avatar: seed.from.avatar,
      to_id: null,
      to_name: null,
      content: seed.content,
      thumbs_up: seed.likes ?? 0,
      is_like: seed.liked ?? false,
      reply_count: 0,
      createdAt: minutesAgo(seed.minutes),
    }
    rows.push(parent)
    for (const r of seed.replies ?? []) {
      const to = r.to ?? seed.from
      rows.push({
        id: id++,
        type,
        for_id: forId,
        parent_id: parent.id,
        from_id: r.from.id,
        from_name: r.from.nick_name,
        from_avatar: r.from.avatar,
        to_id: to.id,
        to_name: to.nick_name,
        content: r.content,
        thumbs_up: r.likes ?? 0,
        is_like: false,
        reply_count: 0,
        createdAt: minutesAgo(r.minutes),
      })
    }
  }
  return rows
}

const { admin, user, deer, coder, qing, reader, kevin } = MOCK_USERS

/** An article's lively comment section: 12 threads, one with 8 replies and replies to replies. */
export const ARTICLE_COMMENTS: CommentSeed[] = [
  {
    from: deer,
    content:
      '写得太清楚了！之前一直没搞懂 React 的闭包陷阱，看完这篇终于明白为什么 useEffect 里拿到的是旧值。',
    minutes: 12,
    likes: 18,
    replies: [
      { from: admin, content: '谢谢支持～后面还会写一篇讲 useRef 的用法。', minutes: 10, likes: 3 },
      { from: coder, content: '同感，我也踩过这个坑，调了一下午。', minutes: 9 },
      { from: deer, to: coder, content: '哈哈，握手🤝 一下午算少的了', minutes: 8 },
      { from: qing, content: '收藏了，准备周末再看一遍。', minutes: 7 },
      { from: kevin, to: qing, content: '周末一起学习呀', minutes: 6 },
      { from: reader, content: '例子很好，建议再补一个 useCallback 的对比。', minutes: 5, likes: 2 },
      { from: admin, to: reader, content: '好主意，已经记到待办里了。', minutes: 4 },
      { from: user, to: admin, content: '期待更新！', minutes: 3 },
    ],
  },
  {
    from: coder,
    content:
      '第二段代码里 `setCount(count + 1)` 连续调用三次，结果只加了 1，这个解释得很到位。\n顺便问一下，函数式更新在并发模式下也是安全的吗？',
    minutes: 45,
    likes: 7,
    replies: [
      { from: admin, content: '是安全的，函数式更新总是基于最新的状态计算。', minutes: 40, likes: 4 },
    ],
  },
  { from: qing, content: '图文并茂，排版也很舒服，博主用的是什么主题呀？', minutes: 90, likes: 3 },
  {
    from: reader,
    content: '我们读书会最近在讨论《代码整洁之道》，这篇文章正好可以作为补充材料。',
    minutes: 180,
    likes: 12,
    liked: true,
  },
  { from: kevin, content: 'Great post! 中英文混排也很好看 👍', minutes: 300, likes: 1 },
  { from: user, content: '打卡，第一次来小站，以后常来看看。', minutes: 60 * 8, likes: 0 },
  {
    from: deer,
    content: '<script>alert("xss")</script> 看看这段会不会被执行，结果是原样显示，安全👌',
    minutes: 60 * 20,
    likes: 5,
  },
  { from: coder, content: '转发给团队新人了，入门必读。', minutes: 60 * 26, likes: 9 },
  { from: qing, content: '评论区也好热闹～', minutes: 60 * 50, likes: 0 },
  {
    from: reader,
    content: '有一个小错别字：“因该” 应该是 “应该”。',
    minutes: 60 * 72,
    likes: 2,
    replies: [{ from: admin, content: '已修改，感谢指正！', minutes: 60 * 70 }],
  },
  { from: kevin, content: '期待下一篇。', minutes: 60 * 24 * 5, likes: 0 },
  {
    from: admin,
    content: '欢迎大家在评论区交流，有问题也可以在留言板找我。',
    minutes: 60 * 24 * 9,
    likes: 21,
  },
]

/** A short section: two comments, one reply. */
export const FEW_COMMENTS: CommentSeed[] = [
  {
    from: qing,
    content: '今天的晚霞真的好美，拍得也好看！',
    minutes: 25,
    likes: 4,
    replies: [{ from: admin, content: '下班路上随手拍的～', minutes: 20, likes: 1 }],
  },
  { from: kevin, content: '这是在哪里拍的呀？', minutes: 70, likes: 0 },
]

export interface CommentRoutesOptions {
  /** the caller; default: the page's session user */
  me?: () => MockUser | null
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

const sessionMe = (): MockUser | null => {
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
    Object.values(MOCK_USERS).find((u) => u.id === id)?.nick_name ??
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
