import { CHAT_TEXT_MAX, MSG } from '../contract/index.ts'

// The chat line's rule stands alone: the chat room checks every line it sends with it, and would
// otherwise carry the account rules and the generic text rules (validate.ts, text.ts, 1.3 KB gzip)
// to its first screen for these few lines (docs/architecture.md §4). Shared with the server's chat socket.

export const CHAT_TEXT_MSG = {
  empty: MSG.emptyChat,
  tooLong: `消息不能超过${CHAT_TEXT_MAX}字`,
} as const

/** A chat text line: not blank, at most CHAT_TEXT_MAX characters (code points, as text.ts counts). */
export function validateChatText(value: unknown): string | null {
  const content = typeof value === 'string' ? value : ''
  if (content.trim() === '') return CHAT_TEXT_MSG.empty
  if ([...content].length > CHAT_TEXT_MAX) return CHAT_TEXT_MSG.tooLong
  return null
}
