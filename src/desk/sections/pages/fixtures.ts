// Demo data for the desk's 站点列表 tab and 页面 section, for their stories and tests.
import type { DeskComment, DeskPage, DeskSites } from '../../../core/contract/index.ts'
import { canonicalPagePath, canonicalSiteOrigin } from '../../../core/page-path/index.ts'
import { MockFailure, type MockRoute } from '../../../widgets/testing/mock-api.ts'
import { pageOf } from '../../fixtures.ts'

type Req = { body: unknown; url: URL }

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString()

const SITES: DeskSites = {
  environment: ['https://notes.example.com'],
  sites: [{ id: 1, origin: 'https://hugo.example.org', name: '旅行笔记', createdAt: at(20) }],
}

export const PAGES: DeskPage[] = [
  {
    id: 11,
    site: 'https://hugo.example.org',
    path: '/posts/kyoto/',
    title: '京都的秋天',
    url: 'https://hugo.example.org/posts/kyoto/',
    views: 1280,
    comments: 2,
    reactions: 36,
    lastCommentAt: at(25, 14),
  },
  {
    id: 12,
    site: 'https://hugo.example.org',
    path: '/2024/10/kyoto.html',
    title: '京都的秋天（旧链接）',
    url: '',
    views: 310,
    comments: 0,
    reactions: 4,
    lastCommentAt: null,
  },
  {
    id: 13,
    site: 'https://notes.example.com',
    path: '/about/',
    title: '',
    url: 'https://notes.example.com/about/',
    views: 42,
    comments: 1,
    reactions: 0,
    lastCommentAt: at(21, 10),
  },
]

const comment = (id: number, forId: number, name: string, content: string, created: string): DeskComment => ({
  id,
  type: 4 as DeskComment['type'],
  for_id: forId,
  parent_id: null,
  from_id: 20 + id,
  from_name: name,
  from_avatar: '',
  to_id: null,
  to_name: null,
  content,
  thumbs_up: 0,
  reply_count: 0,
  target: '京都的秋天',
  createdAt: created,
})

const PAGE_COMMENTS: DeskComment[] = [
  comment(71, 11, '游客小林', '照片拍得真美，红叶正好。', at(25, 14)),
  comment(70, 11, '阿杰', '请问清水寺人多吗？', at(23, 9)),
  comment(72, 13, '路过', '你好！', at(21, 10)),
]

const ask = (route: MockRoute | undefined, req: Req & { method: string }) =>
  typeof route === 'function' ? route(req) : (route ?? new MockFailure(404, '没有这个接口'))

/**
 * `base` with the routes the two call, answered from the fixtures (rows change as the admin
 * acts); listing and deleting comments answer a page's thread here and leave the rest to `base`.
 */
export function withSiteRoutes(base: Record<string, MockRoute>): Record<string, MockRoute> {
  let sites = SITES.sites.map((s) => ({ ...s }))
  let pages = PAGES.map((p) => ({ ...p }))
  let thread = [...PAGE_COMMENTS]
  const answer = () => ({ environment: SITES.environment, sites })
  const lastSegment = (url: URL) => Number(url.pathname.split('/').pop())
  return {
    ...base,
    'GET /api/desk/sites': answer,
    'POST /api/desk/sites': ({ body }: Req) => {
      const { origin, name } = body as { origin: string; name: string }
      const canonical = canonicalSiteOrigin(origin)
      if (!canonical) return new MockFailure(400, '请输入网站地址，例如 https://blog.example.com')
      if (sites.some((s) => s.origin === canonical)) return new MockFailure(409, '该网站已添加')
      sites = [...sites, { id: sites.length + 10, origin: canonical, name, createdAt: at(28) }]
      return answer()
    },
    'DELETE /api/desk/sites/*': ({ url }: Req) => {
      sites = sites.filter((s) => s.id !== lastSegment(url))
      return answer()
    },
    'GET /api/desk/pages/sites': () => [...new Set(pages.map((p) => p.site))].sort(),
    'POST /api/desk/pages': ({ body }: Req) => {
      const { keyword = '', site } = body as { keyword?: string; site?: string }
      return pageOf(
        pages.filter(
          (p) => (!site || p.site === site) && (p.path.includes(keyword) || p.title.includes(keyword)),
        ),
      )
    },
    'POST /api/desk/pages/move': ({ body }: Req) => {
      const { id, path } = body as { id: number; path: string }
      const canonical = canonicalPagePath(path)
      if (!canonical) return new MockFailure(400, '页面路径无效')
      const page = pages.find((p) => p.id === id)
      if (!page) return new MockFailure(404, '页面不存在')
      page.path = canonical
      return page
    },
    'POST /api/desk/pages/merge': ({ body }: Req) => {
      const { id, into } = body as { id: number; into: string }
      const from = pages.find((p) => p.id === id)
      const target = pages.find((p) => p.path === canonicalPagePath(into) && p.site === from?.site)
      if (!from || !target) return new MockFailure(404, '目标页面不存在')
      target.views += from.views
      target.comments += from.comments
      target.reactions += from.reactions
      pages = pages.filter((p) => p !== from)
      return target
    },
    'POST /api/desk/comments': (req: Req & { method: string }) => {
      const { type, for_id } = req.body as { type?: number; for_id?: number }
      if (type !== 4) return ask(base['POST /api/desk/comments'], req)
      return pageOf(thread.filter((c) => c.for_id === for_id))
    },
    'DELETE /api/comment/delete/*': (req: Req & { method: string }) => {
      const id = lastSegment(req.url)
      if (!thread.some((c) => c.id === id)) return ask(base['DELETE /api/comment/delete/*'], req)
      thread = thread.filter((c) => c.id !== id)
      return true
    },
  }
}
