import { defineElement } from '../element/define.ts'
import type { ElementMeta } from '../element/meta.ts'
import { uiCss } from '../ui/index.ts'
import chatCss from './chat-room.css?inline'
import { createElement } from 'react'
import { ChatRoom, type ChatRoomProps } from './ChatRoom.tsx'

// `title` would shadow HTMLElement.title (the browser's hover tooltip), so the element calls it `heading`.
function ChatRoomElement({ heading, ...rest }: Omit<ChatRoomProps, 'title'> & { heading?: string }) {
  return createElement(ChatRoom, { ...rest, title: heading })
}

export const meta: ElementMeta = {
  tag: 'xz-chat-room',
  component: 'ChatRoom',
  description:
    '实时聊天室：右下角的悬浮按钮（带未读角标）打开聊天面板，或以 mode="page" 内嵌填满容器。游客可以阅读，登录后可以发送文字、表情和图片、撤回自己的消息；管理员可以撤回任意消息、清空聊天记录、强制用户下线。一个页面上的所有聊天组件共用一个连接。',
  attributes: [
    {
      name: 'mode',
      type: 'string',
      description:
        'floating：右下角悬浮按钮 + 弹出面板；page：面板内嵌并填满容器（宿主的 /message/chat 页面）',
      default: 'floating',
    },
    {
      name: 'open',
      type: 'boolean',
      description: '悬浮模式下面板是否打开；属性变化时打开或关闭，用户仍可自行切换',
      default: 'false',
    },
    { name: 'heading', type: 'string', description: '面板标题', default: '聊天室' },
  ],
  events: [
    {
      name: 'xz-message',
      description: '连接期间收到一条新消息（不含历史记录分页）',
      detail: '{ id, user_id, nick_name, avatar, content, content_type: "text" | "image", createdAt }',
    },
    { name: 'xz-open-change', description: '用户打开或关闭了悬浮面板', detail: 'boolean' },
  ],
  parts: [
    { name: 'button', description: '悬浮按钮（悬浮模式）' },
    { name: 'badge', description: '悬浮按钮上的未读角标' },
    { name: 'panel', description: '聊天面板' },
    { name: 'header', description: '面板头部：标题、在线人数、管理操作' },
    { name: 'messages', description: '消息列表（可滚动区域）' },
    { name: 'composer', description: '输入区：表情、图片、输入框和发送按钮' },
  ],
  cssProperties: [
    {
      name: '--xz-chat-offset-x',
      description: '悬浮按钮和面板距视口右边的距离',
      default: '24px（手机 16px）',
    },
    { name: '--xz-chat-offset-y', description: '悬浮按钮距视口底部的距离', default: '24px（手机 16px）' },
    { name: '--xz-chat-panel-height', description: '桌面端悬浮面板的高度（不超过视口）', default: '640px' },
  ],
}

/** Registers <xz-chat-room> (importing this module is the registration). */
export const XzChatRoom = defineElement(meta, ChatRoomElement, { css: [uiCss, chatCss] })
