import type { HotArticle } from '../../../core/contract/index.ts'

/** The five hot articles the stories and the tests show (view_times descending, as the server sends them). */
export const HOT: HotArticle[] = [
  { id: 11, article_title: 'React 19 新特性一览：Actions、use 与服务端组件', view_times: 9321 },
  { id: 12, article_title: '从 Rollup 到 Rolldown：Vite 8 升级笔记', view_times: 7210 },
  { id: 13, article_title: 'TypeScript 7 原生编译器初体验', view_times: 6533 },
  { id: 14, article_title: 'CSS 容器查询实战：卡片组件的自适应布局', view_times: 4120 },
  { id: 15, article_title: '用 Node 20 自带的 fetch 写一个爬虫', view_times: 3877 },
]
