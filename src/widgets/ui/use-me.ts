import { useStore } from 'zustand'
import type { UserInfo } from '../../core/contract/index.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'

/** The logged-in user, or null (a React hook: core/session itself stays framework-free). */
export function useMe(): UserInfo | null {
  return useStore(sessionStore, (s) => (isLoggedIn(s) ? s.userInfo : null))
}

/** Opens the login dialog (the page's login widget answers the session's request). */
export function requestLogin(): void {
  sessionStore.getState().requestLogin()
}
