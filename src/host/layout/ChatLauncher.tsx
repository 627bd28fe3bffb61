import chatCss from '../../widgets/chat-room/chat-room.css?inline'
import { ChatFab } from '../../widgets/chat-room/ChatFab.tsx'
import uiCss from '../../widgets/ui/ui.css?inline'
import { WidgetRoot } from '../../widgets/ui/WidgetRoot.tsx'

export interface ChatLauncherProps {
  /** the visitor asked for the chat */
  onOpen: () => void
  /** the visitor is about to ask (pointer over, focus): a good moment to fetch the chat's code */
  onWarm: () => void
}

/**
 * The chat room's floating button before the room itself is here: the room's own closed button
 * and styles (so the swap is invisible), without its code, socket or history.
 */
export function ChatLauncher({ onOpen, onWarm }: ChatLauncherProps) {
  return (
    <WidgetRoot css={[uiCss, chatCss]} className="xz-chat xz-chat--floating">
      <ChatFab open={false} unread={0} onToggle={onOpen} onWarm={onWarm} />
    </WidgetRoot>
  )
}
