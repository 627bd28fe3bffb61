/**
 * One custom element, declared once: `defineElement` reads its attributes and events from here,
 * and scripts/manifest.ts writes custom-elements.json from it, so the two cannot drift.
 */
export interface ElementMeta {
  tag: string
  /** the React component it wraps, e.g. 'ChatRoom' */
  component: string
  description: string
  /**
   * kebab-case attributes besides COMMON_ATTRIBUTES (which every element has); each is also a
   * camelCase property and the component's prop of that name
   */
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
  events?: {
    name: string
    description: string
    detail?: string
    callback?: string
    cancelable?: boolean
  }[]
  parts?: { name: string; description: string }[]
  /** custom properties besides COMMON_CSS_PROPERTIES (which every element honours) */
  cssProperties?: { name: string; description: string; default?: string }[]
}

type Attribute = ElementMeta['attributes'][number]
type Event = NonNullable<ElementMeta['events']>[number]
type Part = NonNullable<ElementMeta['parts']>[number]
export type AttributeType = Attribute['type']

/** `api-base` → `apiBase`: the property and prop an attribute sets */
export const propertyOf = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** `xz-open-change` → `onOpenChange`, or the event's own `callback` */
export const callbackOf = (event: Event) =>
  event.callback ?? propertyOf(`on-${event.name.replace(/^xz-/, '')}`)

/** Attributes every element shares (defineElement handles them, the manifest documents them). */
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

/** Custom properties every element honours (from the shared tokens; the manifest documents them). */
export const COMMON_CSS_PROPERTIES: NonNullable<ElementMeta['cssProperties']> = [
  { name: '--xz-primary', description: '主色', default: '#2860d8' },
  { name: '--xz-text', description: '正文颜色' },
  { name: '--xz-bg', description: '背景色' },
  { name: '--xz-border', description: '边框颜色' },
  { name: '--xz-radius', description: '圆角', default: '10px' },
  { name: '--xz-font', description: '字体栈' },
  { name: '--xz-z', description: '浮层的 z-index', default: '2000' },
]

/**
 * What a widget with a trigger and a panel a page may open itself (login, search, the bell) declares:
 * the `open` and `trigger` attributes, the `xz-open-change` event, and the parts of the modal the
 * panel opens in (its overlay, and the panel under the part name given), worded after its panel.
 */
export function panelControls(panel: {
  /** what `open` opens, e.g. 搜索框 */
  name: string
  /** what `trigger` shows, e.g. 搜索图标按钮 */
  trigger: string
  /** what remains with trigger="false", e.g. 弹窗 */
  alone: string
  /** said after the `open` attribute's description */
  openNote?: string
}): {
  attributes: Attribute[]
  events: Event[]
  /** documentation only, under `parts` so the script-tag build drops it (scripts/strip-element-docs.ts) */
  parts: { overlay: Part; panel: (name: string) => Part }
} {
  return {
    attributes: [
      {
        name: 'open',
        type: 'boolean',
        description: `受控打开${panel.name}；设置后请监听 xz-open-change 同步${panel.openNote ?? ''}`,
      },
      {
        name: 'trigger',
        type: 'boolean',
        description: `显示${panel.trigger}；trigger="false" 时只提供${panel.alone}`,
        default: 'true',
      },
    ],
    events: [
      {
        name: 'xz-open-change',
        description: `${panel.name}打开或关闭（受控时为请求）`,
        detail: 'boolean：是否打开',
      },
    ],
    parts: {
      overlay: { name: 'overlay', description: `${panel.alone}遮罩` },
      panel: (name) => ({ name, description: `${panel.name}面板` }),
    },
  }
}

/** The `navigate` attribute of a widget that follows a link itself unless told not to. */
export const navigateAttribute = (what: string): Attribute => ({
  name: 'navigate',
  type: 'boolean',
  description: `${what}；navigate="false" 时只派发事件`,
  default: 'true',
})

// The helpers below word documentation only and are called under `cssProperties` and `parts`, which
// the script-tag build drops (scripts/strip-element-docs.ts), so no widget ships them. A helper
// that returns what defineElement reads (names, types, cancelable) would land in the shared
// runtime of every widget instead: measure with `npm run test:size` before adding one.

/** The custom properties of the shared lightbox, worded after what the widget calls it (灯箱, 大图预览). */
export const lightboxCssProperties = (called: string): NonNullable<ElementMeta['cssProperties']> => [
  { name: '--xz-lightbox-bg', description: `${called}的遮罩颜色`, default: 'rgba(6, 8, 12, 0.88)' },
  { name: '--xz-lightbox-text', description: `${called}的文字与按钮颜色`, default: '#f4f5f7' },
]

/** `--xz-<widget>-bg`: the background of a widget that may melt into the page. */
export const backgroundCssProperty = (widget: string) => ({
  name: `--xz-${widget}-bg`,
  description: '组件的背景（设为 transparent 即融入页面）',
  default: 'var(--xz-bg)',
})

/** The part on a widget's root element, named after the widget. */
export const rootPart = (name: string) => ({ name, description: '根元素' })

/** The shared Toaster's container, in every widget that shows toasts. */
export const TOASTER_PART = { name: 'toaster', description: '提示消息的容器' }

/**
 * An element's whole documentation: what every element shares first, then its own (a meta that
 * still lists a shared attribute or property itself does not get it twice).
 */
export function documented(meta: ElementMeta): Required<ElementMeta> {
  const after = <T extends { name: string }>(shared: T[], own: T[] = []) => [
    ...shared,
    ...own.filter((item) => !shared.some((s) => s.name === item.name)),
  ]
  return {
    ...meta,
    attributes: after(COMMON_ATTRIBUTES, meta.attributes),
    events: meta.events ?? [],
    parts: meta.parts ?? [],
    cssProperties: after(COMMON_CSS_PROPERTIES, meta.cssProperties),
  }
}
