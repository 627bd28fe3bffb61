import '../comment-count/counter-elements.ts'
import type { ElementMeta } from '../element/meta.ts'

export const meta: ElementMeta = {
  tag: 'xz-pageview',
  component: 'PageView',
  description:
    '页面浏览量（纯文本数字；无 React 运行时）。指向当前页面时计入本次浏览（同一访客 30 分钟内只计一次）并显示总数；指向其他页面（如文章列表）时只显示；与页面上的评论数计数器合并为一次请求。',
  attributes: [
    { name: 'path', type: 'string', description: '页面路径；默认当前页面（规则同 xz-comment-count）' },
    { name: 'page-title', type: 'string', description: '页面标题，显示在管理台；默认 document.title' },
  ],
}
