import type { Kysely } from 'kysely'
import { ROLE_ADMIN, type DeskUser, type Role } from '../../core/contract/index.ts'
import { containsAny } from '../db/contains.ts'
import type { DB } from '../db/schema.ts'
import { conflict, notFound } from '../http/envelope.ts'
import { paged } from '../http/validate.ts'

const columns = ['id', 'username', 'nick_name', 'avatar', 'role', 'disabled', 'createdAt'] as const

type UserRow = {
  id: number
  username: string
  nick_name: string
  avatar: string
  role: number
  disabled: number
  createdAt: string
}

const toDeskUser = (row: UserRow): DeskUser => ({
  ...row,
  role: row.role === ROLE_ADMIN ? ROLE_ADMIN : 2,
  disabled: row.disabled === 1,
})

export async function findDeskUser(db: Kysely<DB>, userId: number): Promise<DeskUser> {
  const row = await db.selectFrom('users').select(columns).where('id', '=', userId).executeTakeFirst()
  if (!row) throw notFound('用户不存在')
  return toDeskUser(row)
}

/** Users, newest first; `keyword` matches part of the username or the nick name. */
export async function pageDeskUsers(
  db: Kysely<DB>,
  q: { current: number; size: number; keyword?: string; role?: Role },
) {
  let scope = db.selectFrom('users')
  if (q.role !== undefined) scope = scope.where('role', '=', q.role)
  if (q.keyword) scope = scope.where(containsAny(['username', 'nick_name'], q.keyword))
  const [total, rows] = await Promise.all([
    scope.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    scope
      .select(columns)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
  ])
  return paged(q.current, q.size, Number(total.n), rows.map(toDeskUser))
}

/**
 * Disables or enables an account. An admin cannot lock themself out, and an admin account is
 * demoted first, so the site can never be left without a working admin.
 */
export async function setDisabled(db: Kysely<DB>, actorId: number, userId: number, disabled: boolean) {
  const user = await findDeskUser(db, userId)
  if (disabled && userId === actorId) throw conflict('不能禁用自己的账号')
  if (disabled && user.role === ROLE_ADMIN) throw conflict('请先取消该用户的管理员身份')
  await db
    .updateTable('users')
    .set({ disabled: disabled ? 1 : 0, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute()
  return findDeskUser(db, userId)
}

/** Makes or unmakes an admin; the last admin stays one. */
export async function setRole(db: Kysely<DB>, userId: number, role: Role) {
  const user = await findDeskUser(db, userId)
  if (role === ROLE_ADMIN && user.disabled) throw conflict('该账号已被禁用，请先启用')
  if (role !== ROLE_ADMIN && user.role === ROLE_ADMIN) {
    const admins = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('role', '=', ROLE_ADMIN)
      .executeTakeFirstOrThrow()
    if (Number(admins.n) <= 1) throw conflict('至少要保留一位管理员')
  }
  await db
    .updateTable('users')
    .set({ role, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute()
  return findDeskUser(db, userId)
}
