import { defineElement } from '../element/define.ts'
import { COMMON_ATTRIBUTES, COMMON_CSS_PROPERTIES, type ElementMeta } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import { Search } from './Search.tsx'
import searchCss from './search.css?inline'

export const meta: ElementMeta = {
  tag: 'xz-search',
  component: 'Search',
  description:
    '文章搜索：搜索图标按钮打开搜索框，显示搜索历史（可清空）和热门文章 ①–⑤；输入即搜，结果中高亮输入的文字，↑/↓ 选择、Enter 打开、Esc 关闭。',
  attributes: [
    ...COMMON_ATTRIBUTES,
    { name: 'open', type: 'boolean', description: '受控打开搜索框；设置后请监听 xz-open-change 同步' },
    {
      name: 'trigger',
      type: 'boolean',
      description: '显示搜索图标按钮；trigger="false" 时只提供弹窗',
      default: 'true',
    },
    {
      name: 'navigate',
      type: 'boolean',
      description: '选择文章后跳转到 /article?id=…；navigate="false" 时只派发事件',
      default: 'true',
    },
    { name: 'default-query', type: 'string', description: '每次打开时预填并立即搜索的文字', default: '' },
  ],
  events: [
    {
      name: 'xz-open-article',
      description: '选择了搜索结果或热门文章；可取消（preventDefault）以自行跳转',
      detail: '{ id: number }',
      cancelable: true,
    },
    { name: 'xz-open-change', description: '搜索框打开或关闭（受控时为请求）', detail: 'boolean：是否打开' },
  ],
  parts: [
    { name: 'trigger', description: '搜索图标按钮的容器' },
    { name: 'overlay', description: '弹窗遮罩' },
    { name: 'dialog', description: '搜索框面板' },
    { name: 'toaster', description: '提示消息的容器' },
  ],
  cssProperties: [...COMMON_CSS_PROPERTIES],
}

export const SearchElement = defineElement(meta, Search, { css: [uiCss, searchCss] })
