import type { ChatContentType, ChatMessage, OnlineUser } from './entities.ts'

/** Frames the browser sends on /ws. */
export type ClientFrame =
  | { type: 'init'; user_id?: number; token?: string }
  | { type: 'message'; content: string; content_type: ChatContentType; client_id: string }
  | { type: 'offline'; user_id: number }
  | { type: 'revert'; message_id: number }
  | { type: 'ping' }

/** Frames the server sends on /ws. */
export type ServerFrame =
  | { type: 'tips'; content: string }
  | ({ type: 'message'; client_id?: string } & ChatMessage)
  | { type: 'onlineList'; list: OnlineUser[] }
  | { type: 'revert'; message_id: number }
  | { type: 'clear' }
  | { type: 'error'; message: string }
  | { type: 'pong' }

/** Close code a socket receives when an admin forces its user offline. */
export const WS_CLOSE_FORCED_OFFLINE = 4001
