import chatCss from '../../widgets/chat-room/chat-room.css?inline'
import { Badge } from '../../widgets/ui/Badge.tsx'
import { Icon } from '../../widgets/ui/Icon.tsx'
import { chat } from '../../widgets/ui/icons.ts'
import uiCss from '../../widgets/ui/ui.css?inline'
import { WidgetRoot } from '../../widgets/ui/WidgetRoot.tsx'

export interface ChatLauncherProps {
  /** the visitor asked for the chat */
  onOpen: () => void
  /** the visitor is about to ask (pointer over, focus): a good moment to fetch the chat's code */
  onWarm: () => void
}

/**
 * The chat room's floating button before the room itself is here: the same markup and styles as
 * the room's closed button (so the swap is invisible), without its code, socket or history.
 */
export function ChatLauncher({ onOpen, onWarm }: ChatLauncherProps) {
  return (
    <WidgetRoot css={[uiCss, chatCss]} className="xz-chat xz-chat--floating">
      <div className="xz-chat-fab-wrap">
        <Badge count={0}>
          <button
            type="button"
            className="xz-chat-fab"
            aria-label="打开聊天室"
            aria-expanded={false}
            onClick={onOpen}
            onPointerEnter={onWarm}
            onTouchStart={onWarm}
            onFocus={onWarm}
          >
            <Icon icon={chat} size={26} />
          </button>
        </Badge>
      </div>
    </WidgetRoot>
  )
}
