import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { toastMessageFor } from '../../core/api/failure.ts'
import { clearChat } from '../../core/api/chat.ts'
import { CHAT_MSG, type ChatStatus, type ChatStore, chatStore } from '../../core/chat/index.ts'
import { type ChatMessage, MSG, type OnlineUser, ROLE_ADMIN } from '../../core/contract/index.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'
import { toast } from '../../core/toast/index.ts'
import {
  Button,
  CloseButton,
  Icon,
  Lightbox,
  Spinner,
  type ThemeSetting,
  Toaster,
  uiCss,
  useConfirm,
  WidgetRoot,
} from '../ui/index.ts'
import { loadToastStack } from '../ui/Toaster.tsx'
import chatCss from './chat-room.css?inline'
import { ChatFab } from './ChatFab.tsx'
import { Composer } from './Composer.tsx'
import { MessageList } from './MessageList.tsx'
import { OnlineList } from './OnlineList.tsx'
import { useChatConnection, useChatVisibility, useMessageEvents } from './use-chat.ts'
import * as icons from '../ui/icons.ts'

export type ChatRoomMode = 'floating' | 'page'

export interface ChatRoomProps {
  /** 'light' | 'dark' | 'auto'; default: the site preference */
  theme?: ThemeSetting | string
  /**
   * 'floating' (default): a round button at the bottom right, with the unread badge, opening the
   * panel. 'page': the panel inline, filling its container (the host's /message/chat route).
   */
  mode?: ChatRoomMode | string
  /** floating mode: opens or closes the panel whenever it changes (the user can still toggle it) */
  open?: boolean
  /** floating mode: open on the first render */
  defaultOpen?: boolean
  /** default "聊天室" */
  title?: string
  /** the chat state; default the page's shared `chatStore` (tests and stories inject their own) */
  store?: ChatStore
  /** every message that arrives while mounted (not history pages) */
  onMessage?: (message: ChatMessage) => void
  /** the user opened or closed the floating panel */
  onOpenChange?: (open: boolean) => void
}

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
 * The live chat room (SPEC §2, §4–§6): history with "加载更多", live messages, images, emoji,
 * recall, the online list and the admin's clear and force-offline. All connection rules live in
 * the chat store (`src/core/chat`); this renders it and dispatches to it.
 */
export function ChatRoom({
  theme,
  mode = 'floating',
  open,
  defaultOpen = false,
  title,
  store: injected,
  onMessage,
  onOpenChange,
}: ChatRoomProps) {
  const store = injected ?? chatStore
  const page = mode === 'page'
  const heading = title || CHAT_ROOM_MSG.title
  const titleId = useId()
  // an open room greets its visitor with a toast: fetch the toasts' stack now, beside the socket
  useEffect(() => {
    void loadToastStack().catch(() => {})
  }, [])

  const [isOpen, setIsOpen] = useState(open ?? defaultOpen)
  useEffect(() => {
    if (open !== undefined) setIsOpen(open)
  }, [open])
  const shown = page || isOpen
  // mounted on first showing, then only hidden: a closed panel keeps its draft and scroll place
  const everShown = useRef(shown)
  if (shown) everShown.current = true

  useChatConnection(injected)
  useChatVisibility(store, shown)
  useMessageEvents(store, onMessage)

  const status = useStore(store, (s) => s.status)
  const messages = useStore(store, (s) => s.messages)
  const pending = useStore(store, (s) => s.pending)
  const online = useStore(store, (s) => s.online)
  const unread = useStore(store, (s) => s.unread)
  const hasMore = useStore(store, (s) => s.hasMore)
  const loadingHistory = useStore(store, (s) => s.loadingHistory)

  const token = useStore(sessionStore, (s) => s.token)
  const userInfo = useStore(sessionStore, (s) => s.userInfo)
  const loggedIn = useStore(sessionStore, isLoggedIn) && token !== null && userInfo !== null
  const meId = loggedIn && userInfo ? userInfo.id : null
  const isAdmin = loggedIn && userInfo?.role === ROLE_ADMIN

  const reconnecting = useStore(store, (s) => s.reconnecting)
  const line = statusLine(status, reconnecting)

  const { confirm, dialog } = useConfirm()
  const [image, setImage] = useState<string | null>(null)
  const [clearing, setClearing] = useState(false)

  const panelRef = useRef<HTMLDivElement>(null)
  const fabRef = useRef<HTMLButtonElement>(null)
  const focusPanel = useRef(false)
  const onOpenChangeRef = useRef(onOpenChange)
  onOpenChangeRef.current = onOpenChange

  const setOpen = useCallback((next: boolean) => {
    setIsOpen(next)
    onOpenChangeRef.current?.(next)
  }, [])

  // Opened by the user: move focus into the panel, so the keyboard follows.
  useEffect(() => {
    if (isOpen && focusPanel.current) panelRef.current?.focus()
    focusPanel.current = false
  }, [isOpen])

  const toggle = () => {
    focusPanel.current = !isOpen
    setOpen(!isOpen)
  }

  const close = () => {
    setOpen(false)
    fabRef.current?.focus()
  }

  // Esc anywhere in the floating panel closes it; inside an open popover (emoji, online list) it
  // closes only that one.
  const closeRef = useRef(close)
  closeRef.current = close
  const hasPanel = everShown.current
  useEffect(() => {
    const el = panelRef.current
    if (page || !hasPanel || !el) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || el.querySelector('.xz-popover')) return
      event.preventDefault()
      closeRef.current()
    }
    el.addEventListener('keydown', onKeyDown)
    return () => el.removeEventListener('keydown', onKeyDown)
  }, [page, hasPanel])

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

  const panel = (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is 'dialog' or 'region', both take a label
    <div
      ref={panelRef}
      className="xz-chat-panel"
      part="panel"
      role={page ? 'region' : 'dialog'}
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!shown}
    >
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
        {page ? null : <CloseButton label="关闭聊天室" onClick={close} />}
      </div>
      {line ? (
        <div className={`xz-chat-status xz-chat-status--${line.tone}`} role="status">
          {line.tone === 'info' ? <Spinner size="small" /> : <Icon icon={icons.warning} size={14} />}
          <span className="xz-chat-status__text">{line.text}</span>
          {line.retry ? (
            <button type="button" className="xz-chat-link" onClick={() => store.getState().connect()}>
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
        active={shown}
        onLoadOlder={loadOlder}
        onRevert={revert}
        onOpenImage={setImage}
      />
      <Composer store={store} loggedIn={loggedIn} onRequestLogin={requestLogin} />
    </div>
  )

  return (
    <WidgetRoot
      theme={theme}
      css={[uiCss, chatCss]}
      className={`xz-chat xz-chat--${page ? 'page' : 'floating'}`}
    >
      {page ? null : <ChatFab open={isOpen} unread={unread} onToggle={toggle} buttonRef={fabRef} />}
      {everShown.current ? panel : null}
      <Lightbox
        images={image ? [{ src: image, alt: '聊天图片' }] : []}
        index={image ? 0 : null}
        onIndex={() => {}}
        onClose={() => setImage(null)}
        title="查看图片"
      />
      {dialog}
      <Toaster />
    </WidgetRoot>
  )
}
