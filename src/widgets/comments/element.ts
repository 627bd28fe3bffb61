import { defineElement } from '../element/define.ts'
import type { ElementMeta } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import { Comments } from './Comments.tsx'
import commentsCss from './comments.css?inline'

export const meta: ElementMeta = {
  tag: 'xz-comments',
  component: 'Comments',
  description:
    '评论区：总数、最新/最热排序、分页加载、楼中楼回复、点赞、删除、Markdown 与预览；不写 type 与 for-id 时是所在页面的评论区，站长允许时游客填昵称即可评论',
  attributes: [
    {
      name: 'type',
      type: 'number',
      description: '评论对象类型：1 文章、2 说说、3 留言；与 for-id 一起省略时为页面评论',
    },
    { name: 'for-id', type: 'number', description: '评论对象（文章、说说或留言）的 id' },
    {
      name: 'path',
      type: 'string',
      description:
        '页面路径（不写 type 与 for-id 时）；默认当前页面（/a、/a/ 与 /a/index.html 视为同一页面）',
    },
    { name: 'page-title', type: 'string', description: '页面标题，显示在管理台；默认 document.title' },
    { name: 'order', type: 'string', description: '初始排序：new（最新）或 hot（最热）', default: 'new' },
  ],
  events: [
    { name: 'xz-comment', description: '发表了一条评论或回复', detail: 'Comment' },
    {
      name: 'xz-request-login',
      description: '匿名访客点击了“登录后参与评论”（同时会请求页面上的登录框）',
    },
    {
      name: 'xz-comment-total',
      description: '评论总数变化（首次加载、发表、删除）',
      detail: 'number',
      callback: 'onTotalChange',
    },
  ],
  parts: [
    { name: 'comments', description: '评论区根元素' },
    { name: 'composer', description: '评论输入区（游客的输入区，或匿名访客的登录提示）' },
    { name: 'list', description: '一级评论列表' },
  ],
}

export const CommentsElement = defineElement(meta, Comments, { css: [uiCss, commentsCss] })
