import type { ElementMeta } from '../element/meta.ts'
import { defineElement } from '../element/define.ts'
import { ARTICLE_CSS, Article } from './Article.tsx'

export const meta: ElementMeta = {
  tag: 'xz-article',
  component: 'Article',
  description:
    '文章阅读器：Markdown 正文（代码高亮、复制、图片预览）、目录与滚动高亮、点赞、阅读主题与代码主题切换、阅读时长统计、上一篇/下一篇与相关推荐。',
  attributes: [
    {
      name: 'article-id',
      type: 'number',
      description: '文章 id；省略时读取页面地址中的 ?id=',
    },
    {
      name: 'article',
      type: 'json',
      description:
        '预先取得的文章数据（Article JSON，或 ?render=html 返回的带 article_html 的阅读版）；提供时不再请求接口。只有 Markdown 时在浏览器里渲染（另行加载渲染器）',
    },
    {
      name: 'show-toc',
      type: 'boolean',
      description: '显示目录（桌面端在右侧，手机端为悬浮按钮 + 抽屉）；写 show-toc="false" 关闭',
      default: 'true',
    },
    {
      name: 'show-recommend',
      type: 'boolean',
      description: '在文末显示相关推荐；写 show-recommend="false" 关闭',
      default: 'true',
    },
  ],
  events: [
    {
      name: 'xz-navigate',
      description:
        '读者点击了站内链接（上一篇/下一篇、推荐、分类、标签、正文中的站内链接）。可取消：调用 preventDefault() 后由页面自行路由，否则跳转到该地址',
      detail: 'string（目标路径，如 /article?id=3）',
      cancelable: true,
    },
    {
      name: 'xz-article-load',
      description: '文章加载完成（页面可据此设置标题）',
      detail: 'Article（文章数据）',
      callback: 'onLoad',
    },
  ],
  parts: [
    { name: 'header', description: '文章头部：封面、标题、信息、标签、点赞与主题' },
    { name: 'body', description: 'Markdown 正文（带 data-preview / data-code 属性）' },
    { name: 'toc', description: '桌面端的目录侧栏' },
    { name: 'toc-button', description: '手机端打开目录的悬浮按钮' },
    { name: 'footer', description: '文末：分类、标签、上一篇/下一篇、相关推荐' },
    { name: 'lightbox-image', description: '图片预览中的大图' },
    { name: 'lightbox-count', description: '图片预览的张数（如 2 / 5）' },
  ],
  cssProperties: [
    { name: '--xz-article-sticky-top', description: '目录吸顶与标题跳转时距视口顶部的距离', default: '80px' },
    { name: '--xz-article-toc-width', description: '目录侧栏宽度', default: '248px' },
    { name: '--xz-article-like', description: '已点赞的红心颜色', default: 'var(--xz-danger)' },
    { name: '--xz-article-fab-left', description: '手机端目录按钮距左侧', default: '16px' },
    { name: '--xz-article-fab-bottom', description: '手机端目录按钮距底部', default: '24px' },
  ],
}

/** `<xz-article article-id="3">`: defined on import. */
export const XzArticle = defineElement(meta, Article, { css: ARTICLE_CSS })
