import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { ROLE_ADMIN } from '../../core/contract/index.ts'
import { hashPassword } from '../auth/password.ts'
import type { ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { SEEDED_KEY } from './seeded-key.ts'

export const ADMIN_USERNAME = 'admin'

/**
 * The first start creates the administrator. Its password comes from XZ_ADMIN_PASSWORD or is
 * generated and printed once — it is never in the repository.
 */
export async function ensureAdmin(
  ctx: Pick<ServerContext, 'db'> & { options: Pick<ServerContext['options'], 'adminPassword' | 'log'> },
): Promise<void> {
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
      avatar: '',
      role: ROLE_ADMIN,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute()
  if (!ctx.options.adminPassword) {
    ctx.options.log(`已创建管理员账号 ${ADMIN_USERNAME}，初始密码：${password}（只显示这一次，请登录后修改）`)
  }
}

/** Content brought in by hand (an import) means the demo is not wanted: the seed counts as done. */
export async function skipDemoSeed(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('config')
    .values({ key: SEEDED_KEY, value: JSON.stringify(now()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

/** Fills a fresh database with the demo blog; does nothing once it has been done. */
export async function seedIfEmpty(ctx: ServerContext): Promise<void> {
  const done = await ctx.db
    .selectFrom('config')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst()
  if (done) return
  // the demo's content, pictures and sharp load only on the start that writes them
  const { writeDemo } = await import('./seed-demo.ts')
  await writeDemo(ctx)
}
