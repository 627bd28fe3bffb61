import { Suspense, useEffect } from 'react'
import { useStore } from 'zustand'
import { useLocation } from 'wouter'
import type { RouteDecision } from '../../core/notify/rules.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'
import { useBreakpoint } from '../hooks/useBreakpoint.ts'
import { normalizePath } from '../paths.ts'
import { LazyLogin, LazyNotifications, LazySearch } from './lazy-widgets.ts'
import { MobileDrawer } from './MobileDrawer.tsx'
import type { Panels } from './panels.ts'
import { useLogout } from './useLogout.ts'

/**
 * The header's overlays, rendered after the page so they cover it whole: the mobile drawer, the
 * search dialog, the notification drawer and the login dialog (which also answers any widget's
 * login request and an HTTP 401). Every navigation they cause stays inside the app. The login
 * dialog's code is fetched once `loginReady` (the page has settled) or when login is asked for.
 */
export function HeaderPanels({ panels, loginReady = true }: { panels: Panels; loginReady?: boolean }) {
  const [location, navigate] = useLocation()
  const mobile = useBreakpoint() === 'mobile'
  const loggedIn = useStore(sessionStore, isLoggedIn)
  const showLogin = useStore(sessionStore, (s) => s.showLogin)
  const { logout } = useLogout()
  const { setDrawer } = panels

  // The drawer belongs to small screens: widening the window closes it (and unpins the header).
  useEffect(() => {
    if (!mobile) setDrawer(false)
  }, [mobile, setDrawer])

  return (
    <div className="xz-header-panels">
      {mobile && panels.drawerWanted ? (
        <MobileDrawer
          open={panels.drawer}
          path={normalizePath(location)}
          onClose={() => panels.setDrawer(false)}
          onNavigate={(to) => navigate(to)}
          onLogout={logout}
        />
      ) : null}
      {panels.searchWanted ? (
        <Suspense fallback={null}>
          <LazySearch
            open={panels.search}
            trigger={false}
            onOpenChange={panels.setSearch}
            onOpenArticle={({ id }) => {
              panels.setSearch(false)
              navigate(`/article?id=${id}`)
              return false
            }}
          />
        </Suspense>
      ) : null}
      {loggedIn ? (
        <Suspense fallback={null}>
          <LazyNotifications
            open={panels.notify}
            trigger={false}
            onOpenChange={panels.setNotify}
            onNavigate={(decision: RouteDecision) => {
              if (decision.kind !== 'route') return true
              navigate(decision.path)
              return false
            }}
          />
        </Suspense>
      ) : null}
      {loginReady || showLogin ? (
        <Suspense fallback={null}>
          <LazyLogin
            trigger={false}
            open={showLogin}
            onOpenChange={(open) => {
              const session = sessionStore.getState()
              if (open) session.requestLogin()
              else session.closeLogin()
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
