import { Suspense } from 'react'
import { useStore } from 'zustand'
import { Link, useLocation } from 'wouter'
import { isAdmin, isLoggedIn, sessionStore } from '../../core/session/index.ts'
import { Avatar } from '../../widgets/ui/Avatar.tsx'
import { Icon } from '../../widgets/ui/Icon.tsx'
import { requestLogin, useMe } from '../../widgets/ui/use-me.ts'
import { Logo } from '../components/Logo.tsx'
import { useBreakpoint } from '../hooks/useBreakpoint.ts'
import { useHeaderVisible } from '../hooks/useHeaderVisible.ts'
import { DESK_PATH, HOME_PATH, LANDING_PATH, normalizePath, SITE_TITLE, USER_CENTER_PATH } from '../paths.ts'
import { DesktopNav } from './DesktopNav.tsx'
import { canGoBackInApp } from './history.ts'
import { LazyLogin, LazyNotifications, loadSearch } from './lazy-widgets.ts'
import type { Panels } from './panels.ts'
import { ThemeSwitch } from './ThemeSwitch.tsx'
import { useLogout } from './useLogout.ts'
import * as icons from '../../widgets/ui/icons.ts'

/** The back arrow shows on /home or / on small screens (`path` normalised). */
export const showsBackArrow = (path: string, mobile: boolean) =>
  mobile && (path === HOME_PATH || path === LANDING_PATH)

/**
 * The fixed bar: brand, menu, search, bell, theme switch and login. It hides while scrolling down.
 * Its panels (drawer, dialogs) are rendered by HeaderPanels, outside this bar.
 */
export function Header({ panels }: { panels: Panels }) {
  const [location, navigate] = useLocation()
  const path = normalizePath(location)
  const mobile = useBreakpoint() === 'mobile'
  const visible = useHeaderVisible(panels.drawer)
  const loggedIn = useStore(sessionStore, isLoggedIn)
  const admin = useStore(sessionStore, isAdmin)
  const { leave } = useLogout()

  const back = () => {
    if (canGoBackInApp()) window.history.back()
    else navigate(LANDING_PATH)
  }

  return (
    <header className={visible ? 'xz-header' : 'xz-header xz-header--hidden'} data-visible={visible}>
      <div className="xz-header__inner">
        <div className="xz-header__start">
          {showsBackArrow(path, mobile) ? (
            <button
              type="button"
              className="xz-header__icon-btn xz-header__back"
              aria-label="返回"
              onClick={back}
            >
              <Icon icon={icons.arrowLeft} size={20} />
            </button>
          ) : null}
          <button
            type="button"
            className="xz-header__icon-btn xz-header__menu-btn"
            aria-label="打开菜单"
            aria-expanded={panels.drawer}
            onClick={() => panels.setDrawer(true)}
          >
            <Icon icon={icons.menu} size={22} />
          </button>
          <Link href={HOME_PATH} className="xz-header__brand" aria-label={`${SITE_TITLE}首页`}>
            <Logo size={28} />
            <span className="xz-header__brand-name">{SITE_TITLE}</span>
          </Link>
        </div>

        <DesktopNav path={path} />

        <div className="xz-header__actions">
          <button
            type="button"
            className="xz-header__icon-btn"
            aria-label="搜索"
            title="搜索"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadSearch()}
            onFocus={() => void loadSearch()}
            onClick={() => panels.setSearch(true)}
          >
            <Icon icon={icons.search} size={20} />
          </button>
          {loggedIn ? (
            <span className="xz-header__bell">
              <Suspense fallback={<BellPlaceholder />}>
                {/* only the bell and its badge here: the drawer is HeaderPanels' instance */}
                <LazyNotifications open={false} onOpenChange={(open) => open && panels.setNotify(true)} />
              </Suspense>
            </span>
          ) : null}
          {admin && !mobile ? (
            <Link href={DESK_PATH} className="xz-header__icon-btn" aria-label="管理" title="管理">
              <Icon icon={icons.edit} size={20} />
            </Link>
          ) : null}
          <ThemeSwitch />
          {mobile ? null : (
            <div className="xz-header__login">
              <Suspense fallback={<LoginPlaceholder />}>
                {/* the trigger and the user menu; the dialog is HeaderPanels' instance */}
                <LazyLogin
                  open={false}
                  onOpenChange={(open) => {
                    if (open) requestLogin()
                  }}
                  onLogout={leave}
                  onUserCenter={() => {
                    navigate(USER_CENTER_PATH)
                    return false
                  }}
                />
              </Suspense>
            </div>
          )}
        </div>
      </div>
    </header>
  )
}

function BellPlaceholder() {
  return (
    <span className="xz-header__icon-btn" aria-hidden="true">
      <Icon icon={icons.bell} size={20} />
    </span>
  )
}

/** Until the login widget's code is in: the same button (the dialog answers the request once loaded). */
function LoginPlaceholder() {
  const user = useMe()
  if (user) {
    const name = user.nick_name || user.username
    return (
      <span className="xz-login-placeholder">
        <Avatar src={user.avatar} name={name} size={28} />
      </span>
    )
  }
  return (
    <button type="button" className="xz-login-placeholder" onClick={requestLogin}>
      <Icon icon={icons.user} size={16} />
      登录
    </button>
  )
}
