import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure, resetConfig } from '../../core/config/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { createMemoryStorage, STORAGE_KEYS, setStorageBackend, storage } from '../../core/storage/index.ts'
import { MockFailure, mockFetch } from '../testing/mock-api.ts'
import { LAZY_LOAD } from '../testing/states.ts'
import { Login } from './Login.tsx'
import { Dialog } from '../ui/index.ts'
import { XIAOMING as xiaoming } from '../../core/testing/index.ts'

let requests: { method: string; path: string; body: unknown }[] = []

function useApi(overrides: Record<string, unknown> = {}) {
  requests = []
  configure({
    fetch: mockFetch(
      {
        'POST /api/user/login': ({ body }: { body: unknown }) => {
          const { password } = body as { password: string }
          return password === 'abc12345'
            ? { token: 'token-1', id: 2, username: 'xiaoming', role: 2 }
            : new MockFailure(400, '用户名或密码错误')
        },
        'POST /api/user/register': { id: 2, username: 'xiaoming' },
        'GET /api/user/getUserInfoById/*': xiaoming,
        ...overrides,
      },
      { onRequest: (method, path, body) => requests.push({ method, path, body }) },
    ),
  })
}

beforeEach(() => {
  setStorageBackend(createMemoryStorage())
  useApi()
  sessionStore.setState({ token: null, userInfo: null, hasToken: false, hasInfo: false, showLogin: false })
})

afterEach(() => {
  cleanup()
  resetConfig()
})

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '登录' }))
  // the dialog's frame, then the form, load on first use
  const dialog = await screen.findByRole('dialog', {}, LAZY_LOAD)
  await within(dialog).findByRole('heading', { name: /登录小站|注册/ }, LAZY_LOAD)
  return dialog
}

/** Renders the anonymous widget and opens its dialog from the 登录 button. */
async function openLogin() {
  const user = userEvent.setup()
  render(<Login />)
  return { user, dialog: await openDialog(user) }
}

// A page fetches the modal frame on the first opening (the tests that open one first wait for it);
// fetched ahead here, so any test may assert on the render right after an opening.
beforeAll(() => Dialog.preload())

describe('Login trigger and opening', () => {
  it('shows a 登录 button to anonymous visitors that opens the dialog', async () => {
    const user = userEvent.setup()
    render(<Login theme="light" />)
    const dialog = await openDialog(user)
    expect(within(dialog).getByRole('heading', { name: '登录小站' })).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByLabelText('账号'))
    expect(sessionStore.getState().showLogin).toBe(true)
  })

  it('opens by itself when the session asks for a login (401, another widget)', () => {
    render(<Login trigger={false} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => sessionStore.getState().requestLogin())
    expect(screen.getByRole('dialog')).toBeTruthy()
    act(() => sessionStore.getState().closeLogin())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('only one uncontrolled widget answers the session, so dialogs never stack', () => {
    render(
      <>
        <Login />
        <Login />
      </>,
    )
    act(() => sessionStore.getState().requestLogin())
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('closing with ✕ clears the request and reports it', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(<Login onOpenChange={onOpenChange} />)
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStore.getState().showLogin).toBe(false)
    expect(onOpenChange.mock.calls).toEqual([[true], [false]])
  })

  it('controlled: shows while open is true and asks to close through onOpenChange', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { rerender } = render(<Login open onOpenChange={onOpenChange} trigger={false} />)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.getByRole('dialog')).toBeTruthy() // the parent decides
    rerender(<Login open={false} onOpenChange={onOpenChange} trigger={false} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => sessionStore.getState().requestLogin())
    expect(onOpenChange).toHaveBeenLastCalledWith(true)
  })
})

