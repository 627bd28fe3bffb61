import { randomBytes } from 'node:crypto'
import { ROLE_ADMIN } from '../../core/contract/index.ts'
import { hashPassword } from '../auth/password.ts'
import type { ServerContext } from '../context.ts'
import { now } from './database.ts'

export const ADMIN_USERNAME = 'admin'

/**
 * The first start creates the administrator. Its password comes from XZ_ADMIN_PASSWORD or is
 * generated and printed once — it is never in the repository.
 */
export async function ensureAdmin(ctx: ServerContext): Promise<void> {
  const existing = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', ROLE_ADMIN)
    .executeTakeFirst()
  if (existing) return
  const password = ctx.options.adminPassword ?? `Xz_${randomBytes(6).toString('base64url')}`
  const stamp = now()
  await ctx.db
    .insertInto('users')
    .values({
      username: ADMIN_USERNAME,
      password_hash: await hashPassword(password),
      nick_name: '站长',
      avatar: '/seed/avatars/admin.png',
      role: ROLE_ADMIN,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute()
  if (!ctx.options.adminPassword) {
    ctx.options.log(`已创建管理员账号 ${ADMIN_USERNAME}，初始密码：${password}（只显示这一次，请登录后修改）`)
  }
}

export async function seedIfEmpty(_ctx: ServerContext): Promise<void> {
  // filled in with the demo content
}
