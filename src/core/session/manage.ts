import { ROLE_ADMIN, type UserInfo } from '../contract/index.ts'

/** May `me` edit or delete an entry owned by `ownerId`: its author, or an administrator. */
export function canManage(me: UserInfo | null, ownerId: number | null | undefined): boolean {
  if (!me) return false
  return me.role === ROLE_ADMIN || (ownerId !== null && ownerId !== undefined && ownerId === me.id)
}
