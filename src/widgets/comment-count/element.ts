import './counter-elements.ts'
import type { ElementMeta } from '../element/meta.ts'

export const meta: ElementMeta = {
  tag: 'xz-comment-count',
  component: 'CommentCount',
  description:
    '某个页面的评论数（纯文本数字，继承页面样式；无 React 运行时）。同一页面上的所有计数器合并为一次请求，适合文章列表。',
  attributes: [
    {
      name: 'path',
      type: 'string',
      description: '页面路径；默认当前页面。/a、/a/ 与 /a/index.html 视为同一页面，查询串与 # 之后被忽略',
    },
  ],
}
