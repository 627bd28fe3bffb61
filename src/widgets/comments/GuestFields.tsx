import { useId } from 'react'
import type { GuestFields as Guest } from '../../core/contract/index.ts'
import { guestEmailError, guestNickError, guestUrlError, NICK_NAME_MAX } from '../../core/validate/index.ts'
import { TextField } from '../ui/index.ts'

export type GuestErrors = Partial<Record<keyof Guest, string>>

/** The guest's fields as sent: trimmed, empty optional ones left out. */
export function guestOf(form: Guest): Guest {
  const email = form.email?.trim()
  const url = form.url?.trim()
  return { nick_name: form.nick_name.trim(), ...(email ? { email } : {}), ...(url ? { url } : {}) }
}

export function guestErrors(form: Guest, emailRequired: boolean): GuestErrors {
  const guest = guestOf(form)
  const errors: GuestErrors = {}
  // the server's own rules and words (docs/api.md §25), checked here first so a typo is pointed
  // at before anything is sent
  const nick = guestNickError(guest.nick_name)
  if (nick) errors.nick_name = nick
  const email = guestEmailError(guest.email, emailRequired)
  if (email) errors.email = email
  const url = guestUrlError(guest.url)
  if (url) errors.url = url
  return errors
}

export interface GuestFieldsProps {
  value: Guest
  onChange: (next: Guest) => void
  errors: GuestErrors
  emailRequired: boolean
}

/** 昵称, 邮箱 and 网址 of a signed-out commenter, each with its visible label. */
export function GuestFields({ value, onChange, errors, emailRequired }: GuestFieldsProps) {
  const id = useId()
  const set = (key: keyof Guest) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value })
  return (
    <div className="xz-comments-guest">
      <TextField
        id={`${id}-nick`}
        label="昵称"
        hint="必填"
        required
        autoComplete="nickname"
        maxLength={NICK_NAME_MAX}
        value={value.nick_name}
        error={errors.nick_name}
        onChange={set('nick_name')}
      />
      <TextField
        id={`${id}-email`}
        label="邮箱"
        hint={emailRequired ? '必填，不公开' : '选填，不公开'}
        type="email"
        required={emailRequired}
        autoComplete="email"
        value={value.email ?? ''}
        error={errors.email}
        onChange={set('email')}
      />
      <TextField
        id={`${id}-url`}
        label="网址"
        hint="选填"
        type="url"
        autoComplete="url"
        placeholder="https://"
        value={value.url ?? ''}
        error={errors.url}
        onChange={set('url')}
      />
    </div>
  )
}
