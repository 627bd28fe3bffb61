import { ROLE_ADMIN, type UserInfo } from '../contract/index.ts'

/** May `me` edit or delete an entry owned by `ownerId`: its author, or an administrator. */
export function canManage(me: UserInfo | null, ownerId: number | null | undefined): boolean {
  if (!me) return false
  return me.role === ROLE_ADMIN || (ownerId !== null && ownerId !== undefined && ownerId === me.id)
}

/** A store selector: the logged-in visitor is the site's administrator (the desk is theirs). */
export const isAdmin = (state: { hasToken: boolean; hasInfo: boolean; userInfo: UserInfo | null }): boolean =>
  state.hasToken && state.hasInfo && state.userInfo?.role === ROLE_ADMIN
