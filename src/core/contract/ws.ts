import { CHAT_CONTENT_TYPES } from './entities.ts'
import { type Out, readAs } from './shape.ts'

// The chat's wire frames, described once: the server checks what browsers send against
// CLIENT_FRAME, the browser reads what the server sends with SERVER_FRAME, and the frame types
// both sides write are derived from the same description.

/** A client's own id for a message, echoed back so it can replace its pending copy. */
export const CLIENT_ID_MAX = 64

/** Frames the browser sends on /ws, lenient where the `blog-v3` client differs from ours. */
export const CLIENT_FRAME = {
  byType: {
    // user_id claims an identity that the token (or the login cookie) must prove
    init: { user_id: { optional: 'wireId' }, token: { optional: 'string' } },
    // the `blog-v3` client sends no client_id; ours always does
    message: {
      content: 'string',
      content_type: { oneOf: CHAT_CONTENT_TYPES },
      client_id: { optional: { max: CLIENT_ID_MAX } },
    },
    offline: { user_id: 'wireId' },
    revert: { message_id: 'wireId' },
    ping: {},
  },
} as const
export type ClientFrame = Out<typeof CLIENT_FRAME>

const ONLINE_USER = { fields: { user_id: 'id', nick_name: { textOr: '' }, avatar: { textOr: '' } } } as const

/** Frames the server sends on /ws. Unknown fields are dropped; a bad online entry is skipped. */
export const SERVER_FRAME = {
  byType: {
    tips: { content: { textOr: '' } },
    // a ChatMessage (the type test holds them equal) and the sender's client_id
    message: {
      id: 'id',
      user_id: 'id',
      nick_name: { textOr: '' },
      avatar: { textOr: '' },
      content: 'string',
      content_type: { oneOf: CHAT_CONTENT_TYPES },
      createdAt: { textOr: '' },
      client_id: { optional: 'string' },
    },
    onlineList: { list: { list: ONLINE_USER } },
    revert: { message_id: 'id' },
    clear: {},
    error: { message: { textOr: '操作失败' } },
    pong: {},
  },
} as const
export type ServerFrame = Out<typeof SERVER_FRAME>

/** A frame a browser sent, or null when it is not one the server accepts. */
export const readClientFrame = (raw: unknown): ClientFrame | null => readAs(CLIENT_FRAME, raw)

/** A frame the server sent, or null when it is not one this client knows. */
export const readServerFrame = (raw: unknown): ServerFrame | null => readAs(SERVER_FRAME, raw)

/** Close code a socket receives when an admin forces its user offline. */
export const WS_CLOSE_FORCED_OFFLINE = 4001

/**
 * Close code of a reader the server dropped because it fell too far behind (it stopped reading
 * or reads slower than the room talks); the client reconnects and catches up as after any drop.
 */
export const WS_CLOSE_TOO_SLOW = 4008
