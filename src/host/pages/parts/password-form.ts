import { confirmPasswordError, passwordError } from '../../../core/validate/index.ts'

export interface PasswordForm {
  password: string
  password1: string
  password2: string
}

export type PasswordField = keyof PasswordForm

export const PASSWORD_MSG = {
  oldRequired: '请输入原密码',
  sameAsOld: '新密码不能与原密码相同',
  changed: '密码修改成功',
} as const

/**
 * The change-password form: the new password follows the register rules of src/core/validate
 * (the server checks the same ones), and must differ from the old one.
 */
export function passwordFormErrors(form: PasswordForm): Partial<Record<PasswordField, string>> {
  const errors: Partial<Record<PasswordField, string>> = {}
  if (form.password === '') errors.password = PASSWORD_MSG.oldRequired
  const next = passwordError(form.password1)
  if (next) errors.password1 = next
  else if (form.password !== '' && form.password1 === form.password) errors.password1 = PASSWORD_MSG.sameAsOld
  const confirm = confirmPasswordError(form.password1, form.password2)
  if (confirm) errors.password2 = confirm
  return errors
}
