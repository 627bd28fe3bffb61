// Demo data for the overview, moderation, users and site sections' stories and tests (the sites
// tab's and the pages section's are in pages/fixtures.ts).
import type {
  ChatMessage,
  DeskComment,
  DeskOverview,
  DeskTerm,
  DeskUser,
  FriendLink,
  MessageEntry,
  SiteConfig,
} from '../../core/contract/index.ts'
import type { FetchLike } from '../../core/config/index.ts'
import { MockFailure, type MockRoute, updateRow } from '../../widgets/testing/mock-api.ts'
import { entry } from '../../widgets/message-board/mock-board.ts'
import { pageOf } from '../fixtures.ts'
import { withSiteRoutes } from './pages/fixtures.ts'
import { reviewRoutes } from './moderation/review-fixtures.ts'

type Req = { body: unknown; url: URL }

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString()
const lastSegment = (url: URL) => Number(url.pathname.split('/').pop())

export const VIEW_DAYS = Array.from({ length: 30 }, (_, i) => ({
  day: at(i - 5).slice(0, 10),
  views: [12, 30, 8, 0, 45, 22, 17][i % 7] ?? 0,
}))

export const COMMENTS: DeskComment[] = [
  {
    id: 31,
    type: 1,
    for_id: 3,
    parent_id: null,
    from_id: 7,
    from_name: '小明',
    from_avatar: '',
    to_id: null,
    to_name: null,
    content: '写得真好，学到了很多。',
    thumbs_up: 2,
    reply_count: 1,
    target: '从零搭一个博客',
    createdAt: at(24, 8),
  },
  {
    id: 30,
    type: 2,
    for_id: 5,
    parent_id: null,
    from_id: 8,
    from_name: '路人甲',
    from_avatar: '',
    to_id: null,
    to_name: null,
    content: '加油！',
    thumbs_up: 0,
    reply_count: 0,
    target: '今天天气不错',
    createdAt: at(23, 8),
  },
]

export const MESSAGES: MessageEntry[] = [
  entry({ id: 12, message: '博主你好，来踩踩～', tag: '打招呼', nick_name: '游客12345', createdAt: at(22) }),
]

export const LINKS: FriendLink[] = [
  {
    id: 41,
    site_name: '阿木的小屋',
    site_desc: '记录生活与代码',
    site_avatar: '',
    url: 'https://amu.example/',
    status: 1,
    user_id: 7,
    createdAt: at(21),
  },
  {
    id: 40,
    site_name: '老朋友',
    site_desc: '一起写博客十年',
    site_avatar: '',
    url: 'https://old.example/',
    status: 2,
    createdAt: at(2),
  },
]

export const CHAT: ChatMessage[] = [
  {
    id: 90,
    user_id: 7,
    nick_name: '小明',
    avatar: '',
    content: '晚上好',
    content_type: 'text',
    createdAt: at(24, 12),
  },
]

export const USERS: DeskUser[] = [
  { id: 1, username: 'admin', nick_name: '站长', avatar: '', role: 1, disabled: false, createdAt: at(1) },
  { id: 7, username: 'xiaoming', nick_name: '小明', avatar: '', role: 2, disabled: false, createdAt: at(20) },
  { id: 8, username: 'spammer', nick_name: '广告号', avatar: '', role: 2, disabled: true, createdAt: at(21) },
]

export const TERMS: Record<'category' | 'tag', DeskTerm[]> = {
  category: [
    { id: 1, name: '随笔', articleCount: 3 },
    { id: 2, name: '旧分类', articleCount: 0 },
  ],
  tag: [
    { id: 1, name: 'React', articleCount: 4 },
    { id: 2, name: 'react', articleCount: 1 },
  ],
}

const LINK_KEYS = ['github_link', 'bilibili_link', 'qq_link', 'we_chat_link', 'git_ee_link'] as const

export const CONFIG: SiteConfig = {
  blog_name: '小站',
  blog_avatar: '',
  avatar_bg: '',
  personal_say: '写点东西',
  blog_notice: '欢迎来玩',
  ...(Object.fromEntries(LINK_KEYS.map((k) => [k, ''])) as Record<(typeof LINK_KEYS)[number], string>),
  qq_group: '',
  we_chat_group: '',
  icp_number: '',
  view_time: 1234,
  createdAt: at(1),
}

export const OVERVIEW: DeskOverview = {
  counts: { articles: 33, talks: 12, comments: 58, messages: 140, users: 21, views: 1234 },
  viewsByDay: VIEW_DAYS,
  latestComments: COMMENTS,
  latestMessages: MESSAGES.map(({ id, message, nick_name, user_id, createdAt }) => ({
    id,
    message,
    nick_name,
    user_id,
    createdAt,
  })),
  pendingLinks: LINKS.filter((l) => l.status === 1),
}

/** The globe's markers as /config/config.json holds them: a plain file, not an API envelope. */
export const GLOBE = { points: [{ lat: 39.9, lng: 116.4, label: '北京' }] }

