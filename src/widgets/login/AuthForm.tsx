import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { UserInfo } from '../../core/contract/index.ts'
import { getRememberedLogin, sessionStore } from '../../core/session/index.ts'
import {
  type LoginField,
  loginFieldErrors,
  type RegisterField,
  registerFieldErrors,
} from '../../core/validate/validate.ts'
import { Button, FormField, fieldCss, Icon, useStyles } from '../ui/index.ts'
import type { LoginMode } from './Login.tsx'
import * as icons from '../ui/icons.ts'

// ---- the form ----------------------------------------------------------------------------------

type Field = LoginField | RegisterField
type Values = Record<'username' | 'password' | 'confirmPassword' | 'nick_name', string>
type Errors = Partial<Record<Field, string>>

const LOGIN_FIELDS: readonly Field[] = ['username', 'password']
const REGISTER_FIELDS: readonly Field[] = ['username', 'nick_name', 'password', 'confirmPassword']

function fieldErrors(mode: LoginMode, values: Values): Errors {
  return mode === 'login' ? loginFieldErrors(values) : registerFieldErrors(values)
}

interface AuthFormProps {
  defaultMode: LoginMode
  onSuccess: (user: UserInfo | null) => void
}

/** Mounted each time the dialog opens, so every opening starts clean. */
export function AuthForm({ defaultMode, onSuccess }: AuthFormProps) {
  const [remembered] = useState(() => getRememberedLogin())
  const [mode, setMode] = useState<LoginMode>(defaultMode)
  const [values, setValues] = useState<Values>({
    username: remembered?.username ?? '',
    password: '',
    confirmPassword: '',
    nick_name: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [remember, setRemember] = useState(remembered !== null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useStyles(form, fieldCss)
  const alive = useRef(true)
  useEffect(() => {
    // the form arrives after the dialog has opened (it loads on first use), so the dialog's own
    // first focus found only its ✕: the first field takes it, as a keyboard user expects
    form.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      alive.current = false
    }
  }, [])

  const ids = {
    title: useId(),
    username: useId(),
    password: useId(),
    confirmPassword: useId(),
    nick_name: useId(),
    remember: useId(),
  }
  const fields = mode === 'login' ? LOGIN_FIELDS : REGISTER_FIELDS

  // A field's message is re-checked as it is typed once it shows one; the confirmation follows
  // the password it has to match.
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    const all = fieldErrors(mode, next)
    setErrors((shown) => {
      const updated = { ...shown }
      for (const f of [field, ...(field === 'password' ? (['confirmPassword'] as const) : [])]) {
        if (shown[f] !== undefined) updated[f] = all[f]
      }
      return updated
    })
  }

  const blur = (field: Field, event: FocusEvent<HTMLElement>) => {
    // moving between a password and its show-password button is not leaving the field
    const next = event.relatedTarget
    if (next instanceof Node && event.currentTarget.contains(next)) return
    const message = fieldErrors(mode, values)[field]
    setErrors((shown) => ({ ...shown, [field]: message }))
  }

  const switchMode = () => {
    setMode(mode === 'login' ? 'register' : 'login')
    setErrors({})
    setValues((v) => ({ ...v, password: '', confirmPassword: '' }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = fieldErrors(mode, values)
    setErrors(found)
    const firstBad = fields.find((f) => found[f] !== undefined)
    if (firstBad) {
      form.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus()
      return
    }
    setBusy(true)
    const session = sessionStore.getState()
    const ok =
      mode === 'login'
        ? await session.login({ username: values.username.trim(), password: values.password, remember })
        : await session.register({
            username: values.username,
            password: values.password,
            nick_name: values.nick_name.trim() || undefined,
          })
    if (alive.current) setBusy(false)
    if (ok) onSuccess(sessionStore.getState().userInfo)
  }

  const register = mode === 'register'
  const inputProps = (field: Field) => ({
    id: ids[field],
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: HTMLInputElement }) => change(field, e.currentTarget.value),
    onBlur: (e: FocusEvent<HTMLElement>) => blur(field, e),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${ids[field]}-error` : undefined,
  })
  /** the FormField around `field`'s input: its label points at it, its message is what it describes */
  const fieldProps = (field: Field) => ({
    htmlFor: ids[field],
    error: errors[field],
    errorId: `${ids[field]}-error`,
  })

  return (
    <form ref={form} className="xz-login__form" noValidate onSubmit={submit} aria-labelledby={ids.title}>
      <div className="xz-login__head">
        <span className="xz-login__logo" aria-hidden="true">
          站
        </span>
        <h2 className="xz-login__title" id={ids.title}>
          {register ? '注册小站账号' : '登录小站'}
        </h2>
        <p className="xz-login__subtitle">{register ? '注册后即可评论、点赞和在聊天室发言' : '欢迎回来'}</p>
      </div>

      <FormField label="账号" {...fieldProps('username')}>
        <input
          {...inputProps('username')}
          className="xz-input"
          type="text"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={register ? '5-16 位字母、数字或下划线' : '用户账号'}
          data-autofocus=""
        />
      </FormField>

      {register ? (
        <FormField label="昵称" hint="选填" {...fieldProps('nick_name')}>
          <input
            {...inputProps('nick_name')}
            className="xz-input"
            type="text"
            autoComplete="nickname"
            placeholder="大家怎么称呼你"
          />
        </FormField>
      ) : null}

      <FormField label="密码" {...fieldProps('password')}>
        <PasswordInput
          {...inputProps('password')}
          autoComplete={register ? 'new-password' : 'current-password'}
          placeholder={register ? '8-18 位，数字、字母、符号任意两种' : '密码'}
        />
      </FormField>

      {register ? (
        <FormField label="确认密码" {...fieldProps('confirmPassword')}>
          <PasswordInput
            {...inputProps('confirmPassword')}
            autoComplete="new-password"
            placeholder="再输入一次密码"
          />
        </FormField>
      ) : (
        <div className="xz-login__row">
          <label className="xz-login__check" htmlFor={ids.remember}>
            <input
              id={ids.remember}
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            <span>记住我</span>
          </label>
          <span className="xz-login__note">记住后 7 天内免登录</span>
        </div>
      )}

      <Button type="submit" variant="primary" size="large" block loading={busy} className="xz-login__submit">
        {register ? '注册' : '登录'}
      </Button>

      <p className="xz-login__switch">
        {register ? '已有账号？' : '还没有账号？'}
        <button type="button" className="xz-login__link" onClick={switchMode}>
          {register ? '去登录' : '立即注册'}
        </button>
      </p>
    </form>
  )
}

interface PasswordInputProps {
  id: string
  name: string
  value: string
  onChange: (e: { currentTarget: HTMLInputElement }) => void
  /** focus left the input and its button */
  onBlur: (e: FocusEvent<HTMLElement>) => void
  autoComplete: string
  placeholder: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

function PasswordInput({ onBlur, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices focus leaving the input and its button
    <div className="xz-login__password" onBlur={onBlur}>
      <input {...input} className="xz-input" type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="xz-login__eye"
        aria-label="显示密码"
        aria-pressed={shown}
        aria-controls={input.id}
        onClick={() => setShown(!shown)}
      >
        {shown ? <Icon icon={icons.eye} size={18} /> : <EyeOff />}
      </button>
    </div>
  )
}

/** The crossed-out eye, drawn like the shared icon set (24 grid, 1.8 stroke). */
function EyeOff() {
  return (
    <svg
      className="xz-icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 4l16 16" />
      <path d="M9.9 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.4 7.5A15.8 15.8 0 0 0 2.5 12S6 18.5 12 18.5a9 9 0 0 0 4-.9" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  )
}
