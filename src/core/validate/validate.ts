import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../contract/index.ts'
import { charCount, textOf as text } from './text.ts'

// Shared by the browser forms and the server routes (docs/architecture.md §2), so nothing here may
// touch the DOM, and every input is treated as untrusted: the server hands over parsed JSON of any shape.

export const NICK_NAME_MAX = 20

export const VALIDATE_MSG = {
  usernameRequired: '请输入用户账号',
  passwordRequiredLogin: '请输入用户密码',
  usernameLength: `用户账号长度应该在${USERNAME_MIN}-${USERNAME_MAX}之间`,
  usernameChars: '用户账号只能包含字母、数字和下划线',
  passwordRequired: '请输入密码',
  passwordFormat: `密码格式应为${PASSWORD_MIN}-${PASSWORD_MAX}位数字、字母、符号的任意两种组合`,
  confirmRequired: '请输入二次确认密码',
  confirmMismatch: '两次密码不一致',
  nickNameLength: `昵称不能超过${NICK_NAME_MAX}个字符`,
  nickNameRequired: '请输入昵称',
  oldPasswordRequired: '请输入原密码',
  sameAsOldPassword: '新密码不能与原密码相同',
} as const

export interface LoginInput {
  username?: unknown
  password?: unknown
}

export interface RegisterInput {
  username?: unknown
  password?: unknown
  confirmPassword?: unknown
  nick_name?: unknown
}

export type RegisterField = 'username' | 'password' | 'confirmPassword' | 'nick_name'

const USERNAME_CHARS = /^[A-Za-z0-9_]+$/
// Printable ASCII without the space. Keeping passwords to this set is what rules out Chinese (and
// full-width look-alikes that are easy to mistype on a Chinese IME).
const PASSWORD_CHARS = /^[\x21-\x7e]+$/
const DIGIT = /[0-9]/
const LETTER = /[A-Za-z]/
const SYMBOL = /[^A-Za-z0-9]/

/** First problem with a username, or null. */
export function usernameError(value: unknown): string | null {
  const username = text(value)
  if (username.trim() === '') return VALIDATE_MSG.usernameRequired
  const length = charCount(username)
  if (length < USERNAME_MIN || length > USERNAME_MAX) return VALIDATE_MSG.usernameLength
  if (!USERNAME_CHARS.test(username)) return VALIDATE_MSG.usernameChars
  return null
}

/** First problem with a new password, or null (docs/api.md §3: 8–18, two kinds, no Chinese). */
export function passwordError(value: unknown): string | null {
  const password = text(value)
  if (password === '') return VALIDATE_MSG.passwordRequired
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return VALIDATE_MSG.passwordFormat
  if (!PASSWORD_CHARS.test(password)) return VALIDATE_MSG.passwordFormat
  const kinds = [DIGIT, LETTER, SYMBOL].filter((kind) => kind.test(password)).length
  if (kinds < 2) return VALIDATE_MSG.passwordFormat
  return null
}

export function confirmPasswordError(password: unknown, confirm: unknown): string | null {
  const second = text(confirm)
  if (second === '') return VALIDATE_MSG.confirmRequired
  if (second !== text(password)) return VALIDATE_MSG.confirmMismatch
  return null
}

/** The nick name is optional; absent, null and blank all mean "none". */
export function nickNameError(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') return VALIDATE_MSG.nickNameLength
  if (charCount(value.trim()) > NICK_NAME_MAX) return VALIDATE_MSG.nickNameLength
  return null
}

/** Changing the nick name: unlike registering, it cannot be left blank. */
export function newNickNameError(value: unknown): string | null {
  if (text(value).trim() === '') return VALIDATE_MSG.nickNameRequired
  return nickNameError(value)
}

export const isValidUsername = (value: unknown): boolean => usernameError(value) === null
export const isValidPassword = (value: unknown): boolean => passwordError(value) === null

export type LoginField = 'username' | 'password'

/** Login form, every field's problem (for messages under each input): presence only. */
export function loginFieldErrors(form: LoginInput): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {}
  if (text(form.username).trim() === '') errors.username = VALIDATE_MSG.usernameRequired
  if (text(form.password) === '') errors.password = VALIDATE_MSG.passwordRequiredLogin
  return errors
}

/** Login form: only presence is checked, so old accounts with other passwords can still log in. */
export function validateLogin(form: LoginInput): string | null {
  const errors = loginFieldErrors(form)
  return errors.username ?? errors.password ?? null
}

/** Every field's first problem, for showing messages under each input. */
export function registerFieldErrors(form: RegisterInput): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {}
  const username = usernameError(form.username)
  if (username) errors.username = username
  const password = passwordError(form.password)
  if (password) errors.password = password
  const confirm = confirmPasswordError(form.password, form.confirmPassword)
  if (confirm) errors.confirmPassword = confirm
  const nick = nickNameError(form.nick_name)
  if (nick) errors.nick_name = nick
  return errors
}

const REGISTER_ORDER: readonly RegisterField[] = ['username', 'password', 'confirmPassword', 'nick_name']

/** Register form (with the confirmation field): the first problem in form order, or null. */
export function validateRegister(form: RegisterInput): string | null {
  const errors = registerFieldErrors(form)
  for (const field of REGISTER_ORDER) {
    const message = errors[field]
    if (message) return message
  }
  return null
}

/**
 * Register request body as the server receives it (docs/api.md §7: no confirmation field, it never
 * leaves the browser). Same rules as the form otherwise.
 */
export function validateRegisterBody(body: unknown): string | null {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  return usernameError(fields.username) ?? passwordError(fields.password) ?? nickNameError(fields.nick_name)
}

export interface PasswordChangeInput {
  /** the current password */
  password?: unknown
  password1?: unknown
  password2?: unknown
}

export type PasswordChangeField = 'password' | 'password1' | 'password2'

/** Change-password form: the old one, a new one under the register rules and different, confirmed. */
export function passwordChangeErrors(
  form: PasswordChangeInput,
): Partial<Record<PasswordChangeField, string>> {
  const errors: Partial<Record<PasswordChangeField, string>> = {}
  const old = text(form.password)
  if (old === '') errors.password = VALIDATE_MSG.oldPasswordRequired
  const next = passwordError(form.password1)
  if (next) errors.password1 = next
  else if (old !== '' && text(form.password1) === old) errors.password1 = VALIDATE_MSG.sameAsOldPassword
  const confirm = confirmPasswordError(form.password1, form.password2)
  if (confirm) errors.password2 = confirm
  return errors
}

/** The change-password body as the server receives it: the first problem in form order. */
export function validatePasswordChange(form: PasswordChangeInput): string | null {
  const errors = passwordChangeErrors(form)
  return errors.password ?? errors.password1 ?? errors.password2 ?? null
}
