import { defineElement } from '../element/define.ts'
import { type ElementMeta, navigateAttribute, panelControls, TOASTER_PART } from '../element/meta.ts'
import { inlineWidgetCss, uiCss } from '../ui/index.ts'
import { Search } from './Search.tsx'
import searchCss from './search.css?inline'

const panel = panelControls({ name: '搜索框', trigger: '搜索图标按钮', alone: '弹窗' })

export const meta: ElementMeta = {
  tag: 'xz-search',
  component: 'Search',
  description:
    '文章搜索：搜索图标按钮打开搜索框，显示搜索历史（可清空）和热门文章 ①–⑤；输入即搜，结果中高亮输入的文字，↑/↓ 选择、Enter 打开、Esc 关闭。',
  attributes: [
    ...panel.attributes,
    navigateAttribute('选择文章后跳转到 /article?id=…'),
    { name: 'default-query', type: 'string', description: '每次打开时预填并立即搜索的文字', default: '' },
  ],
  events: [
    {
      name: 'xz-open-article',
      description: '选择了搜索结果或热门文章；可取消（preventDefault）以自行跳转',
      detail: '{ id: number }',
      cancelable: true,
    },
    ...panel.events,
  ],
  parts: [
    { name: 'trigger', description: '搜索图标按钮的容器' },
    panel.parts.overlay,
    panel.parts.panel('dialog'),
    TOASTER_PART,
  ],
}

export const SearchElement = defineElement(meta, Search, { css: [uiCss, inlineWidgetCss, searchCss] })
