import { type ReactNode, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import {
  NOTIFY_DRAWER_WIDTH_DESKTOP,
  NOTIFY_DRAWER_WIDTH_MOBILE,
  type Notify,
  type NotifyType,
} from '../../core/contract/index.ts'
import { elapsed, formatDate } from '../../core/format/index.ts'
import {
  footerText,
  hasMore,
  isUnread,
  notifyStore,
  type RouteDecision,
  renderableMessage,
  unreadCount,
} from '../../core/notify/index.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'
import {
  Badge,
  Button,
  Drawer,
  Empty,
  ErrorState,
  Loading,
  type ThemeSetting,
  Toaster,
  inlineWidgetCss,
  uiCss,
  useConfirm,
  WidgetRoot,
} from '../ui/index.ts'
import notificationsCss from './notifications.css?inline'
import * as icons from '../ui/icons.ts'

export interface NotificationsProps {
  /** light, dark or auto; unset follows the site preference */
  theme?: ThemeSetting | string
  /** controlled: the drawer shows exactly while true; changes are asked for through onOpenChange */
  open?: boolean
  /** the bell with the unread badge (shown to logged-in users only); default true */
  trigger?: boolean
  /** after the callback, follow the notification unless it returned false; default true */
  navigate?: boolean
  /**
   * A notification was opened (it is already marked read and the drawer closed). Return false to
   * route yourself; otherwise the widget goes to `path`, or opens `url` in a new window.
   */
  onNavigate?: (decision: RouteDecision) => unknown
  onOpenChange?: (open: boolean) => void
}

export const DELETE_CONFIRM = '确定删除吗?'
export const DRAWER_TITLE = '我的消息'
/** The unread count is refreshed this often while the page is visible and the drawer closed. */
export const NOTIFY_REFRESH_MS = 60_000

const TYPE_LABEL: Record<NotifyType, string> = { 1: '文章', 2: '说说', 3: '留言', 4: '友链' }

// ---- one refresher per page --------------------------------------------------------------------
// Every mounted bell wants a fresh unread count; one timer and one session subscription serve them all.

let refreshers = 0
let stopRefresh: (() => void) | null = null

function refreshNow(): void {
  if (!isLoggedIn(sessionStore.getState())) return
  const notify = notifyStore.getState()
  // an open drawer may hold several pages the user is reading: leave it alone
  if (notify.open) return
  void notify.loadFirst()
}

function startRefresh(): () => void {
  let last = Date.now()
  const refresh = () => {
    last = Date.now()
    refreshNow()
  }
  refresh()
  const unsubscribe = sessionStore.subscribe((state, prev) => {
    if (isLoggedIn(state) && (!isLoggedIn(prev) || state.userInfo?.id !== prev.userInfo?.id)) refresh()
  })
  const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden'
  const timer = setInterval(() => {
    if (visible()) refresh()
  }, NOTIFY_REFRESH_MS)
  const onVisibility = () => {
    if (visible() && Date.now() - last >= NOTIFY_REFRESH_MS) refresh()
  }
  document.addEventListener('visibilitychange', onVisibility)
  return () => {
    unsubscribe()
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}

function useUnreadRefresh(): void {
  useEffect(() => {
    refreshers += 1
    if (refreshers === 1) stopRefresh = startRefresh()
    return () => {
      refreshers -= 1
      if (refreshers === 0) {
        stopRefresh?.()
        stopRefresh = null
      }
    }
  }, [])
}

/** Follows a routing decision the default way: same tab for a route, a new window for the admin site. */
export function followDecision(decision: RouteDecision): void {
  if (decision.kind === 'route') globalThis.location?.assign(decision.path)
  else globalThis.open?.(decision.url, '_blank', 'noopener')
}

// ---- the widget --------------------------------------------------------------------------------

/** The bell with its unread badge and the "我的消息" drawer (SPEC §2, §4). */
export function Notifications({
  theme,
  open,
  trigger = true,
  navigate = true,
  onNavigate,
  onOpenChange,
}: NotificationsProps) {
  const controlled = open !== undefined
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const visible = controlled ? open : uncontrolledOpen
  const loggedIn = useStore(sessionStore, isLoggedIn)
  const unread = useStore(notifyStore, unreadCount)
  const hasRows = useStore(notifyStore, (s) => s.list.length > 0)
  const { confirm, dialog } = useConfirm()

  const setVisible = (next: boolean) => {
    if (!controlled) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  // The store's flag mirrors an open drawer, so the refresher leaves the pages being read alone
  // (declared before the refresher: a drawer open at mount loads once, below).
  useEffect(() => {
    if (!visible) return
    notifyStore.getState().setOpen(true)
    return () => notifyStore.getState().setOpen(false)
  }, [visible])
  useUnreadRefresh()

  // Each opening starts from page 1.
  useEffect(() => {
    if (visible && loggedIn) void notifyStore.getState().loadFirst()
  }, [visible, loggedIn])

  const jump = (item: Notify) => {
    // marks it read, resets paging to 1 and clears the store's open flag (SPEC §4)
    const decision = notifyStore.getState().openItem(item)
    setVisible(false)
    if (!decision) return
    const proceed = onNavigate?.(decision)
    if (proceed === false || !navigate) return
    followDecision(decision)
  }

  const remove = async (item: Notify) => {
    if (await confirm(DELETE_CONFIRM, { danger: true, okText: '删除' })) {
      await notifyStore.getState().remove(item.id)
    }
  }

  return (
    <WidgetRoot
      theme={theme}
      css={[uiCss, inlineWidgetCss, notificationsCss]}
      className="xz-notifications xz-inline-widget"
    >
      {trigger && loggedIn ? (
        <span className="xz-notifications__trigger" part="trigger">
          <Badge count={unread} label={`${unread}条未读消息`}>
            <Button variant="text" icon={icons.bell} iconOnly onClick={() => setVisible(true)}>
              {DRAWER_TITLE}
            </Button>
          </Badge>
        </span>
      ) : null}
      <Drawer
        open={visible}
        onClose={() => setVisible(false)}
        title={DRAWER_TITLE}
        width={NOTIFY_DRAWER_WIDTH_DESKTOP}
        mobileWidth={NOTIFY_DRAWER_WIDTH_MOBILE}
        className="xz-notifications__drawer"
        footer={visible && loggedIn && hasRows ? <ListFooter /> : undefined}
      >
        {visible ? (
          loggedIn ? (
            <NotifyList onJump={jump} onDelete={remove} />
          ) : (
            <LoginPrompt
              onLogin={() => {
                setVisible(false)
                sessionStore.getState().requestLogin()
              }}
            />
          )
        ) : null}
      </Drawer>
      {dialog}
      <Toaster />
    </WidgetRoot>
  )
}

function LoginPrompt({ onLogin }: { onLogin: () => void }) {
  return (
    <Empty text="登录后查看你的消息" className="xz-notifications__login">
      <Button variant="primary" icon={icons.user} onClick={onLogin}>
        登录
      </Button>
    </Empty>
  )
}

function ListFooter() {
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

interface NotifyListProps {
  onJump: (item: Notify) => void
  onDelete: (item: Notify) => void
}

function NotifyList({ onJump, onDelete }: NotifyListProps): ReactNode {
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
            // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify-sanitised markup (SPEC §5)
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
