import { ChatRoom } from '../../widgets/chat-room/index.ts'
import '../styles/pages-chat.css'

/** /message/chat — the chat room as a page, filling the viewport under the header (no footer). */
export default function Chat() {
  return (
    <div className="pg-chat">
      <div className="pg-chat__inner">
        <ChatRoom mode="page" />
      </div>
    </div>
  )
}
