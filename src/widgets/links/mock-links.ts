// Stories and tests only (never exported by the package): friend links, this site's config, the
// resources and the site list, and an in-memory server for the link routes.
import type { FriendLink, LinkBody, Resources, SiteConfig } from '../../core/contract/index.ts'
import type { MockRoute } from '../testing/mock-api.ts'
import { labelledScene } from '../../core/testing/index.ts'

/** One approved friend; `n` names it. */
export function friend(n: number, partial: Partial<FriendLink> = {}): FriendLink {
  return {
    id: n,
    site_name: `朋友的博客${n}`,
    site_desc: `第 ${n} 位朋友，写前端也写生活`,
    site_avatar: '',
    url: `https://friend${n}.example.com/`,
    status: 2,
    user_id: 100 + n,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...partial,
  }
}

/** A lived-in friends page: icons and letters, short and long descriptions, more than a page. */
export const FRIENDS: FriendLink[] = [
  friend(1, { site_name: '林间小鹿', site_avatar: labelledScene('鹿', '#2f9e63', 96, 96) }),
  friend(2, { site_name: '代码搬运工', site_desc: '' }),
  friend(3, {
    site_name: '周末读书会',
    site_desc: '每周读一本书，写一篇读后感；偶尔也聊聊电影、旅行和厨房里的小实验，欢迎来坐坐。',
  }),
  ...Array.from({ length: 12 }, (_, i) => friend(i + 4)),
]

export const SITE_CONFIG = {
  blog_name: '小站',
  personal_say: '把踩过的坑写下来',
  blog_avatar: labelledScene('站', '#3e7bfa', 96, 96),
} as Partial<SiteConfig>

const site = (name: string, desc = '') => ({
  name,
  url: `https://${encodeURIComponent(name)}.example.com/`,
  desc,
  icon: '',
})

export const RESOURCES: Resources = {
  front: [
    {
      category: '官方文档',
      sites: [
        site('MDN Web Docs', 'Web 技术的权威文档'),
        site('React', '用于构建用户界面的库'),
        site('Vite'),
      ],
    },
    { category: '工具', sites: [site('Can I use', '查浏览器支持'), site('Bundlephobia', '看一个包有多大')] },
  ],
  back: [{ category: '数据库', sites: [site('SQLite', '嵌入式数据库'), site('PostgreSQL')] }],
}

export const SITE_LIST: Resources = {
  front: [
    { category: '常用', sites: [site('GitHub', '代码托管'), site('掘金'), site('V2EX', '创意工作者社区')] },
    { category: '设计', sites: [site('Dribbble'), site('Figma', '在线设计协作')] },
  ],
  back: [],
}

/** A page of the approved links, as POST /api/links/getLinksList answers `body`. */
export function approvedPage(links: FriendLink[], body: unknown) {
  const { current, size } = body as { current: number; size: number }
  const list = links.filter((l) => l.status === 2)
  return { current, size, total: list.length, list: list.slice((current - 1) * size, current * size) }
}

/** The link routes over `links` (approved ones listed; add/update answer pending rows). */
export function linkRoutes(links: FriendLink[] = FRIENDS): Record<string, MockRoute> {
  let nextId = 900
  return {
    'POST /api/links/getLinksList': ({ body }: { body: unknown }) => approvedPage(links, body),
    'POST /api/links/add': ({ body }: { body: unknown }) => {
      nextId += 1
      return { ...(body as LinkBody), id: nextId, status: 1, createdAt: '2024-05-01T00:00:00.000Z' }
    },
    'PUT /api/links/frontUpdate': ({ body }: { body: unknown }) => ({
      ...(body as LinkBody & { id: number }),
      status: 1,
      createdAt: '2024-05-01T00:00:00.000Z',
    }),
    'GET /api/config': SITE_CONFIG,
    'GET /api/resources': RESOURCES,
    'GET /api/siteList': SITE_LIST,
  }
}
