import { Hono } from 'hono'
import * as v from 'valibot'
import { MSG, TOKEN_TTL_REMEMBER_SECONDS, TOKEN_TTL_SECONDS } from '../../core/contract/index.ts'
import {
  newNickNameError,
  VALIDATE_MSG,
  validatePasswordChange,
  validateRegister,
} from '../../core/validate/index.ts'
import { hashPassword, verifyNobody, verifyPassword } from '../auth/password.ts'
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import { ACCOUNT_DISABLED, requireUser } from '../http/auth.ts'
import { okReplayable } from '../http/lane/replayable-envelope.ts'
import { badRequest, conflict, forbidden, notFound, ok, unauthorized } from '../http/envelope.ts'
import { body, intParam, ruledText, safeUrl } from '../http/validate.ts'
import {
  insertUser,
  loginRow,
  passwordHash,
  publicUser,
  setPasswordHash,
  updateOwnInfo,
  usernameTaken,
} from './sql.ts'
import { screenNick } from '../moderation/field-screens.ts'

const LoginSchema = v.object({
  username: v.pipe(
    v.string(VALIDATE_MSG.usernameRequired),
    v.trim(),
    v.minLength(1, VALIDATE_MSG.usernameRequired),
    v.maxLength(64, '用户名或密码错误'),
  ),
  password: v.pipe(
    v.string(VALIDATE_MSG.passwordRequiredLogin),
    v.minLength(1, VALIDATE_MSG.passwordRequiredLogin),
    v.maxLength(128, '用户名或密码错误'),
  ),
  remember: v.optional(v.boolean(), false),
})

const RegisterSchema = v.object({
  username: v.string(VALIDATE_MSG.usernameRequired),
  password: v.string(VALIDATE_MSG.passwordRequired),
  nick_name: v.optional(v.nullable(v.string('昵称应为文本'))),
})

const UpdateInfoSchema = v.object({
  nick_name: v.optional(ruledText(newNickNameError)),
  avatar: v.optional(safeUrl('头像')),
})

const UpdatePasswordSchema = v.object({
  password: v.string(VALIDATE_MSG.oldPasswordRequired),
  password1: v.string(VALIDATE_MSG.passwordRequired),
  password2: v.string(VALIDATE_MSG.confirmRequired),
})

export function userRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  r.post('/register', async (c) => {
    await ctx.limits.register.hit(c.get('ip'))
    const input = await body(c, RegisterSchema)
    const username = input.username.trim()
    const nick = input.nick_name?.trim() || username
    // The very rules of the browser form (src/core/validate), so the two cannot drift.
    const error = validateRegister({
      username,
      password: input.password,
      confirmPassword: input.password,
      nick_name: nick,
    })
    if (error) throw badRequest(error)
    if (await usernameTaken(ctx.db, username)) throw conflict(MSG.usernameTaken)
    const nick_name = await screenNick(ctx.db, nick)
    const stamp = now()
    const password_hash = await hashPassword(input.password)
    return ok(c, await insertUser(ctx.db, { username, password_hash, nick_name }, stamp))
  })

  r.post('/login', async (c) => {
    await ctx.limits.login.hit(c.get('ip'))
    const input = await body(c, LoginSchema)
    // Guessing one account from many IPs is limited by the name tried, whether or not an
    // account has it, so the answers never tell which names exist.
    const account = input.username.toLowerCase()
    await ctx.limits.loginAccount.assertOpen(account)
    const row = await loginRow(ctx.db, input.username)
    const valid = row
      ? await verifyPassword(row.password_hash, input.password)
      : await verifyNobody(input.password)
    // same message for both failures: do not reveal which usernames exist
    if (!row || !valid) {
      await ctx.limits.loginAccount.count(account)
      throw badRequest('用户名或密码错误')
    }
    // told only to whoever knows the password, so it reveals nothing about other accounts
    if (row.disabled) throw forbidden(ACCOUNT_DISABLED)
    const ttl = input.remember ? TOKEN_TTL_REMEMBER_SECONDS : TOKEN_TTL_SECONDS
    const token = await ctx.tokens.sign({ id: row.id, role: row.role }, ttl)
    setSessionCookie(c, token, ttl, ctx.options.trustProxy)
    return ok(c, { token, id: row.id, username: row.username, role: row.role })
  })

  /** Tokens live in the client; what the server holds for a session is the socket's cookie. */
  r.post('/logout', async (c) => {
    clearSessionCookie(c, ctx.options.trustProxy)
    return ok(c, true)
  })

  r.get('/getUserInfoById/:id', async (c) => {
    const id = intParam(c, 'id')
    // sent as one text while nothing changes
    const user = await publicUser(ctx.db, id)
    if (!user) throw notFound('用户不存在')
    return okReplayable(c, user)
  })

  r.put('/updateOwnUserInfo', async (c) => {
    const me = requireUser(c)
    const input = await body(c, UpdateInfoSchema)
    // the owner's sensitive words hold for nicknames (docs/api.md §27)
    const nick_name = input.nick_name === undefined ? undefined : await screenNick(ctx.db, input.nick_name)
    return ok(c, await updateOwnInfo(ctx.db, me.id, { ...input, nick_name }))
  })

  r.put('/updatePassword', async (c) => {
    const me = requireUser(c)
    const input = await body(c, UpdatePasswordSchema)
    const error = validatePasswordChange(input)
    if (error) throw badRequest(error)
    const stored = await passwordHash(ctx.db, me.id)
    if (stored === undefined) throw unauthorized()
    if (!(await verifyPassword(stored, input.password))) throw badRequest('原密码错误')
    await setPasswordHash(ctx.db, me.id, await hashPassword(input.password1))
    return ok(c, true)
  })

  return r
}
