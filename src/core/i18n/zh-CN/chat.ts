// <xz-chat-room>'s first screen: the button, the room's frame and the chat store's notices (the
// connection starts at once, core/chat/runtime.ts).
import { CHAT_MSG } from '../../chat/client.ts'
import { MSG } from '../../contract/constants.ts'

export const chat = {
  title: '聊天室',
  unread: (n: number) => `${n}条未读消息`,
  open: '打开聊天室',
  close: '关闭聊天室',
  image: '聊天图片',
  viewImage: '查看图片',
  /** the chat store's own notices (core/chat), keyed as there */
  store: CHAT_MSG,
  tip: MSG.tipTitle,
  error: MSG.errorTitle,
  loginFirst: MSG.loginFirst,
  emptyChat: MSG.emptyChat,
}
