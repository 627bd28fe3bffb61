import type { ReactNode } from 'react'
import { useStore } from 'zustand'
import type { Notify, NotifyType } from '../../core/contract/index.ts'
import { elapsed, formatDate } from '../../core/format/format.ts'
import { notifyStore } from '../../core/notify/notify-store.ts'
import { footerText, hasMore, isUnread } from '../../core/notify/rules.ts'
import { renderableMessage } from '../../core/notify/markup.ts'
import { Button, Empty, ErrorState, Loading } from '../ui/index.ts'
import * as icons from '../ui/icons.ts'

// The drawer's list and its "more" footer (Notifications.tsx fetches them for a logged-in reader).

const TYPE_LABEL: Record<NotifyType, string> = { 1: '文章', 2: '说说', 3: '留言', 4: '友链', 5: '页面' }

export function ListFooter() {
  const list = useStore(notifyStore, (s) => s.list)
  const total = useStore(notifyStore, (s) => s.total)
  const loading = useStore(notifyStore, (s) => s.loading)
  const more = hasMore({ list, total })
  return (
    <Button
      variant="text"
      block
      className="xz-notifications__more"
      disabled={!more}
      loading={more && loading}
      onClick={() => void notifyStore.getState().loadMore()}
    >
      {footerText({ list, total })}
    </Button>
  )
}

export interface NotifyListProps {
  onJump: (item: Notify) => void
  onDelete: (item: Notify) => void
}

export function NotifyList({ onJump, onDelete }: NotifyListProps): ReactNode {
  const list = useStore(notifyStore, (s) => s.list)
  const loading = useStore(notifyStore, (s) => s.loading)
  const failed = useStore(notifyStore, (s) => s.error)

  if (list.length === 0) {
    if (loading) return <Loading />
    if (failed)
      return <ErrorState message="消息加载失败" onRetry={() => void notifyStore.getState().loadFirst()} />
    return <Empty text="暂无消息" />
  }
  const now = Date.now()
  return (
    <ul className="xz-notifications__list" aria-label="消息列表">
      {list.map((item) => (
        <NotifyItem key={item.id} item={item} now={now} onJump={onJump} onDelete={onDelete} />
      ))}
    </ul>
  )
}

interface NotifyItemProps {
  item: Notify
  now: number
  onJump: (item: Notify) => void
  onDelete: (item: Notify) => void
}

function NotifyItem({ item, now, onJump, onDelete }: NotifyItemProps) {
  const unread = isUnread(item)
  const message = renderableMessage(item.message)
  const label = TYPE_LABEL[item.type] as string | undefined
  return (
    <li
      className={unread ? 'xz-notifications__item xz-notifications__item--unread' : 'xz-notifications__item'}
    >
      <span className="xz-notifications__dot" aria-hidden="true" />
      <div className="xz-notifications__main">
        {unread ? <span className="xz-sr-only">未读：</span> : null}
        {'html' in message ? (
          // sanitised by core/notify (DOMPurify) before it gets here; never the raw message
          <div
            className="xz-notifications__message"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify-sanitised markup
            dangerouslySetInnerHTML={{ __html: message.html }}
          />
        ) : (
          <div className="xz-notifications__message">{message.text}</div>
        )}
        <div className="xz-notifications__meta">
          {label ? <span className="xz-notifications__type">{label}</span> : null}
          <time dateTime={item.createdAt} title={formatDate(item.createdAt)}>
            {elapsed(item.createdAt, now)}
          </time>
        </div>
      </div>
      <div className="xz-notifications__actions">
        {label ? (
          <Button size="small" variant="text" icon={icons.link} onClick={() => onJump(item)}>
            查看
          </Button>
        ) : null}
        <Button
          size="small"
          variant="text"
          icon={icons.trash}
          className="xz-notifications__delete"
          onClick={() => onDelete(item)}
        >
          删除
        </Button>
      </div>
    </li>
  )
}
