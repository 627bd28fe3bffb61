import { useCallback, useState } from 'react'
import { useStore } from 'zustand'
import { toastMessageFor } from '../../core/api/failure.ts'
import { clearChat } from '../../core/api/chat.ts'
import { CHAT_MSG, type ChatStatus, type ChatStore } from '../../core/chat/index.ts'
import { MSG, type OnlineUser, ROLE_ADMIN } from '../../core/contract/index.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'
import { toast } from '../../core/toast/index.ts'
import { Button, CloseButton, type ConfirmFn, Icon, Spinner } from '../ui/index.ts'
import { usePartStyles } from '../ui/styles.ts'
import { CHAT_ROOM_MSG } from './chat-room-msg.ts'
import panelCss from './chat-panel.css?inline'
import { Composer } from './Composer.tsx'
import { MessageList } from './MessageList.tsx'
import { OnlineList } from './OnlineList.tsx'
import * as icons from '../ui/icons.ts'

export interface ChatPanelProps {
  /** the panel is on screen (always in page mode) */
  open: boolean
  store: ChatStore
  page: boolean
  heading: string
  /** the id the panel's dialog/region is labelled by */
  titleId: string
  onClose: () => void
  /** asks the room's confirmation dialog (rendered beside the panel, not in it) */
  confirm: ConfirmFn
  /** shows an image message in the room's lightbox (beside the panel, too) */
  onOpenImage: (src: string) => void
}

/** The line under the header while the socket is not open; null when there is nothing to say. */
function statusLine(
  status: ChatStatus,
  reconnecting: boolean,
): { text: string; tone: 'info' | 'error'; retry: boolean } | null {
  switch (status) {
    case 'open':
      return null
    case 'idle':
      return { text: CHAT_ROOM_MSG.connecting, tone: 'info', retry: false }
    case 'connecting':
      return reconnecting
        ? { text: CHAT_MSG.connectFailed, tone: 'error', retry: false }
        : { text: CHAT_ROOM_MSG.connecting, tone: 'info', retry: false }
    case 'closed':
      // a dropped socket is brought back by the 30 s check; a halted one (e.g. forced offline)
      // is not, so it must not say "正在重新连接"
      return reconnecting
        ? { text: CHAT_MSG.connectFailed, tone: 'error', retry: true }
        : { text: CHAT_ROOM_MSG.disconnected, tone: 'error', retry: true }
    case 'failed':
      return { text: CHAT_ROOM_MSG.failed, tone: 'error', retry: true }
  }
}

/**
 * What the chat room's panel holds: the header (online list, the admin's clear), the connection
 * line, the messages and the composer. Fetched the first time the panel shows: a visitor who never
 * opens the room downloads only its button and its connection.
 */
export function ChatPanel({
  open,
  store,
  page,
  heading,
  titleId,
  onClose,
  confirm,
  onOpenImage,
}: ChatPanelProps) {
  usePartStyles(panelCss)
  const status = useStore(store, (s) => s.status)
  const messages = useStore(store, (s) => s.messages)
  const pending = useStore(store, (s) => s.pending)
  const online = useStore(store, (s) => s.online)
  const hasMore = useStore(store, (s) => s.hasMore)
  const loadingHistory = useStore(store, (s) => s.loadingHistory)
  const reconnecting = useStore(store, (s) => s.reconnecting)
  const line = statusLine(status, reconnecting)

  const token = useStore(sessionStore, (s) => s.token)
  const userInfo = useStore(sessionStore, (s) => s.userInfo)
  const loggedIn = useStore(sessionStore, isLoggedIn) && token !== null && userInfo !== null
  const meId = loggedIn && userInfo ? userInfo.id : null
  const isAdmin = loggedIn && userInfo?.role === ROLE_ADMIN

  const [clearing, setClearing] = useState(false)

  const requestLogin = useCallback(() => sessionStore.getState().requestLogin(), [])
  const loadOlder = useCallback(() => void store.getState().loadOlder(), [store])
  const revert = useCallback((id: number) => void store.getState().revert(id), [store])

  const clearAll = async () => {
    if (!(await confirm(CHAT_ROOM_MSG.confirmClear, { danger: true }))) return
    setClearing(true)
    try {
      await clearChat()
      // the server's `clear` frame empties every open chat, this one included
      toast.success(MSG.tipTitle, CHAT_ROOM_MSG.cleared)
    } catch (error) {
      const message = toastMessageFor(error, CHAT_ROOM_MSG.clearFailed)
      if (message) toast.error(MSG.errorTitle, message)
    } finally {
      setClearing(false)
    }
  }

  const forceOffline = async (user: OnlineUser) => {
    if (!(await confirm(CHAT_ROOM_MSG.confirmOffline(user.nick_name), { danger: true }))) return
    store.getState().forceOffline(user.user_id)
  }

  return (
    <>
      <div className="xz-chat-header" part="header">
        <Icon icon={icons.chat} size={20} className="xz-chat-header__icon" />
        <h2 className="xz-chat-title" id={titleId}>
          {heading}
        </h2>
        <OnlineList
          online={online}
          meId={meId}
          isAdmin={isAdmin}
          onForceOffline={(user) => void forceOffline(user)}
        />
        <span className="xz-chat-header__spacer" />
        {isAdmin ? (
          <Button
            variant="text"
            size="small"
            icon={icons.trash}
            loading={clearing}
            onClick={() => void clearAll()}
          >
            清空
          </Button>
        ) : null}
        {page ? null : <CloseButton label="关闭聊天室" onClick={onClose} />}
      </div>
      {line ? (
        <div className={`xz-chat-status xz-chat-status--${line.tone}`} role="status">
          {line.tone === 'info' ? <Spinner size="small" /> : <Icon icon={icons.warning} size={14} />}
          <span className="xz-chat-status__text">{line.text}</span>
          {line.retry ? (
            <button type="button" className="xz-link-button" onClick={() => store.getState().connect()}>
              {CHAT_ROOM_MSG.reconnect}
            </button>
          ) : null}
        </div>
      ) : null}
      <MessageList
        messages={messages}
        pending={pending}
        meId={meId}
        isAdmin={isAdmin}
        hasMore={hasMore}
        loadingHistory={loadingHistory}
        active={open}
        onLoadOlder={loadOlder}
        onRevert={revert}
        onOpenImage={onOpenImage}
      />
      <Composer store={store} loggedIn={loggedIn} onRequestLogin={requestLogin} />
    </>
  )
}
