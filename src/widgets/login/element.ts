import { defineElement } from '../element/define.ts'
import { type ElementMeta, navigateAttribute, panelControls, TOASTER_PART } from '../element/meta.ts'
import { inlineWidgetCss, uiCss } from '../ui/index.ts'
import { Login } from './Login.tsx'
import loginCss from './login.css?inline'

const panel = panelControls({
  name: '登录框',
  trigger: '「登录」按钮或用户头像菜单',
  alone: '弹窗',
  openNote: '。不设置时跟随页面会话的登录请求',
})

export const meta: ElementMeta = {
  tag: 'xz-login',
  component: 'Login',
  description:
    '登录/注册：未登录时显示「登录」按钮，登录后显示头像和菜单（个人中心、退出登录）。任何组件请求登录（或接口返回 401）时自动弹出登录框。',
  attributes: [
    ...panel.attributes,
    {
      name: 'default-mode',
      type: 'string',
      description: '弹窗打开时的模式：login 或 register',
      default: 'login',
    },
    navigateAttribute('点击「个人中心」时跳转到 /userCenter'),
  ],
  events: [
    {
      name: 'xz-login',
      description: '登录成功（含注册后自动登录）',
      detail: 'UserInfo：{ id, username, nick_name, avatar, role }',
    },
    { name: 'xz-logout', description: '用户点击「退出登录」之后' },
    ...panel.events,
    {
      name: 'xz-user-center',
      description: '选择「个人中心」；可取消（preventDefault）以自行跳转',
      cancelable: true,
    },
  ],
  parts: [
    { name: 'trigger', description: '「登录」按钮或头像菜单的容器' },
    panel.parts.overlay,
    panel.parts.panel('dialog'),
    { name: 'popover', description: '用户菜单' },
    TOASTER_PART,
  ],
}

// The form's field styles come with the form (AuthForm and the account panels adopt them), not
// with the 登录 button a first visit shows.
export const LoginElement = defineElement(meta, Login, { css: [uiCss, inlineWidgetCss, loginCss] })
