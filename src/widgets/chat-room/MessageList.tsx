import { useLayoutEffect, useRef, useState } from 'react'
import type { PendingMessage } from '../../core/chat/index.ts'
import type { ChatMessage } from '../../core/contract/index.ts'
import { Avatar, Empty, Icon, Loading, Spinner } from '../ui/index.ts'
import { fullTime, messageTime } from './time.ts'
import { mediaUrl, useNow } from './use-chat.ts'
import * as icons from '../ui/icons.ts'

/** Within this many px of the end, the list follows new messages. */
const NEAR_BOTTOM_PX = 80

export interface MessageListProps {
  messages: ChatMessage[]
  pending: PendingMessage[]
  /** the logged-in user's id; null when anonymous */
  meId: number | null
  isAdmin: boolean
  hasMore: boolean
  loadingHistory: boolean
  /** the panel is on screen (relative times tick, the end is scrolled into view on showing) */
  active: boolean
  onLoadOlder: () => void
  onRevert: (id: number) => void
  onOpenImage: (url: string) => void
}

function scrollToEnd(el: HTMLElement): void {
  el.scrollTop = el.scrollHeight
}

/**
 * The messages, oldest first, then the own messages still on their way. Keeps the reader's place:
 * follows new messages only from near the end (or when they are the reader's own), and keeps the
 * view still while an older page is put on top.
 */
export function MessageList({
  messages,
  pending,
  meId,
  isAdmin,
  hasMore,
  loadingHistory,
  active,
  onLoadOlder,
  onRevert,
  onOpenImage,
}: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null)
  const nearBottom = useRef(true)
  /** the distance from the end before an older page was asked for */
  const anchor = useRef<number | null>(null)
  const lastKey = useRef<string | null>(null)
  const [newBelow, setNewBelow] = useState(false)
  const now = useNow(active)

  const lastPending = pending[pending.length - 1]
  const lastMessage = messages[messages.length - 1]
  const endKey = lastPending ? `p:${lastPending.client_id}` : lastMessage ? `m:${lastMessage.id}` : null
  const endIsOwn = lastPending !== undefined || (lastMessage !== undefined && lastMessage.user_id === meId)

  useLayoutEffect(() => {
    const el = listRef.current
    if (!el) return
    if (anchor.current !== null) {
      if (loadingHistory) return
      el.scrollTop = el.scrollHeight - el.clientHeight - anchor.current
      anchor.current = null
      lastKey.current = endKey
      return
    }
    if (endKey === lastKey.current) return
    const first = lastKey.current === null
    lastKey.current = endKey
    if (endKey === null) return
    if (first || nearBottom.current || endIsOwn) {
      scrollToEnd(el)
      nearBottom.current = true
    } else {
      setNewBelow(true)
    }
  }, [endKey, endIsOwn, loadingHistory])

  // A panel that was hidden had no layout: on showing, start at the newest message.
  useLayoutEffect(() => {
    const el = listRef.current
    if (!active || !el) return
    scrollToEnd(el)
    nearBottom.current = true
    setNewBelow(false)
  }, [active])

  const onScroll = () => {
    const el = listRef.current
    if (!el) return
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX
    if (nearBottom.current) setNewBelow(false)
  }

  const loadOlder = () => {
    const el = listRef.current
    if (el) anchor.current = el.scrollHeight - el.clientHeight - el.scrollTop
    onLoadOlder()
  }

  // An image that finishes loading grows the list; at the end, stay at the end.
  const onMediaLoad = () => {
    const el = listRef.current
    if (el && nearBottom.current) scrollToEnd(el)
  }

  const jumpToEnd = () => {
    const el = listRef.current
    if (!el) return
    scrollToEnd(el)
    nearBottom.current = true
    setNewBelow(false)
  }

  const empty = messages.length === 0 && pending.length === 0

  return (
    <div className="xz-chat-messages-wrap">
      <div
        ref={listRef}
        className="xz-chat-messages"
        part="messages"
        role="log"
        aria-label="聊天消息"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasMore || (loadingHistory && !empty) ? (
          <div className="xz-chat-more">
            {loadingHistory ? (
              <span className="xz-chat-more__loading" role="status">
                <Spinner size="small" />
                加载中…
              </span>
            ) : (
              <button type="button" className="xz-link-button" onClick={loadOlder}>
                加载更多
              </button>
            )}
          </div>
        ) : null}
        {empty ? (
          loadingHistory ? (
            <Loading className="xz-chat-state" />
          ) : (
            <Empty className="xz-chat-state" text="还没有消息，来打个招呼吧" />
          )
        ) : null}
        {messages.map((m) => {
          const own = meId !== null && m.user_id === meId
          return (
            <MessageItem
              key={m.id}
              own={own}
              nick={m.nick_name}
              avatar={m.avatar}
              content={m.content}
              contentType={m.content_type}
              createdAt={m.createdAt}
              now={now}
              onRevert={own || isAdmin ? () => onRevert(m.id) : undefined}
              onOpenImage={onOpenImage}
              onMediaLoad={onMediaLoad}
            />
          )
        })}
        {pending.map((p) => (
          <MessageItem
            key={p.client_id}
            own
            pending
            nick=""
            avatar=""
            content={p.content}
            contentType={p.content_type}
            now={now}
            onOpenImage={onOpenImage}
            onMediaLoad={onMediaLoad}
          />
        ))}
      </div>
      {newBelow ? (
        <button type="button" className="xz-chat-new-below" onClick={jumpToEnd}>
          <Icon icon={icons.arrowUp} size={14} className="xz-chat-new-below__icon" />
          有新消息
        </button>
      ) : null}
    </div>
  )
}

