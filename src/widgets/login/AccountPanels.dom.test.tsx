import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure } from '../../core/config/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { VALIDATE_MSG } from '../../core/validate/index.ts'
import { type Call, callsTo, mockApi } from '../testing/mock-api.ts'
import { collectToasts, setSession } from '../testing/session.ts'
import { PASSWORD_CHANGED, PasswordPanel } from './PasswordPanel.tsx'
import { PROFILE_SAVED, ProfilePanel } from './ProfilePanel.tsx'
import { XIAOMING } from '../../core/testing/index.ts'

let calls: Call[] = []

beforeEach(() => {
  setSession(XIAOMING)
  calls = mockApi({
    'PUT /api/user/updatePassword': true,
    'PUT /api/user/updateOwnUserInfo': ({ body }: { body: unknown }) => ({
      ...XIAOMING,
      ...(body as object),
    }),
  })
})
afterEach(() => {
  cleanup()
  configure({ fetch: undefined })
  setSession(null)
})

describe('ProfilePanel', () => {
  const mount = () => {
    const user = userEvent.setup()
    render(<ProfilePanel me={XIAOMING} />)
    return {
      user,
      nick: screen.getByLabelText('昵称') as HTMLInputElement,
      save: screen.getByRole('button', { name: '保存资料' }),
    }
  }

  it('starts from the stored nick name and shows the account', () => {
    const { nick, save } = mount()
    expect(nick.value).toBe('小明')
    expect(screen.getByText('xiaoming')).toBeTruthy()
    // nothing changed yet, nothing to save
    expect((save as HTMLButtonElement).disabled).toBe(true)
  })

  it('will not save a blank nick name', async () => {
    const { user, nick, save } = mount()
    await user.clear(nick)
    await user.type(nick, '   ')
    await user.click(save)
    expect(screen.getByText(VALIDATE_MSG.nickNameRequired)).toBeTruthy()
    expect(nick.getAttribute('aria-invalid')).toBe('true')
    expect(callsTo(calls, 'PUT', '/api/user/updateOwnUserInfo')).toHaveLength(0)
  })

  it('saves the trimmed nick name and updates the session', async () => {
    const { toasts, stop } = collectToasts()
    const { user, nick, save } = mount()
    await user.clear(nick)
    await user.type(nick, ' 小明同学 ')
    await user.click(save)
    await waitFor(() => expect(sessionStore.getState().userInfo?.nick_name).toBe('小明同学'))
    expect(callsTo(calls, 'PUT', '/api/user/updateOwnUserInfo')[0]?.body).toEqual({
      nick_name: '小明同学',
      avatar: '',
    })
    expect(toasts.map((t) => t.title)).toContain(PROFILE_SAVED)
    stop()
  })
})

describe('PasswordPanel', () => {
  const mount = () => {
    const user = userEvent.setup()
    render(<PasswordPanel />)
    return {
      user,
      old: screen.getByLabelText('原密码') as HTMLInputElement,
      next: screen.getByLabelText('新密码') as HTMLInputElement,
      confirm: screen.getByLabelText('确认新密码') as HTMLInputElement,
      submit: screen.getByRole('button', { name: '修改密码' }),
    }
  }
  const puts = () => callsTo(calls, 'PUT', '/api/user/updatePassword')

  it('requires all three fields', async () => {
    const { user, submit } = mount()
    await user.click(submit)
    expect(screen.getByText(VALIDATE_MSG.oldPasswordRequired)).toBeTruthy()
    expect(screen.getByText(VALIDATE_MSG.passwordRequired)).toBeTruthy()
    expect(screen.getByText(VALIDATE_MSG.confirmRequired)).toBeTruthy()
    expect(puts()).toHaveLength(0)
  })

  it('applies the register rules to the new password', async () => {
    const { user, old, next, confirm, submit } = mount()
    await user.type(old, 'Demo_2024')
    // one kind of character only
    await user.type(next, '12345678')
    await user.type(confirm, '12345678')
    await user.click(submit)
    expect(screen.getByText(VALIDATE_MSG.passwordFormat)).toBeTruthy()
    expect(next.getAttribute('aria-invalid')).toBe('true')
    // too short
    await user.clear(next)
    await user.type(next, 'ab12')
    expect(screen.getByText(VALIDATE_MSG.passwordFormat)).toBeTruthy()
    // the same as the old one
    await user.clear(next)
    await user.type(next, 'Demo_2024')
    expect(screen.getByText(VALIDATE_MSG.sameAsOldPassword)).toBeTruthy()
    // confirmation differs
    await user.clear(next)
    await user.type(next, 'NewPass_2025')
    expect(screen.getByText(VALIDATE_MSG.confirmMismatch)).toBeTruthy()
    await user.click(submit)
    expect(puts()).toHaveLength(0)
  })

  it('sends old, new and confirmation, then clears the form', async () => {
    const { toasts, stop } = collectToasts()
    const { user, old, next, confirm, submit } = mount()
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
    await waitFor(() => expect(old.value).toBe(''))
    expect(toasts.map((t) => t.title)).toContain(PASSWORD_CHANGED)
    stop()
  })
})
