import { useId, useState } from 'react'
import { updatePassword } from '../../core/api/user.ts'
import { toast } from '../../core/toast/index.ts'
import { type PasswordChangeField, passwordChangeErrors } from '../../core/validate/index.ts'
import { Button, TextField } from '../ui/index.ts'
import { useFormSubmit } from '../ui/use-form-submit.ts'
import { AccountForm } from './account-form.tsx'
import * as icons from '../ui/icons.ts'

export const PASSWORD_CHANGED = '密码修改成功'

type PasswordForm = Record<PasswordChangeField, string>

const EMPTY: PasswordForm = { password: '', password1: '', password2: '' }

const FIELDS: readonly {
  key: PasswordChangeField
  label: string
  placeholder: string
  autoComplete: string
}[] = [
  { key: 'password', label: '原密码', placeholder: '请输入原密码', autoComplete: 'current-password' },
  {
    key: 'password1',
    label: '新密码',
    placeholder: '8-18位，数字、字母、符号任意两种',
    autoComplete: 'new-password',
  },
  { key: 'password2', label: '确认新密码', placeholder: '再输入一次新密码', autoComplete: 'new-password' },
]

/** 修改密码: old, new and confirmation under the rules the server checks; PUT /user/updatePassword. */
export function PasswordPanel() {
  const baseId = useId()
  const [form, setForm] = useState<PasswordForm>(EMPTY)
  const errors = passwordChangeErrors(form)
  const { tried, saving, submit, reset } = useFormSubmit({
    invalid: Object.keys(errors).length > 0,
    failed: '密码修改失败',
    save: async () => {
      await updatePassword(form)
      toast.success(PASSWORD_CHANGED)
      setForm(EMPTY)
      reset()
    },
  })

  return (
    <AccountForm
      label="修改密码"
      onSubmit={submit}
      actions={
        <Button type="submit" variant="primary" icon={icons.lock} loading={saving}>
          修改密码
        </Button>
      }
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.key}
          id={`${baseId}-${field.key}`}
          label={field.label}
          // shown from the first submit on, then live: a message appearing on blur would push the
          // button away under the pointer between mousedown and click
          error={tried ? errors[field.key] : undefined}
          type="password"
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={64}
          value={form[field.key]}
          onChange={(e) => setForm((f) => ({ ...f, [field.key]: e.target.value }))}
        />
      ))}
    </AccountForm>
  )
}
