import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure } from '../../core/config/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { mockApi } from '../../widgets/testing/mock-api.ts'
import { setSession } from '../../widgets/testing/session.ts'
import { renderAt } from '../testing.tsx'
import UserCenter from './UserCenter.tsx'
import { XIAOMING } from '../../core/testing/index.ts'

function mount() {
  mockApi({
    'POST /api/message/getMessageList': { current: 1, size: 10, total: 0, list: [] },
    'POST /api/links/getLinksList': { current: 1, size: 10, total: 0, list: [] },
    'GET /api/notice/email': { email: '', confirmed: false },
    'PUT /api/notice/email': ({ body }: { body: unknown }) => ({
      email: (body as { email: string }).email,
      confirmed: false,
    }),
  })
  const user = userEvent.setup()
  renderAt(<UserCenter />, '/userCenter')
  return user
}

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
    setSession(XIAOMING)
    mount()
    expect(screen.getByRole('heading', { name: /小明/ })).toBeTruthy()
    expect(screen.getByText('账号：xiaoming')).toBeTruthy()
    expect((screen.getByLabelText('昵称') as HTMLInputElement).value).toBe('小明')
  })

  it('moves between the tabs with the arrow keys, each showing its panel', async () => {
    setSession(XIAOMING)
    const user = mount()
    const profile = screen.getByRole('tab', { name: '基本资料' })
    expect(profile.getAttribute('aria-selected')).toBe('true')
    profile.focus()
    await user.keyboard('{ArrowRight}')
    const password = screen.getByRole('tab', { name: '修改密码' })
    expect(password.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(password)
    expect(screen.getByRole('form', { name: '修改密码' })).toBeTruthy()
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: '我的友链' }).getAttribute('aria-selected')).toBe('true')
  })

  it('adds an e-mail for notices, which waits for its confirmation link', async () => {
    setSession(XIAOMING)
    const user = mount()
    await user.click(screen.getByRole('tab', { name: '邮件通知' }))
    const form = await screen.findByRole('form', { name: '邮件通知' })
    await user.type(screen.getByLabelText('邮箱'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: '发送确认邮件' }))
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy()
    await user.clear(screen.getByLabelText('邮箱'))
    await user.type(screen.getByLabelText('邮箱'), 'xiaoming@example.com')
    await user.click(screen.getByRole('button', { name: '发送确认邮件' }))
    expect((await screen.findByRole('status')).textContent).toContain('xiaoming@example.com（待确认')
    expect(form).toBeTruthy()
  })
})
