/**
 * One custom element, declared once: `defineElement` reads its attributes and events from here,
 * and scripts/manifest.ts writes custom-elements.json from it, so the two cannot drift.
 */
export interface ElementMeta {
  tag: string
  /** the React component it wraps, e.g. 'ChatRoom' */
  component: string
  description: string
  /** kebab-case attributes; each is also a camelCase property and the component's prop of that name */
  attributes: {
    name: string
    type: 'string' | 'boolean' | 'number' | 'json'
    description: string
    default?: string
  }[]
  /**
   * `xz-*` CustomEvents (bubbling, composed). The component raises one by calling its callback prop,
   * `on` + the name in PascalCase (`xz-open-change` → `onOpenChange`) unless `callback` says otherwise;
   * the callback's argument is the event's `detail`. A `cancelable` event's callback returns false
   * when a listener called `preventDefault()`, and the component then skips its default action.
   */
  events: {
    name: string
    description: string
    detail?: string
    callback?: string
    cancelable?: boolean
  }[]
  parts: { name: string; description: string }[]
  cssProperties: { name: string; description: string; default?: string }[]
}

export type AttributeType = ElementMeta['attributes'][number]['type']

/** `api-base` → `apiBase`: the property and prop an attribute sets */
export const propertyOf = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** `xz-open-change` → `onOpenChange`, or the event's own `callback` */
export const callbackOf = (event: ElementMeta['events'][number]) =>
  event.callback ?? propertyOf(`on-${event.name.replace(/^xz-/, '')}`)

/** Attributes every element shares (handled by defineElement). */
export const COMMON_ATTRIBUTES: ElementMeta['attributes'] = [
  {
    name: 'api-base',
    type: 'string',
    description: 'API 服务器地址，例如 https://blog.example.com；为空时使用当前站点',
    default: '',
  },
  { name: 'ws-url', type: 'string', description: '聊天 WebSocket 地址；默认由 api-base 推导（/ws）' },
  { name: 'theme', type: 'string', description: '主题：light、dark 或 auto（跟随系统）', default: 'auto' },
]

/** Custom properties every element honours (from the shared tokens). */
export const COMMON_CSS_PROPERTIES: ElementMeta['cssProperties'] = [
  { name: '--xz-primary', description: '主色', default: '#2860d8' },
  { name: '--xz-text', description: '正文颜色' },
  { name: '--xz-bg', description: '背景色' },
  { name: '--xz-border', description: '边框颜色' },
  { name: '--xz-radius', description: '圆角', default: '10px' },
  { name: '--xz-font', description: '字体栈' },
  { name: '--xz-z', description: '浮层的 z-index', default: '2000' },
]
