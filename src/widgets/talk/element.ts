import { defineElement } from '../element/define.ts'
import { type ElementMeta, lightboxCssProperties, rootPart } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import { Talk } from './Talk.tsx'
import talkCss from './talk.css?inline'

export const meta: ElementMeta = {
  tag: 'xz-talk',
  component: 'Talk',
  description: '说说列表：置顶优先、九宫格配图与大图预览、点赞、展开评论；或通过 talk-id 只显示一条说说',
  attributes: [
    { name: 'talk-id', type: 'number', description: '只显示这一条说说，并展开它的评论' },
    { name: 'page-size', type: 'number', description: '每页条数（最多 50）', default: '10' },
  ],
  parts: [
    rootPart('talk'),
    { name: 'list', description: '说说列表' },
    { name: 'card', description: '一条说说' },
    { name: 'comments', description: '展开的评论区' },
  ],
  cssProperties: lightboxCssProperties('大图预览'),
}

export const TalkElement = defineElement(meta, Talk, { css: [uiCss, talkCss] })
