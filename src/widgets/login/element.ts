import { defineElement } from '../element/define.ts'
import { COMMON_ATTRIBUTES, COMMON_CSS_PROPERTIES, type ElementMeta } from '../element/meta.ts'
import { fieldCss, uiCss } from '../ui/index.ts'
import { Login } from './Login.tsx'
import loginCss from './login.css?inline'

export const meta: ElementMeta = {
  tag: 'xz-login',
  component: 'Login',
  description:
    '登录/注册：未登录时显示「登录」按钮，登录后显示头像和菜单（个人中心、退出登录）。任何组件请求登录（或接口返回 401）时自动弹出登录框。',
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'open',
      type: 'boolean',
      description: '受控打开登录框；设置后请监听 xz-open-change 同步。不设置时跟随页面会话的登录请求',
    },
    {
      name: 'trigger',
      type: 'boolean',
      description: '显示「登录」按钮或用户头像菜单；trigger="false" 时只提供弹窗',
      default: 'true',
    },
    {
      name: 'default-mode',
      type: 'string',
      description: '弹窗打开时的模式：login 或 register',
      default: 'login',
    },
    {
      name: 'navigate',
      type: 'boolean',
      description: '点击「个人中心」时跳转到 /userCenter；navigate="false" 时只派发事件',
      default: 'true',
    },
  ],
  events: [
    {
      name: 'xz-login',
      description: '登录成功（含注册后自动登录）',
      detail: 'UserInfo：{ id, username, nick_name, avatar, role }',
    },
    { name: 'xz-logout', description: '用户点击「退出登录」之后' },
    { name: 'xz-open-change', description: '登录框打开或关闭（受控时为请求）', detail: 'boolean：是否打开' },
    {
      name: 'xz-user-center',
      description: '选择「个人中心」；可取消（preventDefault）以自行跳转',
      cancelable: true,
    },
  ],
  parts: [
    { name: 'trigger', description: '「登录」按钮或头像菜单的容器' },
    { name: 'overlay', description: '弹窗遮罩' },
    { name: 'dialog', description: '登录框面板' },
    { name: 'popover', description: '用户菜单' },
    { name: 'toaster', description: '提示消息的容器' },
  ],
  cssProperties: [...COMMON_CSS_PROPERTIES],
}

export const LoginElement = defineElement(meta, Login, { css: [uiCss, fieldCss, loginCss] })
