import { type FormEvent, useId, useState } from 'react'
import { updatePassword } from '../../../core/api/user.ts'
import { toast } from '../../../core/toast/index.ts'
import { Button, FormField } from '../../../widgets/ui/index.ts'
import { toastFailure } from '../../../widgets/ui/failure.ts'
import { PASSWORD_MSG, type PasswordField, type PasswordForm, passwordFormErrors } from './password-form.ts'

const EMPTY: PasswordForm = { password: '', password1: '', password2: '' }

const FIELDS: readonly { key: PasswordField; label: string; placeholder: string; autoComplete: string }[] = [
  { key: 'password', label: '原密码', placeholder: '请输入原密码', autoComplete: 'current-password' },
  {
    key: 'password1',
    label: '新密码',
    placeholder: '8-18位，数字、字母、符号任意两种',
    autoComplete: 'new-password',
  },
  { key: 'password2', label: '确认新密码', placeholder: '再输入一次新密码', autoComplete: 'new-password' },
]

/** 修改密码: old, new and confirmation, with the register rules; PUT /user/updatePassword. */
export function PasswordPanel() {
  const baseId = useId()
  const [form, setForm] = useState<PasswordForm>(EMPTY)
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const errors = passwordFormErrors(form)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (Object.keys(errors).length > 0 || saving) return
    setSaving(true)
    try {
      await updatePassword(form)
      toast.success(PASSWORD_MSG.changed)
      setForm(EMPTY)
      setTried(false)
    } catch (error) {
      toastFailure(error, '密码修改失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="pg-form pg-user-form" onSubmit={submit} noValidate aria-label="修改密码">
      {FIELDS.map((field) => {
        const id = `${baseId}-${field.key}`
        // shown from the first submit on, then live: a message appearing on blur would push the
        // button away under the pointer between mousedown and click
        const error = tried ? errors[field.key] : undefined
        return (
          <FormField key={field.key} label={field.label} htmlFor={id} error={error} errorId={`${id}-error`}>
            <input
              id={id}
              className="xz-input"
              type="password"
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              maxLength={64}
              value={form[field.key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setForm((f) => ({ ...f, [field.key]: e.target.value }))}
            />
          </FormField>
        )
      })}
      <div className="pg-form__actions pg-form__actions--start">
        <Button type="submit" variant="primary" icon="lock" loading={saving}>
          修改密码
        </Button>
      </div>
    </form>
  )
}
