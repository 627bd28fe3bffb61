import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import {
  NOTIFY_DRAWER_WIDTH_DESKTOP,
  NOTIFY_DRAWER_WIDTH_MOBILE,
  type Notify,
} from '../../core/contract/index.ts'
import { notifyStore } from '../../core/notify/notify-store.ts'
import { type RouteDecision, unreadCount } from '../../core/notify/rules.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'
import {
  Badge,
  Button,
  Drawer,
  Empty,
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

// ---- the list, fetched for a logged-in reader ------------------------------------------------
// Its markup and DOMPurify (for notifications written in HTML) are no part of an anonymous visit:
// they come when someone logs in, before the bell can be clicked, so the drawer opens at once.

type ListParts = Pick<typeof import('./NotifyList.tsx'), 'NotifyList' | 'ListFooter'>
let listModule: ListParts | null = null

function useNotifyList(wanted: boolean): ListParts | null {
  const [loaded, setLoaded] = useState(() => listModule)
  useEffect(() => {
    if (!wanted || loaded) return
    let alive = true
    void import('./NotifyList.tsx').then(({ NotifyList, ListFooter }) => {
      listModule = { NotifyList, ListFooter }
      if (alive) setLoaded(listModule)
    })
    return () => {
      alive = false
    }
  }, [wanted, loaded])
  return loaded
}

/** Follows a routing decision the default way: same tab for a route, a new window for the admin site. */
export function followDecision(decision: RouteDecision): void {
  if (decision.kind === 'route') globalThis.location?.assign(decision.path)
  else globalThis.open?.(decision.url, '_blank', 'noopener')
}

// ---- the widget --------------------------------------------------------------------------------

/** The bell with its unread badge and the "我的消息" drawer. */
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
  const list = useNotifyList(loggedIn)

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
    // marks it read, resets paging to 1 and clears the store's open flag
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
        footer={visible && loggedIn && hasRows && list ? <list.ListFooter /> : undefined}
      >
        {visible ? (
          loggedIn ? (
            list ? (
              <list.NotifyList onJump={jump} onDelete={remove} />
            ) : (
              <Loading />
            )
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
