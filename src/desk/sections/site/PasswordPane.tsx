import { type FormEvent, useId, useState } from 'react'
import { updatePassword } from '../../../core/api/index.ts'
import { validatePasswordChange } from '../../../core/validate/index.ts'
import { Button, FormField } from '../../../widgets/ui/index.ts'
import { useSave } from '../../actions.ts'

const EMPTY = { password: '', password1: '', password2: '' }
const FIELDS = [
  ['password', '原密码', 'current-password'],
  ['password1', '新密码', 'new-password'],
  ['password2', '确认新密码', 'new-password'],
] as const

/** The admin's own password, checked by the same rules as the server before it is sent. */
export function PasswordPane() {
  const id = useId()
  const [form, setForm] = useState(EMPTY)
  const [error, setError] = useState('')
  const { busy, save } = useSave()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = validatePasswordChange(form)
    setError(problem ?? '')
    if (problem) return
    if (await save(() => updatePassword(form), '密码已修改', '修改失败')) setForm(EMPTY)
  }

  return (
    <form className="xz-desk-card xz-desk-form" aria-label="修改密码" onSubmit={submit} noValidate>
      {FIELDS.map(([key, label, autoComplete]) => (
        <FormField key={key} label={label} htmlFor={`${id}-${key}`}>
          <input
            id={`${id}-${key}`}
            className="xz-input"
            type="password"
            autoComplete={autoComplete}
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        </FormField>
      ))}
      {error ? (
        <p role="alert" className="xz-desk-danger xz-desk-form__actions">
          {error}
        </p>
      ) : null}
      <div className="xz-desk-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          修改密码
        </Button>
      </div>
    </form>
  )
}
