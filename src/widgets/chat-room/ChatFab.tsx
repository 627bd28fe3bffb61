import type { Ref } from 'react'
import { Badge } from '../ui/Badge.tsx'
import { Icon } from '../ui/Icon.tsx'
import { chat, close } from '../ui/icons.ts'

export interface ChatFabProps {
  open: boolean
  unread: number
  onToggle: () => void
  buttonRef?: Ref<HTMLButtonElement>
  /** the visitor is about to ask (pointer over, touch, focus): a moment to fetch what opening needs */
  onWarm?: () => void
}

/**
 * The floating room's round button with its unread badge. Its own module, light on purpose: the
 * blog shows it before the room's code is fetched (host/layout/ChatLauncher.tsx), and the room
 * takes its place with the very same markup.
 */
export function ChatFab({ open, unread, onToggle, buttonRef, onWarm }: ChatFabProps) {
  return (
    <div className="xz-chat-fab-wrap">
      <Badge count={open ? 0 : unread} label={`${unread}条未读消息`}>
        <button
          ref={buttonRef}
          type="button"
          className="xz-chat-fab"
          part="button"
          aria-label={open ? '关闭聊天室' : '打开聊天室'}
          aria-expanded={open}
          onClick={onToggle}
          onPointerEnter={onWarm}
          onTouchStart={onWarm}
          onFocus={onWarm}
        >
          <Icon icon={open ? close : chat} size={26} />
        </button>
      </Badge>
    </div>
  )
}
