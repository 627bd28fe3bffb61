import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { type ChatStore, chatStore } from '../../core/chat/index.ts'
import type { ChatMessage } from '../../core/contract/index.ts'
import { Lightbox, Loading, type ThemeSetting, Toaster, uiCss, useConfirm, WidgetRoot } from '../ui/index.ts'
import { loadToastStack } from '../ui/Toaster.tsx'
import { untilOpen } from '../ui/until-open.tsx'
import chatCss from './chat-room.css?inline'
import { CHAT_ROOM_MSG } from './chat-room-msg.ts'
import { ChatFab } from './ChatFab.tsx'
import type { ChatPanelProps } from './ChatPanel.tsx'
import { useChatConnection, useChatVisibility, useMessageEvents } from './use-chat.ts'

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

export { CHAT_ROOM_MSG } from './chat-room-msg.ts'

/** While the panel's code is on its way: its name for the dialog, and the loading state. */
function PanelLoading({ heading, titleId }: ChatPanelProps) {
  return (
    <>
      <h2 className="xz-sr-only" id={titleId}>
        {heading}
      </h2>
      <Loading className="xz-chat-loading" />
    </>
  )
}

/** The panel's contents, fetched the first time it shows (or ahead, when the button is about to be used). */
const ChatPanel = untilOpen<ChatPanelProps>(
  () => import('./ChatPanel.tsx').then((m) => m.ChatPanel),
  PanelLoading,
)

/** Fetches the panel's code ahead of its first showing (a hover over the button; tests). */
export const preloadChatPanel = (): Promise<void> => ChatPanel.preload()

/**
 * The live chat room: history with "加载更多", live messages, images, emoji,
 * recall, the online list and the admin's clear and force-offline. All connection rules live in
 * the chat store (`src/core/chat`); this renders it and dispatches to it. The floating room's first
 * screen is its button and its connection (the unread badge); the panel's contents come when it
 * first opens.
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

  const unread = useStore(store, (s) => s.unread)
  // the panel's modals live beside it, not in it: a closed panel is hidden, and an Esc meant for
  // them must not reach the panel's own
  const { confirm, dialog } = useConfirm()
  const [image, setImage] = useState<string | null>(null)

  const panelRef = useRef<HTMLDivElement>(null)
  const fabRef = useRef<HTMLButtonElement>(null)
  const focusPanel = useRef(false)
  const onOpenChangeRef = useRef(onOpenChange)
  onOpenChangeRef.current = onOpenChange

  const setOpen = useCallback((next: boolean) => {
    setIsOpen(next)
    onOpenChangeRef.current?.(next)
  }, [])

  // Opened by the user: move focus into the panel, so the keyboard follows, in the commit that
  // shows it. As a passive effect (run after the next paint) it left focus on the button in about
  // one run in two of the built bundle's test.
  useLayoutEffect(() => {
    if (isOpen && focusPanel.current) panelRef.current?.focus()
    focusPanel.current = false
  }, [isOpen])

  const toggle = () => {
    focusPanel.current = !isOpen
    setOpen(!isOpen)
  }

  const close = useCallback(() => {
    setOpen(false)
    fabRef.current?.focus()
  }, [setOpen])

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

  const warm = useCallback(() => void preloadChatPanel().catch(() => {}), [])

  return (
    <WidgetRoot
      theme={theme}
      css={[uiCss, chatCss]}
      className={`xz-chat xz-chat--${page ? 'page' : 'floating'}`}
    >
      {page ? null : (
        <ChatFab open={isOpen} unread={unread} onToggle={toggle} buttonRef={fabRef} onWarm={warm} />
      )}
      {everShown.current ? (
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
          <ChatPanel
            open={shown}
            store={store}
            page={page}
            heading={heading}
            titleId={titleId}
            onClose={close}
            confirm={confirm}
            onOpenImage={setImage}
          />
        </div>
      ) : null}
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
