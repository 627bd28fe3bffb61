// The chat room's own wording, apart from its code: the button's module and the panel's lazily
// fetched one both read it, and the package exports it.

export const CHAT_ROOM_MSG = {
  title: '聊天室',
  confirmClear: '确认清空吗',
  cleared: '聊天记录已清空',
  clearFailed: '清空失败',
  connecting: '连接中…',
  /** closed and not coming back by itself (forced offline, left the online list, disconnected) */
  disconnected: '聊天室已断开连接',
  failed: '聊天室连接失败',
  reconnect: '重新连接',
  confirmOffline: (nick: string) => `确认强制下线${nick}吗`,
} as const
