import { useLocation } from 'wouter'
import { logout as endServerSession } from '../../core/api/user.ts'
import { sessionStore } from '../../core/session/index.ts'
import { HOME_PATH, normalizePath, USER_CENTER_PATH } from '../paths.ts'

/** Logging out leaves the personal centre for /home. */
export function afterLogoutPath(path: string): string | null {
  return normalizePath(path) === USER_CENTER_PATH ? HOME_PATH : null
}

/**
 * `logout()` clears the session (with the "退出成功" toast) and leaves /userCenter;
 * `leave()` does only the second half, for widgets that cleared the session themselves.
 * Both tell the server, which drops the login cookie the chat socket reads.
 */
export function useLogout(): { logout: () => void; leave: () => void } {
  const [location, navigate] = useLocation()
  const leave = () => {
    endServerSession().catch(() => {
      // the cookie only backs the chat socket's init; an expired one is refused there anyway
    })
    const next = afterLogoutPath(location)
    if (next) navigate(next)
  }
  const logout = () => {
    sessionStore.getState().logout()
    leave()
  }
  return { logout, leave }
}
