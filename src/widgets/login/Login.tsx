import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { ROLE_ADMIN, type UserInfo } from '../../core/contract/index.ts'
import { getRememberedLogin, isLoggedIn, sessionStore } from '../../core/session/index.ts'
import {
  type LoginField,
  loginFieldErrors,
  type RegisterField,
  registerFieldErrors,
} from '../../core/validate/index.ts'
import {
  Avatar,
  Button,
  Dialog,
  FormField,
  fieldCss,
  Icon,
  Popover,
  type ThemeSetting,
  Toaster,
  uiCss,
  WidgetRoot,
} from '../ui/index.ts'
import loginCss from './login.css?inline'

export type LoginMode = 'login' | 'register'

export interface LoginProps {
  /** light, dark or auto; unset follows the site preference */
  theme?: ThemeSetting | string
  /**
   * Controlled: the dialog shows exactly while this is true, and asks for changes through
   * `onOpenChange`. Unset: the dialog follows the page session's login request (`showLogin`), so a
   * 401 or any widget's `requestLogin()` opens it.
   */
  open?: boolean
  /** render the "登录" button, or the user's avatar with a menu once logged in; default true */
  trigger?: boolean
  /** the mode the dialog opens in; default 'login' */
  defaultMode?: LoginMode
  /** go to /userCenter from the menu unless the callback returned false; default true */
  navigate?: boolean
  /** after a successful login or register (+ automatic login), with the user's info */
  onLogin?: (user: UserInfo) => void
  /** after "退出登录" */
  onLogout?: () => void
  /** the dialog opened or closed (or, when controlled, asks to) */
  onOpenChange?: (open: boolean) => void
  /** "个人中心" chosen; return false to handle the navigation yourself */
  onUserCenter?: () => unknown
}

export const USER_CENTER_PATH = '/userCenter'

// ---- one dialog answers the session's request ------------------------------------------------
// Several uncontrolled login widgets may sit on one page (a header and a mobile drawer); only the
// oldest mounted one opens for `showLogin`, so a 401 never stacks two dialogs.

const claims: ((holder: boolean) => void)[] = []

function useSessionDialogClaim(enabled: boolean): boolean {
  const [holder, setHolder] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const claim = (value: boolean) => setHolder(value)
    claims.push(claim)
    setHolder(claims[0] === claim)
    return () => {
      const at = claims.indexOf(claim)
      if (at >= 0) claims.splice(at, 1)
      if (at === 0) claims[0]?.(true)
      setHolder(false)
    }
  }, [enabled])
  return enabled && holder
}

// ---- the widget --------------------------------------------------------------------------------

/** Login/register dialog with its trigger: a "登录" button, or the user's avatar and menu. */
export function Login({
  theme,
  open,
  trigger = true,
  defaultMode = 'login',
  navigate = true,
  onLogin,
  onLogout,
  onOpenChange,
  onUserCenter,
}: LoginProps) {
  const controlled = open !== undefined
  const showLogin = useStore(sessionStore, (s) => s.showLogin)
  const user = useStore(sessionStore, (s) => (isLoggedIn(s) ? s.userInfo : null))
  const holder = useSessionDialogClaim(!controlled)
  const visible = controlled ? open : showLogin && holder

  const latest = useRef({ onOpenChange, controlled })
  latest.current = { onOpenChange, controlled }

  // A controlled parent hears about session requests (401, another widget) so it can open.
  useEffect(
    () =>
      sessionStore.subscribe((state, prev) => {
        if (state.showLogin && !prev.showLogin && latest.current.controlled)
          latest.current.onOpenChange?.(true)
      }),
    [],
  )

  // Uncontrolled: report every change of what is shown.
  const reported = useRef(visible)
  useEffect(() => {
    if (controlled || reported.current === visible) return
    reported.current = visible
    latest.current.onOpenChange?.(visible)
  }, [controlled, visible])

  const requestOpen = () => {
    if (controlled) onOpenChange?.(true)
    else sessionStore.getState().requestLogin()
  }
  const requestClose = () => {
    sessionStore.getState().closeLogin()
    if (controlled) onOpenChange?.(false)
  }

  const handleSuccess = (info: UserInfo | null) => {
    requestClose()
    if (info) onLogin?.(info)
  }

  const logout = () => {
    sessionStore.getState().logout()
    onLogout?.()
  }

  const openUserCenter = () => {
    const proceed = onUserCenter?.()
    if (proceed === false || !navigate) return
    globalThis.location?.assign(USER_CENTER_PATH)
  }

  return (
    <WidgetRoot theme={theme} css={[uiCss, fieldCss, loginCss]} className="xz-login">
      {trigger ? (
        <span className="xz-login__trigger" part="trigger">
          {user ? (
            <UserMenu user={user} onUserCenter={openUserCenter} onLogout={logout} />
          ) : (
            <Button variant="text" icon="user" onClick={requestOpen}>
              登录
            </Button>
          )}
        </span>
      ) : null}
      <Dialog
        open={visible}
        onClose={requestClose}
        width={400}
        className="xz-login__dialog"
        aria-label="登录或注册"
        showClose
      >
        {visible ? <AuthForm defaultMode={defaultMode} onSuccess={handleSuccess} /> : null}
      </Dialog>
      <Toaster />
    </WidgetRoot>
  )
}

