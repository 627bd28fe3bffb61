// Stories and tests only (never exported by the package): board entries and an in-memory server for
// the message routes, with the entries' comments (type 3) through the comments mock.
import type { MessageBody, MessageEntry, MessageQuery } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { commentRoutes, type MockHandler } from '../comments/mock-comments.ts'
import { MockFailure, type MockRoute } from '../testing/mock-api.ts'
import { FEW_COMMENTS, minutesAgo, PEOPLE, seedComments } from '../../core/testing/index.ts'

let nextId = 100

/** One entry: a guest's note on yellow paper five minutes ago, unless told otherwise. */
export function entry(partial: Partial<MessageEntry> = {}): MessageEntry {
  nextId += 1
  return {
    id: nextId,
    message: `留言 ${nextId}`,
    color: '#1f2937',
    font_size: 16,
    font_weight: 400,
    bg_color: '#fde68a',
    bg_url: '',
    tag: '闲聊',
    user_id: null,
    nick_name: '游客12345',
    avatar: '',
    like_times: 0,
    is_like: false,
    comment_total: 0,
    createdAt: minutesAgo(5),
    ...partial,
  }
}

const { deer, coder, qing, reader } = PEOPLE

/** A lived-in board: every paper colour, long and short notes, guests and users, a few tags. */
export const ENTRIES: MessageEntry[] = [
  entry({
    id: 1,
    message: '恭喜小站上线！界面很清爽，留言板的便签太可爱了 🎉',
    tag: '祝福',
    like_times: 12,
    comment_total: 3,
    user_id: deer.id,
    nick_name: deer.nick_name,
    avatar: deer.avatar,
    createdAt: minutesAgo(30),
  }),
  entry({
    id: 2,
    message: '路过，留个脚印～',
    bg_color: '#bfdbfe',
    color: '#1e3a8a',
    createdAt: minutesAgo(90),
  }),
  entry({
    id: 3,
    message: '建议加一个暗色模式的代码主题，晚上看文章更舒服。\n另外希望归档页能按月份分组。',
    tag: '建议',
    bg_color: '#ddd6fe',
    color: '#4c1d95',
    font_size: 15,
    like_times: 4,
    user_id: coder.id,
    nick_name: coder.nick_name,
    avatar: coder.avatar,
    createdAt: minutesAgo(200),
  }),
  entry({
    id: 4,
    message: '今天也要加油鸭！',
    bg_color: '#fecaca',
    color: '#7f1d1d',
    font_size: 22,
    font_weight: 700,
    tag: '闲聊',
    like_times: 30,
    is_like: true,
    createdAt: minutesAgo(600),
  }),
  entry({
    id: 5,
    message:
      '从掘金过来的，文章写得很用心，收藏了。期待更多关于 React 19 和服务端组件的文章，尤其是和 Vite 配合的部分。',
    bg_color: '#99f6e4',
    color: '#134e4a',
    tag: '建议',
    user_id: qing.id,
    nick_name: qing.nick_name,
    avatar: qing.avatar,
    createdAt: minutesAgo(1500),
  }),
  entry({
    id: 6,
    message: '深夜打卡 🌙',
    bg_color: '#334155',
    color: '#f9fafb',
    font_weight: 500,
    like_times: 2,
    createdAt: minutesAgo(3000),
  }),
  entry({
    id: 7,
    message: '友链已添加，欢迎互访！',
    bg_color: '#bbf7d0',
    color: '#14532d',
    tag: '友链',
    user_id: reader.id,
    nick_name: reader.nick_name,
    avatar: reader.avatar,
    createdAt: minutesAgo(5000),
  }),
  entry({
    id: 8,
    message: '聊天室好热闹',
    bg_color: '#fed7aa',
    color: '#9a3412',
    font_size: 18,
    tag: '闲聊',
    createdAt: minutesAgo(8000),
  }),
]

export interface BoardRoutesOptions {
  entries?: MessageEntry[]
  /** the caller's id; default: the page's session user */
  me?: () => number | null
}

const sessionId = (): number | null => {
  const { userInfo, hasToken } = sessionStore.getState()
  return hasToken && userInfo ? userInfo.id : null
}

type Req = { body: unknown; url: URL }

const idFromUrl = (url: URL): number => Number(url.pathname.split('/').pop())

/** The message routes over an in-memory table (mutated by add, update, delete and likes). */
export function boardRoutes(opts: BoardRoutesOptions = {}): Record<string, MockHandler | MockRoute> {
  const rows = (opts.entries ?? ENTRIES).map((m) => ({ ...m }))
  const me = opts.me ?? sessionId
  const find = (url: URL) => rows.find((m) => m.id === idFromUrl(url)) ?? new MockFailure(404, '留言不存在')
  const hotTags = () => {
    const counts = new Map<string, number>()
    for (const m of rows) if (m.tag) counts.set(m.tag, (counts.get(m.tag) ?? 0) + 1)
    return [...counts].sort((a, b) => b[1] - a[1]).map(([tag, count]) => ({ tag, count }))
  }
  const like = (wanted: boolean) => (req: { url: URL }) => {
    const row = find(req.url)
    if (row instanceof MockFailure) return row
    if (row.is_like !== wanted) row.like_times = Math.max(0, row.like_times + (wanted ? 1 : -1))
    row.is_like = wanted
    return { like_times: row.like_times, is_like: wanted }
  }
  return {
    // the first entry of ENTRIES has a few comments
    ...commentRoutes(seedComments(3, 1, FEW_COMMENTS)),
    'GET /api/message/getHotTagList': () => hotTags(),
    'POST /api/message/getMessageList': ({ body }: Req) => {
      const q = body as MessageQuery
      const hits = rows.filter(
        (m) => (!q.tag || m.tag === q.tag) && (q.author_id === undefined || m.user_id === q.author_id),
      )
      return {
        current: q.current,
        size: q.size,
        total: hits.length,
        list: hits.slice((q.current - 1) * q.size, q.current * q.size),
      }
    },
    'GET /api/message/getMessageById/*': ({ url }: Req) => find(url),
    'POST /api/message/add': ({ body }: Req) => {
      const row = entry({
        ...(body as MessageBody),
        user_id: me(),
        nick_name: '游客00001',
        createdAt: minutesAgo(0),
      })
      rows.unshift(row)
      return row
    },
    'PUT /api/message/update': ({ body }: Req) => {
      const b = body as MessageBody & { id: number }
      const at = rows.findIndex((m) => m.id === b.id)
      const row = rows[at]
      if (!row) return new MockFailure(404, '留言不存在')
      const next = { ...row, ...b }
      rows[at] = next
      return next
    },
    'DELETE /api/message/delete/*': ({ url }: Req) => {
      const at = rows.findIndex((m) => m.id === idFromUrl(url))
      if (at < 0) return new MockFailure(404, '留言不存在')
      rows.splice(at, 1)
      return true
    },
    'PUT /api/message/like/*': like(true),
    'PUT /api/message/cancelLike/*': like(false),
  }
}