describe('login form validation', () => {
  it('shows both messages under their fields on an empty submit', async () => {
    const { user, dialog } = await openLogin()
    await user.click(within(dialog).getByRole('button', { name: '登录' }))
    const username = within(dialog).getByLabelText('账号')
    const password = within(dialog).getByLabelText('密码')
    expect(within(dialog).getByText('请输入用户账号').id).toBe(username.getAttribute('aria-describedby'))
    expect(within(dialog).getByText('请输入用户密码').id).toBe(password.getAttribute('aria-describedby'))
    expect(username.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(username)
    expect(requests).toEqual([])
  })

  it('validates a field when it loses focus, and clears the message once fixed', async () => {
    const { user, dialog } = await openLogin()
    await user.click(within(dialog).getByLabelText('密码'))
    expect(within(dialog).getByText('请输入用户账号')).toBeTruthy()
    expect(within(dialog).queryByText('请输入用户密码')).toBeNull()
    await user.type(within(dialog).getByLabelText('账号'), 'x')
    expect(within(dialog).queryByText('请输入用户账号')).toBeNull()
  })
})

describe('register form validation', () => {
  it('toggles between login and register', async () => {
    const { user, dialog } = await openLogin()
    await user.click(within(dialog).getByRole('button', { name: '立即注册' }))
    expect(within(dialog).getByRole('heading', { name: '注册小站账号' })).toBeTruthy()
    expect(within(dialog).getByLabelText('确认密码')).toBeTruthy()
    expect(within(dialog).getByLabelText(/昵称/)).toBeTruthy()
    expect(within(dialog).queryByLabelText('记住我')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '去登录' }))
    expect(within(dialog).getByRole('heading', { name: '登录小站' })).toBeTruthy()
    expect(within(dialog).queryByLabelText('确认密码')).toBeNull()
  })

  it('shows the required messages under each field', async () => {
    const user = userEvent.setup()
    render(<Login defaultMode="register" />)
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: '注册' }))
    expect(within(dialog).getByText('请输入用户账号')).toBeTruthy()
    expect(within(dialog).getByText('请输入密码')).toBeTruthy()
    expect(within(dialog).getByText('请输入二次确认密码')).toBeTruthy()
    expect(requests).toEqual([])
  })

  it('shows the length, format and mismatch messages', async () => {
    const user = userEvent.setup()
    render(<Login defaultMode="register" />)
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('账号'), 'abc')
    await user.type(within(dialog).getByLabelText('密码'), '12345678')
    await user.type(within(dialog).getByLabelText('确认密码'), 'abc12346')
    await user.tab() // to its show-password button: still in the field
    expect(within(dialog).queryByText('两次密码不一致')).toBeNull()
    await user.tab()
    expect(within(dialog).getByText('用户账号长度应该在5-16之间')).toBeTruthy()
    expect(within(dialog).getByText('密码格式应为8-18位数字、字母、符号的任意两种组合')).toBeTruthy()
    expect(within(dialog).getByText('两次密码不一致')).toBeTruthy()
  })

  it('registers without a nickname (optional), logs in automatically and closes', async () => {
    const user = userEvent.setup()
    const onLogin = vi.fn()
    render(<Login defaultMode="register" onLogin={onLogin} />)
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('账号'), 'xiaoming')
    await user.type(within(dialog).getByLabelText('密码'), 'abc12345')
    await user.type(within(dialog).getByLabelText('确认密码'), 'abc12345{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.map((r) => r.path)).toEqual([
      '/api/user/register',
      '/api/user/login',
      '/api/user/getUserInfoById/2',
    ])
    expect(requests[0]?.body).toEqual({ username: 'xiaoming', password: 'abc12345' })
    expect(onLogin).toHaveBeenCalledWith(xiaoming)
    expect(screen.getByText('自动登录成功')).toBeTruthy()
  })
})

