import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { ROLE_ADMIN, type UserInfo } from '../../core/contract/index.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'
import {
  Avatar,
  Button,
  Dialog,
  Icon,
  Loading,
  Popover,
  type ThemeSetting,
  Toaster,
  inlineWidgetCss,
  uiCss,
  WidgetRoot,
} from '../ui/index.ts'
import loginCss from './login.css?inline'
import * as icons from '../ui/icons.ts'

// The form loads when the dialog first opens: a page showing only the 登录 button or the avatar
// does not fetch the fields and the account rules.
const AuthForm = lazy(() => import('./AuthForm.tsx').then((m) => ({ default: m.AuthForm })))

export type LoginMode = 'login' | 'register'

export interface LoginProps {
  /** light, dark or auto; unset follows the site preference */
  theme?: ThemeSetting | string
  /**
   * Controlled: the dialog shows exactly while this is true, and asks for changes through
   * `onOpenChange`. Unset: the dialog follows the page session's login request (`showLogin`), so a
   * 401 or any widget's `requestLogin()` opens it.
   */
  open?: boolean
  /** render the "登录" button, or the user's avatar with a menu once logged in; default true */
  trigger?: boolean
  /** the mode the dialog opens in; default 'login' */
  defaultMode?: LoginMode
  /** go to /userCenter from the menu unless the callback returned false; default true */
  navigate?: boolean
  /** after a successful login or register (+ automatic login), with the user's info */
  onLogin?: (user: UserInfo) => void
  /** after "退出登录" */
  onLogout?: () => void
  /** the dialog opened or closed (or, when controlled, asks to) */
  onOpenChange?: (open: boolean) => void
  /** "个人中心" chosen; return false to handle the navigation yourself */
  onUserCenter?: () => unknown
}

export const USER_CENTER_PATH = '/userCenter'

// ---- one dialog answers the session's request ------------------------------------------------
// Several uncontrolled login widgets may sit on one page (a header and a mobile drawer); only the
// oldest mounted one opens for `showLogin`, so a 401 never stacks two dialogs.

const claims: ((holder: boolean) => void)[] = []

function useSessionDialogClaim(enabled: boolean): boolean {
  const [holder, setHolder] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const claim = (value: boolean) => setHolder(value)
    claims.push(claim)
    setHolder(claims[0] === claim)
    return () => {
      const at = claims.indexOf(claim)
      if (at >= 0) claims.splice(at, 1)
      if (at === 0) claims[0]?.(true)
      setHolder(false)
    }
  }, [enabled])
  return enabled && holder
}

// ---- the widget --------------------------------------------------------------------------------

/** Login/register dialog with its trigger: a "登录" button, or the user's avatar and menu. */
export function Login({
  theme,
  open,
  trigger = true,
  defaultMode = 'login',
  navigate = true,
  onLogin,
  onLogout,
  onOpenChange,
  onUserCenter,
}: LoginProps) {
  const controlled = open !== undefined
  const showLogin = useStore(sessionStore, (s) => s.showLogin)
  const user = useStore(sessionStore, (s) => (isLoggedIn(s) ? s.userInfo : null))
  const holder = useSessionDialogClaim(!controlled)
  const visible = controlled ? open : showLogin && holder

  const latest = useRef({ onOpenChange, controlled })
  latest.current = { onOpenChange, controlled }

  // A controlled parent hears about session requests (401, another widget) so it can open.
  useEffect(
    () =>
      sessionStore.subscribe((state, prev) => {
        if (state.showLogin && !prev.showLogin && latest.current.controlled)
          latest.current.onOpenChange?.(true)
      }),
    [],
  )

  // Uncontrolled: report every change of what is shown.
  const reported = useRef(visible)
  useEffect(() => {
    if (controlled || reported.current === visible) return
    reported.current = visible
    latest.current.onOpenChange?.(visible)
  }, [controlled, visible])

  const requestOpen = () => {
    if (controlled) onOpenChange?.(true)
    else sessionStore.getState().requestLogin()
  }
  const requestClose = () => {
    sessionStore.getState().closeLogin()
    if (controlled) onOpenChange?.(false)
  }

  const handleSuccess = (info: UserInfo | null) => {
    requestClose()
    if (info) onLogin?.(info)
  }

  const logout = () => {
    sessionStore.getState().logout()
    onLogout?.()
  }

  const openUserCenter = () => {
    const proceed = onUserCenter?.()
    if (proceed === false || !navigate) return
    globalThis.location?.assign(USER_CENTER_PATH)
  }

  return (
    <WidgetRoot theme={theme} css={[uiCss, inlineWidgetCss, loginCss]} className="xz-login xz-inline-widget">
      {trigger ? (
        <span className="xz-login__trigger" part="trigger">
          {user ? (
            <UserMenu user={user} onUserCenter={openUserCenter} onLogout={logout} />
          ) : (
            <Button variant="text" icon={icons.user} onClick={requestOpen}>
              登录
            </Button>
          )}
        </span>
      ) : null}
      <Dialog
        open={visible}
        onClose={requestClose}
        width={400}
        className="xz-login__dialog"
        aria-label="登录或注册"
        showClose
      >
        {visible ? (
          <Suspense fallback={<Loading />}>
            <AuthForm defaultMode={defaultMode} onSuccess={handleSuccess} />
          </Suspense>
        ) : null}
      </Dialog>
      <Toaster />
    </WidgetRoot>
  )
}

// ---- logged-in trigger -------------------------------------------------------------------------

interface UserMenuProps {
  user: UserInfo
  onUserCenter: () => void
  onLogout: () => void
}

function UserMenu({ user, onUserCenter, onLogout }: UserMenuProps) {
  const name = user.nick_name || user.username
  const admin = user.role === ROLE_ADMIN
  return (
    <Popover
      placement="bottom-end"
      aria-label="用户菜单"
      className="xz-login__menu"
      content={(close) => (
        <div className="xz-login__menu-body">
          <div className="xz-login__menu-head">
            <Avatar src={user.avatar} name={name} size={40} />
            <div className="xz-login__menu-who">
              <span className="xz-login__menu-name">{name}</span>
              <span className="xz-login__menu-role">{admin ? '管理员' : `@${user.username}`}</span>
            </div>
          </div>
          <button
            type="button"
            className="xz-menu-item"
            onClick={() => {
              close()
              onUserCenter()
            }}
          >
            <Icon icon={icons.user} size={16} />
            个人中心
          </button>
          <button
            type="button"
            className="xz-menu-item xz-login__menu-item--danger"
            onClick={() => {
              close()
              onLogout()
            }}
          >
            <Icon icon={icons.logout} size={16} />
            退出登录
          </button>
        </div>
      )}
    >
      <Button variant="text" className="xz-login__user" aria-label={`${name}，打开用户菜单`}>
        {/* the avatar's initial would prefix the name, so the visible text would no longer start the label */}
        <span aria-hidden="true" style={{ display: 'contents' }}>
          <Avatar src={user.avatar} name={name} size={28} />
        </span>
        <span className="xz-login__user-name">{name}</span>
      </Button>
    </Popover>
  )
}
