import { defineElement } from '../element/define.ts'
import { type ElementMeta, navigateAttribute, panelControls, TOASTER_PART } from '../element/meta.ts'
import { inlineWidgetCss, uiCss } from '../ui/index.ts'
import { Notifications } from './Notifications.tsx'
import notificationsCss from './notifications.css?inline'

const panel = panelControls({ name: '抽屉', trigger: '铃铛按钮（仅登录后）', alone: '抽屉' })

export const meta: ElementMeta = {
  tag: 'xz-notifications',
  component: 'Notifications',
  description:
    '我的消息：登录用户可见的铃铛（未读数徽标，超过 9 显示 9+），打开「我的消息」抽屉（桌面 40% 宽，手机 80%），可查看、跳转、删除消息并加载更多。',
  attributes: [...panel.attributes, navigateAttribute('点击「查看」后跳转（类型 4 在新窗口打开后台）')],
  events: [
    {
      name: 'xz-navigate',
      description: '打开了一条消息（已标为已读、抽屉已关闭）；可取消（preventDefault）以自行跳转',
      detail: "{ kind: 'route', path } 或 { kind: 'window', url }",
      cancelable: true,
    },
    ...panel.events,
  ],
  parts: [
    { name: 'trigger', description: '铃铛按钮的容器' },
    { name: 'badge', description: '未读数徽标' },
    panel.parts.overlay,
    panel.parts.panel('drawer'),
    { name: 'drawer-footer', description: '「点击加载更多～」所在的底栏' },
    TOASTER_PART,
  ],
}

export const NotificationsElement = defineElement(meta, Notifications, {
  css: [uiCss, inlineWidgetCss, notificationsCss],
})
