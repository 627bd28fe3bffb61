import { useStore } from 'zustand'
import { ROLE_ADMIN, type UserInfo } from '../../core/contract/index.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'

/** The logged-in user, or null. */
export function useMe(): UserInfo | null {
  return useStore(sessionStore, (s) => (isLoggedIn(s) ? s.userInfo : null))
}

/** Opens the login dialog (the page's login widget answers the session's request). */
export function requestLogin(): void {
  sessionStore.getState().requestLogin()
}

/** An entry's author or an administrator. */
export function canManage(me: UserInfo | null, ownerId: number | null | undefined): boolean {
  if (!me) return false
  return me.role === ROLE_ADMIN || (ownerId !== null && ownerId !== undefined && ownerId === me.id)
}
