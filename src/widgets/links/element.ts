import { defineElement } from '../element/define.ts'
import { type ElementMeta, rootPart } from '../element/meta.ts'
import { LINKS_CSS, Links } from './Links.tsx'

export const meta: ElementMeta = {
  tag: 'xz-links',
  component: 'Links',
  description:
    '友情链接：已通过的友链卡片（分页）、本站信息卡（一键复制）、申请友链；登录用户自己的友链（可修改）；推荐网站与网站导航',
  attributes: [
    {
      name: 'view',
      type: 'string',
      description:
        '显示的界面：friends（友链与申请）、mine（登录用户自己的友链）、resources（推荐网站）、sites（网站导航）',
      default: 'friends',
    },
    {
      name: 'side',
      type: 'string',
      description: 'resources 界面的分类：front（前端）或 back（后端）',
      default: 'front',
    },
    { name: 'page-size', type: 'number', description: 'friends 每页条数（最多 50）', default: '12' },
  ],
  parts: [
    rootPart('links'),
    { name: 'card', description: '一张友链卡片' },
    { name: 'site-info', description: '本站信息卡（名称、地址、头像、简介）' },
    { name: 'site-card', description: '推荐网站或网站导航中的一张卡片' },
    { name: 'own-link', description: '“我的友链”中的一条' },
  ],
}

/** `<xz-links>`: defined on import. */
export const LinksElement = defineElement(meta, Links, { css: LINKS_CSS })