interface MessageItemProps {
  own: boolean
  pending?: boolean
  nick: string
  avatar: string
  content: string
  contentType: ChatMessage['content_type']
  createdAt?: string
  now: number
  /** present when the reader may recall this message */
  onRevert?: () => void
  onOpenImage: (url: string) => void
  onMediaLoad: () => void
}

function MessageItem({
  own,
  pending = false,
  nick,
  avatar,
  content,
  contentType,
  createdAt,
  now,
  onRevert,
  onOpenImage,
  onMediaLoad,
}: MessageItemProps) {
  const classes = [
    'xz-chat-msg',
    own ? 'xz-chat-msg--own' : 'xz-chat-msg--other',
    pending && 'xz-chat-msg--pending',
  ]
    .filter(Boolean)
    .join(' ')
  const time = createdAt ? messageTime(createdAt, now) : ''
  const image = contentType === 'image'
  const src = image ? mediaUrl(content) : ''

  return (
    <div className={classes} aria-busy={pending || undefined}>
      {own ? null : (
        <Avatar
          src={avatar ? mediaUrl(avatar) : null}
          name={nick}
          size={36}
          className="xz-chat-msg__avatar"
        />
      )}
      <div className="xz-chat-msg__body">
        <div className="xz-chat-msg__meta">
          {own ? null : <span className="xz-chat-msg__nick">{nick}</span>}
          {time ? (
            <time
              className="xz-chat-msg__time"
              dateTime={createdAt}
              title={createdAt ? fullTime(createdAt) : undefined}
            >
              {time}
            </time>
          ) : null}
          {pending ? (
            <span className="xz-chat-msg__sending">
              <Spinner size="small" />
              发送中
            </span>
          ) : null}
        </div>
        <div className="xz-chat-msg__line">
          {image ? (
            <button
              type="button"
              className="xz-chat-msg__image"
              aria-label="查看大图"
              onClick={() => onOpenImage(src)}
            >
              <img src={src} alt="聊天图片" loading="lazy" decoding="async" onLoad={onMediaLoad} />
            </button>
          ) : (
            <div className="xz-chat-msg__bubble">{content}</div>
          )}
          {onRevert ? (
            <button type="button" className="xz-chat-msg__action" onClick={onRevert}>
              撤回
            </button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