/** Answers /config/config.json with GLOBE and everything else through `api`. */
export function withGlobeFile(api: FetchLike): FetchLike {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    if (url.pathname === '/config/config.json') return Promise.resolve(Response.json(GLOBE))
    return api(input, init)
  }
}

/** The home page's header picture: drawn inline, so stories need no file. */
export const HOME_HEADER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#7aa7e8"/><stop offset="1" stop-color="#f3c98b"/></linearGradient></defs><rect width="160" height="90" fill="url(#g)"/></svg>',
)}`

export interface SectionRoutesOptions {
  overview?: MockRoute
}

/** The routes the four sections call, answered from the fixtures (rows change as the admin acts). */
export function sectionRoutes(options: SectionRoutesOptions = {}): Record<string, MockRoute> {
  const users = USERS.map((u) => ({ ...u }))
  const links = LINKS.map((l) => ({ ...l }))
  let comments = [...COMMENTS]
  const terms = { category: [...TERMS.category], tag: [...TERMS.tag] }
  return withSiteRoutes({
    // 站点 → 评论: the defaults (docs/desk-api.md)
    'GET /api/desk/comment-settings': { guests: true, guest_email_required: false, users_only: false },
    'PUT /api/desk/comment-settings': ({ body }: Req) => body,
    'GET /api/desk/overview':
      options.overview ?? (() => ({ ...OVERVIEW, pendingLinks: links.filter((l) => l.status === 1) })),
    'POST /api/desk/comments': ({ body }: Req) => {
      const type = (body as { type?: number }).type
      return pageOf(comments.filter((c) => type === undefined || c.type === type))
    },
    'DELETE /api/comment/delete/*': ({ url }: Req) => {
      comments = comments.filter((c) => c.id !== lastSegment(url))
      return true
    },
    'POST /api/message/getMessageList': () => pageOf(MESSAGES),
    'DELETE /api/message/delete/*': true,
    'POST /api/desk/chat': () => pageOf(CHAT),
    'DELETE /api/chat/deleteOne/*': true,
    'POST /api/chat/delete': true,
    'POST /api/links/adminList': ({ body }: Req) => {
      const status = (body as { status?: number }).status
      return pageOf(links.filter((l) => status === undefined || l.status === status))
    },
    'PUT /api/links/approve/*': ({ url }: Req) => {
      const link = links.find((l) => l.id === lastSegment(url))
      if (link) link.status = 2
      return link
    },
    'PUT /api/desk/links/reject/*': ({ url }: Req) => {
      links.splice(
        links.findIndex((l) => l.id === lastSegment(url)),
        1,
      )
      return true
    },
    'DELETE /api/links/delete/*': true,
    'PUT /api/desk/links/update': updateRow(links),
    'POST /api/desk/users': ({ body }: Req) => {
      const { keyword = '', role } = body as { keyword?: string; role?: number }
      return pageOf(
        users.filter(
          (u) =>
            (u.username.includes(keyword) || u.nick_name.includes(keyword)) &&
            (role === undefined || u.role === role),
        ),
      )
    },
    'PUT /api/desk/users/disable/*': ({ url, body }: Req) => {
      const user = users.find((u) => u.id === lastSegment(url))
      if (user) user.disabled = (body as { disabled: boolean }).disabled
      return user
    },
    'PUT /api/desk/users/role/*': ({ url, body }: Req) => {
      const user = users.find((u) => u.id === lastSegment(url))
      const role = (body as { role: 1 | 2 }).role
      if (user && role === 2 && users.filter((u) => u.role === 1).length <= 1) {
        return new MockFailure(409, '至少要保留一位管理员')
      }
      if (user) user.role = role
      return user
    },
    'GET /api/config': CONFIG,
    'PUT /api/config/update': ({ body }: Req) => ({ ...CONFIG, ...(body as object) }),
    'GET /api/pageHeader/getAll': [{ id: 1, route_name: 'Home', bg_url: HOME_HEADER }],
    'PUT /api/desk/pageHeader': ({ body }: Req) => [{ id: 1, ...(body as object) }],
    'PUT /api/desk/globe': ({ body }: Req) => body,
    'GET /api/desk/terms/category': () => terms.category,
    'GET /api/desk/terms/tag': () => terms.tag,
    'POST /api/desk/terms/*': ({ url, body }: Req) => {
      const kind = url.pathname.split('/')[4] as 'category' | 'tag'
      const { from, into } = body as { from: number; into: number }
      terms[kind] = terms[kind].filter((t) => t.id !== from)
      return terms[kind].find((t) => t.id === into)
    },
    'DELETE /api/desk/terms/*': ({ url }: Req) => {
      const kind = url.pathname.split('/')[4] as 'category' | 'tag'
      terms[kind] = terms[kind].filter((t) => t.id !== lastSegment(url))
      return true
    },
    'PUT /api/category/update': ({ body }: Req) => body,
    'PUT /api/tag/update': ({ body }: Req) => body,
    'PUT /api/user/updatePassword': true,
    'POST /api/upload/img': { url: '/uploads/demo-upload.png' },
    ...reviewRoutes(),
  })
}
