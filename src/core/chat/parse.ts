import type { ChatMessage, OnlineUser, ServerFrame } from '../contract/index.ts'

// Frames come from the network: anything malformed is dropped here so the state machine only ever
// sees well-typed frames, and unknown extra fields never reach the store.

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

export function toChatMessage(raw: unknown): ChatMessage | null {
  if (!isRecord(raw) || !isId(raw.id) || !isId(raw.user_id) || typeof raw.content !== 'string') return null
  if (raw.content_type !== 'text' && raw.content_type !== 'image') return null
  return {
    id: raw.id,
    user_id: raw.user_id,
    nick_name: str(raw.nick_name),
    avatar: str(raw.avatar),
    content: raw.content,
    content_type: raw.content_type,
    createdAt: str(raw.createdAt),
  }
}

function toOnlineUser(raw: unknown): OnlineUser | null {
  if (!isRecord(raw) || !isId(raw.user_id)) return null
  return { user_id: raw.user_id, nick_name: str(raw.nick_name), avatar: str(raw.avatar) }
}

/** A server frame from a WebSocket `data` value, or null when it is not one this client knows. */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null
  let raw: unknown
  try {
    raw = JSON.parse(data)
  } catch {
    return null
  }
  if (!isRecord(raw)) return null
  switch (raw.type) {
    case 'tips':
      return { type: 'tips', content: str(raw.content) }
    case 'message': {
      const message = toChatMessage(raw)
      if (!message) return null
      return typeof raw.client_id === 'string'
        ? { type: 'message', ...message, client_id: raw.client_id }
        : { type: 'message', ...message }
    }
    case 'onlineList': {
      if (!Array.isArray(raw.list)) return null
      const list = raw.list.map(toOnlineUser).filter((u): u is OnlineUser => u !== null)
      return { type: 'onlineList', list }
    }
    case 'revert':
      return isId(raw.message_id) ? { type: 'revert', message_id: raw.message_id } : null
    case 'clear':
      return { type: 'clear' }
    case 'error':
      return { type: 'error', message: str(raw.message) || '操作失败' }
    case 'pong':
      return { type: 'pong' }
    default:
      return null
  }
}
