// Demo data for the stories and tests: 23 articles over three years, covers as inline SVG.
import type { Paged, TimelineEntry, TimelineYear } from '../../core/contract/index.ts'
import { bandedCover } from '../../core/testing/index.ts'

const TITLES = [
  'React 19 新特性一览：Actions 与 useOptimistic',
  '用 Vite 8 搭建组件库的踩坑记录',
  'Node.js 里的 AbortController 实战',
  'CSS 容器查询：让组件自己决定布局',
  '从零实现一个 WebSocket 聊天室',
  'TypeScript 严格模式下的类型收窄技巧',
  '周末徒步：西山的秋天',
  'SQLite 的 WAL 模式到底快在哪里',
  'Kysely：类型安全的 SQL 查询构建器',
  '前端图片懒加载的几种写法',
  '读《代码整洁之道》的一点笔记',
  'Git 工作流：rebase 还是 merge？',
  'Docker 多阶段构建减小镜像体积',
  '用 Web Components 封装可嵌入的小组件',
  '一次线上内存泄漏的排查过程',
  '浅谈 JWT 的过期与续签',
  'Hono：跑在任何地方的 Web 框架',
  '2023 年终总结：慢一点也没关系',
  '正则表达式入门到放弃',
  'Flex 与 Grid 布局的取舍',
  '给博客加上暗色模式',
  'Markdown 渲染与 XSS 防护',
  '我的第一篇博客：你好，小站',
]

/** Newest first, as the server orders them: 7 in 2025, 9 in 2024, 7 in 2023. */
export const demoEntries: TimelineEntry[] = (() => {
  const plan: [number, number][] = [
    [2025, 7],
    [2024, 9],
    [2023, 7],
  ]
  const entries: TimelineEntry[] = []
  let n = 0
  for (const [year, count] of plan) {
    for (let i = 0; i < count; i += 1) {
      const month = 12 - Math.floor((i * 11) / count)
      const day = 28 - ((i * 7) % 25)
      entries.push({
        id: TITLES.length - n,
        article_title: TITLES[n] ?? `文章 ${n + 1}`,
        // every fourth article has no cover
        article_cover: n % 4 === 3 ? '' : bandedCover((n * 47) % 360),
        createdAt: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00.000Z`,
      })
      n += 1
    }
  }
  return entries
})()

/** One page the way the server groups it: consecutive rows of the same year form one group. */
export function timelinePage(
  all: readonly TimelineEntry[],
  current: number,
  size: number,
): Paged<TimelineYear> {
  const rows = all.slice((current - 1) * size, current * size)
  const list: TimelineYear[] = []
  for (const row of rows) {
    const year = Number(row.createdAt.slice(0, 4))
    const last = list.at(-1)
    if (last?.year === year) last.articleList.push(row)
    else list.push({ year, articleList: [row] })
  }
  return { current, size, total: all.length, list }
}

/** Reads `/…/blogTimelineGetArticleList/:current/:size` from a mocked request's URL. */
export function pageOf(url: URL): { current: number; size: number } {
  const [current = 1, size = 10] = url.pathname.split('/').slice(-2).map(Number)
  return { current, size }
}

export const TIMELINE_ROUTE = 'GET /api/article/blogTimelineGetArticleList/*'

/** Routes for `mockFetch` answering every page from `all`. */
export function timelineRoutes(all: readonly TimelineEntry[] = demoEntries): Record<string, unknown> {
  return {
    [TIMELINE_ROUTE]: ({ url }: { url: URL }) => {
      const { current, size } = pageOf(url)
      return timelinePage(all, current, size)
    },
  }
}
