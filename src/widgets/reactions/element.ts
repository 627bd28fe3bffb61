import { defineElement } from '../element/define.ts'
import type { ElementMeta } from '../element/meta.ts'
import { TOASTER_PART } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import css from './reactions.css?inline'
import { Reactions } from './Reactions.tsx'

export const meta: ElementMeta = {
  tag: 'xz-reactions',
  component: 'Reactions',
  description:
    '页面表态：赞、喜欢、哈哈、惊讶、难过、庆祝六种，每位访客（含游客）每个页面一种，可更改或再点一次取消；显示各自的数量。',
  attributes: [
    {
      name: 'path',
      type: 'string',
      description: '页面路径；默认当前页面（/a、/a/ 与 /a/index.html 视为同一页面）',
    },
    { name: 'page-title', type: 'string', description: '页面标题，显示在管理台；默认 document.title' },
  ],
  parts: [TOASTER_PART],
}

export const ReactionsElement = defineElement(meta, Reactions, { css: [uiCss, css] })