describe('logging in', () => {
  it('Enter submits; success closes the dialog, emits the user and shows the avatar', async () => {
    const user = userEvent.setup()
    const onLogin = vi.fn()
    render(<Login onLogin={onLogin} />)
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('账号'), 'xiaoming')
    await user.type(within(dialog).getByLabelText('密码'), 'abc12345{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests[0]?.body).toEqual({ username: 'xiaoming', password: 'abc12345', remember: false })
    expect(onLogin).toHaveBeenCalledWith(xiaoming)
    expect(screen.getByText('登录成功')).toBeTruthy()
    expect(screen.getByRole('button', { name: /小明/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull()
  })

  it('keeps the dialog open when the server refuses, showing its message', async () => {
    const { user, dialog } = await openLogin()
    await user.type(within(dialog).getByLabelText('账号'), 'xiaoming')
    await user.type(within(dialog).getByLabelText('密码'), 'wrong-pass{Enter}')
    await screen.findByText('用户名或密码错误')
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '登录' }).getAttribute('aria-busy')).toBeNull()
  })

  it('shows the submit button as loading while the request runs', async () => {
    const user = userEvent.setup()
    useApi({ 'POST /api/user/login': () => new Promise(() => {}) })
    render(<Login />)
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('账号'), 'xiaoming')
    await user.type(within(dialog).getByLabelText('密码'), 'abc12345')
    const submit = within(dialog).getByRole('button', { name: '登录' })
    await user.click(submit)
    expect(submit.getAttribute('aria-busy')).toBe('true')
    await user.click(submit)
    expect(requests).toHaveLength(1)
  })

  it('prefills the remembered username with 记住我 ticked, and asks for a long token', async () => {
    storage.setItem(STORAGE_KEYS.loginForm, { username: 'xiaoming' })
    const { user, dialog } = await openLogin()
    expect((within(dialog).getByLabelText('账号') as HTMLInputElement).value).toBe('xiaoming')
    expect((within(dialog).getByLabelText('记住我') as HTMLInputElement).checked).toBe(true)
    await user.type(within(dialog).getByLabelText('密码'), 'abc12345{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests[0]?.body).toEqual({ username: 'xiaoming', password: 'abc12345', remember: true })
  })

  it('toggles the password visibility', async () => {
    const { user, dialog } = await openLogin()
    const password = within(dialog).getByLabelText('密码') as HTMLInputElement
    const toggle = within(dialog).getByRole('button', { name: '显示密码' })
    expect(password.type).toBe('password')
    await user.click(toggle)
    expect(password.type).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    await user.click(toggle)
    expect(password.type).toBe('password')
  })
})

describe('logged in', () => {
  beforeEach(() => {
    sessionStore.setState({ token: 't', userInfo: xiaoming, hasToken: true, hasInfo: true })
  })

  it('the user button reads as its label: the visible name starts it, the avatar adds nothing', () => {
    render(<Login />)
    const button = screen.getByRole('button', { name: '小明，打开用户菜单' })
    expect(within(button).queryByRole('img')).toBeNull()
  })

  it('logs out from the menu: session cleared, "退出成功", xz-logout', async () => {
    const user = userEvent.setup()
    const onLogout = vi.fn()
    render(<Login onLogout={onLogout} />)
    await user.click(screen.getByRole('button', { name: /小明/ }))
    await user.click(await screen.findByRole('button', { name: '退出登录' }))
    expect(sessionStore.getState().token).toBeNull()
    expect(onLogout).toHaveBeenCalledOnce()
    expect(screen.getByText('退出成功')).toBeTruthy()
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy()
  })

  it('个人中心 asks the callback first; false keeps the widget from navigating', async () => {
    const user = userEvent.setup()
    const onUserCenter = vi.fn(() => false)
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    render(<Login onUserCenter={onUserCenter} />)
    await user.click(screen.getByRole('button', { name: /小明/ }))
    await user.click(await screen.findByRole('button', { name: '个人中心' }))
    expect(onUserCenter).toHaveBeenCalledOnce()
    expect(assign).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: /小明/ }))
    onUserCenter.mockReturnValue(undefined as unknown as false)
    await user.click(screen.getByRole('button', { name: '个人中心' }))
    expect(assign).toHaveBeenCalledWith('/userCenter')
    assign.mockRestore()
  })
})
