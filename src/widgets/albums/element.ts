import { defineElement } from '../element/define.ts'
import { backgroundCssProperty, type ElementMeta, lightboxCssProperties } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import { Albums } from './Albums.tsx'
import css from './albums.css?inline'

export const meta: ElementMeta = {
  tag: 'xz-albums',
  component: 'Albums',
  description:
    '相册：相册卡片列表（封面、名称、简介、照片数），点开后以网格展示照片，点击照片在灯箱中查看大图（←/→ 切换，Esc 关闭）。',
  attributes: [
    {
      name: 'album-id',
      type: 'number',
      description: '直接展示该相册的照片；不设置时展示相册列表',
    },
  ],
  events: [
    {
      name: 'xz-navigate',
      description:
        '切换视图前触发（可取消）：打开相册时为 /photos?id=N，返回时为 /photoAlbum。调用 preventDefault() 表示由页面自行路由，组件不再原地切换',
      detail: 'string（目标路径）',
      cancelable: true,
    },
  ],
  parts: [
    { name: 'overlay', description: '灯箱的遮罩层' },
    { name: 'dialog', description: '灯箱面板' },
    { name: 'close-button', description: '灯箱的关闭按钮' },
  ],
  cssProperties: [
    backgroundCssProperty('albums'),
    { name: '--xz-albums-gap', description: '相册卡片之间的间距', default: '16px' },
    ...lightboxCssProperties('灯箱'),
  ],
}

export const XzAlbumsElement = defineElement(meta, Albums, { css: [uiCss, css] })