// ---- logged-in trigger -------------------------------------------------------------------------

interface UserMenuProps {
  user: UserInfo
  onUserCenter: () => void
  onLogout: () => void
}

function UserMenu({ user, onUserCenter, onLogout }: UserMenuProps) {
  const name = user.nick_name || user.username
  const admin = user.role === ROLE_ADMIN
  return (
    <Popover
      placement="bottom-end"
      aria-label="用户菜单"
      className="xz-login__menu"
      content={(close) => (
        <div className="xz-login__menu-body">
          <div className="xz-login__menu-head">
            <Avatar src={user.avatar} name={name} size={40} />
            <div className="xz-login__menu-who">
              <span className="xz-login__menu-name">{name}</span>
              <span className="xz-login__menu-role">{admin ? '管理员' : `@${user.username}`}</span>
            </div>
          </div>
          <button
            type="button"
            className="xz-login__menu-item"
            onClick={() => {
              close()
              onUserCenter()
            }}
          >
            <Icon name="user" size={16} />
            个人中心
          </button>
          <button
            type="button"
            className="xz-login__menu-item xz-login__menu-item--danger"
            onClick={() => {
              close()
              onLogout()
            }}
          >
            <Icon name="logout" size={16} />
            退出登录
          </button>
        </div>
      )}
    >
      <Button variant="text" className="xz-login__user" aria-label={`${name}，打开用户菜单`}>
        {/* the avatar's initial would prefix the name, so the visible text would no longer start the label */}
        <span aria-hidden="true" style={{ display: 'contents' }}>
          <Avatar src={user.avatar} name={name} size={28} />
        </span>
        <span className="xz-login__user-name">{name}</span>
      </Button>
    </Popover>
  )
}

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
function AuthForm({ defaultMode, onSuccess }: AuthFormProps) {
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
  const alive = useRef(true)
  useEffect(
    () => () => {
      alive.current = false
    },
    [],
  )

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

      <FormField
        label="账号"
        htmlFor={ids.username}
        error={errors.username}
        errorId={`${ids.username}-error`}
      >
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
        <FormField
          label="昵称"
          hint="选填"
          htmlFor={ids.nick_name}
          error={errors.nick_name}
          errorId={`${ids.nick_name}-error`}
        >
          <input
            {...inputProps('nick_name')}
            className="xz-input"
            type="text"
            autoComplete="nickname"
            placeholder="大家怎么称呼你"
          />
        </FormField>
      ) : null}

      <FormField
        label="密码"
        htmlFor={ids.password}
        error={errors.password}
        errorId={`${ids.password}-error`}
      >
        <PasswordInput
          {...inputProps('password')}
          autoComplete={register ? 'new-password' : 'current-password'}
          placeholder={register ? '8-18 位，数字、字母、符号任意两种' : '密码'}
        />
      </FormField>

      {register ? (
        <FormField
          label="确认密码"
          htmlFor={ids.confirmPassword}
          error={errors.confirmPassword}
          errorId={`${ids.confirmPassword}-error`}
        >
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
        {shown ? <Icon name="eye" size={18} /> : <EyeOff />}
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
