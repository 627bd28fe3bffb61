// Demo data for the desk's stories and tests (not exported from the package).
import type { ArticleSummary, Category, Paged, Tag } from '../core/contract/index.ts'
import type { ArticleFilter } from '../core/desk/index.ts'
import { ARTICLE, svgImage } from '../widgets/article/fixtures.ts'
import type { MockRoute } from '../widgets/testing/mock-api.ts'

export const CATEGORIES: Category[] = [
  { id: 1, category_name: '随笔', articleCount: 3 },
  { id: 2, category_name: '前端工程', articleCount: 5 },
]

export const TAGS: Tag[] = [
  { id: 1, tag_name: 'React', articleCount: 4 },
  { id: 2, tag_name: 'Vite', articleCount: 2 },
  { id: 3, tag_name: 'Web Component', articleCount: 1 },
]

const { article_content: _body, ...summary } = ARTICLE

export const DESK_ARTICLES: ArticleSummary[] = [
  { ...summary, is_top: 1 },
  {
    ...summary,
    id: 4,
    article_title: '聊天室组件如何共享一条 WebSocket 连接',
    article_cover: svgImage('#4', 280, 480, 270),
    tagNameList: ['React'],
    view_times: 321,
    createdAt: '2024-04-02T08:00:00.000Z',
  },
  {
    ...summary,
    id: 5,
    article_title: '还没写完的周末随笔',
    categoryName: '随笔',
    category_id: 1,
    tagNameList: [],
    status: 3,
    view_times: 0,
    createdAt: '2024-06-01T08:00:00.000Z',
  },
]

type Req = { body: unknown; url: URL }

export const pageOf = <T>(list: T[], current = 1, size = 10): Paged<T> => ({
  current,
  size,
  total: list.length,
  list: list.slice((current - 1) * size, current * size),
})

export interface DeskRoutesOptions {
  articles?: ArticleSummary[]
  /** replaces the list route, e.g. a MockFailure or `forever` */
  listRoute?: MockRoute
}

/** The routes the articles section calls, answered from the fixtures. */
export function deskRoutes(options: DeskRoutesOptions = {}): Record<string, MockRoute> {
  const articles = [...(options.articles ?? DESK_ARTICLES)]
  return {
    // the menu's number beside 审核 (docs/api.md §27): nothing waits here
    'GET /api/desk/review/count': 0,
    'POST /api/desk/articles':
      options.listRoute ??
      (({ body }: Req) => {
        const q = body as ArticleFilter
        const tag = TAGS.find((t) => t.id === q.tag_id)
        const word = q.keyword?.toLowerCase() ?? ''
        const found = articles.filter(
          (a) =>
            (q.status === undefined || a.status === q.status) &&
            (q.category_id === undefined || a.category_id === q.category_id) &&
            (q.tag_id === undefined || (tag !== undefined && a.tagNameList.includes(tag.tag_name))) &&
            (word === '' || a.article_title.toLowerCase().includes(word)),
        )
        return pageOf(found, q.current, q.size)
      }),
    'GET /api/desk/articles/*': ARTICLE,
    'GET /api/category/getCategoryDictionary': CATEGORIES,
    'GET /api/tag/getTagDictionary': TAGS,
    'DELETE /api/article/delete/*': ({ url }: Req) => {
      const id = Number(url.pathname.split('/').pop())
      articles.splice(
        articles.findIndex((a) => a.id === id),
        1,
      )
      return true
    },
    'PUT /api/article/updateTop/*': ({ url }: Req) => {
      const [id, top] = url.pathname.split('/').slice(-2).map(Number)
      const row = articles.find((a) => a.id === id)
      if (row) row.is_top = top ? 1 : 0
      return row
    },
  }
}
