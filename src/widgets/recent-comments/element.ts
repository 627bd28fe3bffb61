import { defineElement } from '../element/define.ts'
import type { ElementMeta } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import css from './recent-comments.css?inline'
import { RecentComments } from './RecentComments.tsx'

export const meta: ElementMeta = {
  tag: 'xz-recent-comments',
  component: 'RecentComments',
  description:
    '最新评论：本站各页面最新的评论，显示昵称（字母头像）、摘要、时间，点击跳到那条评论所在的页面。',
  attributes: [{ name: 'limit', type: 'number', description: '显示几条，1–20', default: '5' }],
  parts: [
    { name: 'recent-comments', description: '根元素' },
    { name: 'list', description: '评论列表' },
  ],
}

export const RecentCommentsElement = defineElement(meta, RecentComments, { css: [uiCss, css] })
