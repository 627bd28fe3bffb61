import { defineElement } from '../element/define.ts'
import { COMMON_ATTRIBUTES, COMMON_CSS_PROPERTIES, type ElementMeta } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import { Notifications } from './Notifications.tsx'
import notificationsCss from './notifications.css?inline'

export const meta: ElementMeta = {
  tag: 'xz-notifications',
  component: 'Notifications',
  description:
    '我的消息：登录用户可见的铃铛（未读数徽标，超过 9 显示 9+），打开「我的消息」抽屉（桌面 40% 宽，手机 80%），可查看、跳转、删除消息并加载更多。',
  attributes: [
    ...COMMON_ATTRIBUTES,
    { name: 'open', type: 'boolean', description: '受控打开抽屉；设置后请监听 xz-open-change 同步' },
    {
      name: 'trigger',
      type: 'boolean',
      description: '显示铃铛按钮（仅登录后）；trigger="false" 时只提供抽屉',
      default: 'true',
    },
    {
      name: 'navigate',
      type: 'boolean',
      description: '点击「查看」后跳转（类型 4 在新窗口打开后台）；navigate="false" 时只派发事件',
      default: 'true',
    },
  ],
  events: [
    {
      name: 'xz-navigate',
      description: '打开了一条消息（已标为已读、抽屉已关闭）；可取消（preventDefault）以自行跳转',
      detail: "{ kind: 'route', path } 或 { kind: 'window', url }",
      cancelable: true,
    },
    { name: 'xz-open-change', description: '抽屉打开或关闭（受控时为请求）', detail: 'boolean：是否打开' },
  ],
  parts: [
    { name: 'trigger', description: '铃铛按钮的容器' },
    { name: 'badge', description: '未读数徽标' },
    { name: 'overlay', description: '抽屉遮罩' },
    { name: 'drawer', description: '抽屉面板' },
    { name: 'drawer-footer', description: '「点击加载更多～」所在的底栏' },
    { name: 'toaster', description: '提示消息的容器' },
  ],
  cssProperties: [...COMMON_CSS_PROPERTIES],
}

export const NotificationsElement = defineElement(meta, Notifications, {
  css: [uiCss, notificationsCss],
})
