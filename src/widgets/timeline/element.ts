import { defineElement } from '../element/define.ts'
import { backgroundCssProperty, type ElementMeta } from '../element/meta.ts'
import { pagerCss, uiCss } from '../ui/index.ts'
import { Timeline } from './Timeline.tsx'
import css from './timeline.css?inline'

export const meta: ElementMeta = {
  tag: 'xz-timeline',
  component: 'Timeline',
  description:
    '时间轴（归档）：按年份分组的文章列表，竖线与圆点串起每篇文章（日期、封面、标题），带总数与分页。',
  attributes: [
    { name: 'page-size', type: 'number', description: '每页文章数（1–50）', default: '10' },
    {
      name: 'paging',
      type: 'string',
      description: '分页方式：pages（页码）或 more（“加载更多”，同一年份跨页合并）',
      default: 'pages',
    },
  ],
  events: [
    {
      name: 'xz-navigate',
      description:
        '点击文章时触发（可取消），detail 为 /article?id=N。调用 preventDefault() 表示由页面自行路由；否则组件执行 location.assign',
      detail: 'string（目标路径）',
      cancelable: true,
    },
  ],
  cssProperties: [
    backgroundCssProperty('timeline'),
    { name: '--xz-timeline-line', description: '时间轴竖线的颜色', default: 'var(--xz-border)' },
  ],
}

export const XzTimelineElement = defineElement(meta, Timeline, { css: [uiCss, pagerCss, css] })
