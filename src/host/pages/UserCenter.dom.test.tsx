import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure } from '../../core/config/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { VALIDATE_MSG } from '../../core/validate/index.ts'
import { PASSWORD_MSG } from './parts/password-form.ts'
import {
  type Call,
  callsTo,
  collectToasts,
  DEMO_USER,
  mockApi,
  renderAt,
  setSession,
} from './parts/testing.tsx'
import UserCenter from './UserCenter.tsx'

let calls: Call[] = []

function mount() {
  calls = mockApi({
    'PUT /api/user/updatePassword': true,
    'PUT /api/user/updateOwnUserInfo': ({ body }: { body: unknown }) => ({
      ...DEMO_USER,
      ...(body as object),
    }),
    'POST /api/message/getMessageList': { current: 1, size: 10, total: 0, list: [] },
  })
  const user = userEvent.setup()
  renderAt(<UserCenter />, '/userCenter')
  return user
}

async function openPasswordTab() {
  setSession(DEMO_USER)
  const user = mount()
  await user.click(screen.getByRole('tab', { name: '修改密码' }))
  const fields = {
    old: screen.getByLabelText('原密码'),
    next: screen.getByLabelText('新密码'),
    confirm: screen.getByLabelText('确认新密码'),
    submit: screen.getByRole('button', { name: '修改密码' }),
  }
  return { user, ...fields }
}

const puts = () => callsTo(calls, 'PUT', '/api/user/updatePassword')

beforeEach(() => setSession(null))
afterEach(() => {
  cleanup()
  configure({ fetch: undefined })
  setSession(null)
})

describe('UserCenter', () => {
  it('asks a visitor to log in', async () => {
    const user = mount()
    expect(screen.getByText('登录后才能查看个人中心')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
    await user.click(screen.getByRole('button', { name: '立即登录' }))
    expect(sessionStore.getState().showLogin).toBe(true)
  })

  it('shows the profile with the nick name and account', () => {
    setSession(DEMO_USER)
    mount()
    expect(screen.getByRole('heading', { name: /演示用户/ })).toBeTruthy()
    expect(screen.getByText('账号：demo_user')).toBeTruthy()
    expect((screen.getByLabelText('昵称') as HTMLInputElement).value).toBe('演示用户')
  })
})

describe('UserCenter — change password', () => {
  it('requires all three fields', async () => {
    const { user, submit } = await openPasswordTab()
    await user.click(submit)
    expect(screen.getByText(PASSWORD_MSG.oldRequired)).toBeTruthy()
    expect(screen.getByText(VALIDATE_MSG.passwordRequired)).toBeTruthy()
    expect(screen.getByText(VALIDATE_MSG.confirmRequired)).toBeTruthy()
    expect(puts()).toHaveLength(0)
  })

  it('applies the register rules to the new password', async () => {
    const { user, old, next, confirm, submit } = await openPasswordTab()
    await user.type(old, 'Demo_2024')
    // one kind of character only
    await user.type(next, '12345678')
    await user.type(confirm, '12345678')
    await user.click(submit)
    expect(screen.getByText(VALIDATE_MSG.passwordFormat)).toBeTruthy()
    // too short
    await user.clear(next)
    await user.type(next, 'ab12')
    expect(screen.getByText(VALIDATE_MSG.passwordFormat)).toBeTruthy()
    // the same as the old one
    await user.clear(next)
    await user.type(next, 'Demo_2024')
    expect(screen.getByText(PASSWORD_MSG.sameAsOld)).toBeTruthy()
    // confirmation differs
    await user.clear(next)
    await user.type(next, 'NewPass_2025')
    expect(screen.getByText(VALIDATE_MSG.confirmMismatch)).toBeTruthy()
    await user.click(submit)
    expect(puts()).toHaveLength(0)
  })

  it('sends old, new and confirmation, then clears the form', async () => {
    const { toasts, stop } = collectToasts()
    const { user, old, next, confirm, submit } = await openPasswordTab()
    await user.type(old, 'Demo_2024')
    await user.type(next, 'NewPass_2025')
    await user.type(confirm, 'NewPass_2025')
    await user.click(submit)
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]?.body).toEqual({
      password: 'Demo_2024',
      password1: 'NewPass_2025',
      password2: 'NewPass_2025',
    })
    await waitFor(() => expect((old as HTMLInputElement).value).toBe(''))
    expect(toasts.map((t) => t.title)).toContain(PASSWORD_MSG.changed)
    stop()
  })
})
