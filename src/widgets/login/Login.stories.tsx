import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, userEvent, within } from 'storybook/test'
import { configure } from '../../core/config/index.ts'
import type { UserInfo } from '../../core/contract/index.ts'
import { STORAGE_KEYS, storage } from '../../core/storage/index.ts'
import { forever, MockFailure, type MockRoute, mockFetch } from '../testing/mock-api.ts'
import { elementInStoryHeader, inStoryHeader, setStorySession } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import './element.ts'
import { Login, type LoginProps } from './Login.tsx'
import { ADMIN as OWNER, XIAOMING as USER, face } from '../../core/testing/index.ts'

// Every story runs without a server: the session is set directly and HTTP goes to mockFetch.

const ADMIN: UserInfo = { ...OWNER, avatar: face(210) }

interface Scene {
  who?: 'anonymous' | 'user' | 'admin'
  /** the session asks for the login dialog (as a 401 would) */
  requested?: boolean
  remembered?: string
  login?: MockRoute
}

function setup({ who = 'anonymous', requested = false, remembered, login }: Scene): void {
  configure({
    fetch: mockFetch(
      {
        'POST /api/user/login': login ?? { token: 'demo-token', id: 2, username: 'xiaoming', role: 2 },
        'POST /api/user/register': { id: 2, username: 'xiaoming' },
        'GET /api/user/getUserInfoById/*': USER,
      },
      { delayMs: 400 },
    ),
  })
  if (remembered) storage.setItem(STORAGE_KEYS.loginForm, { username: remembered })
  else storage.removeItem(STORAGE_KEYS.loginForm)
  const info = who === 'user' ? USER : who === 'admin' ? ADMIN : null
  setStorySession(info, requested)
}

const scene = (s: Scene): Pick<Story, 'beforeEach'> => ({ beforeEach: () => setup(s) })

const meta = {
  title: 'Widgets/Login',
  component: Login,
  parameters: { layout: 'fullscreen' },
  args: { onLogin: fn(), onLogout: fn(), onOpenChange: fn(), onUserCenter: fn(() => false) },
  render: inStoryHeader<LoginProps>(Login),
} satisfies Meta<typeof Login>

export default meta
type Story = StoryObj<typeof meta>

/** The trigger a visitor sees. */
export const Anonymous: Story = { ...scene({}) }

/** The dialog as a 401 or another widget's requestLogin opens it. */
export const LoginDialog: Story = { ...scene({ requested: true }) }

export const LoginDialogMobile: Story = { ...scene({ requested: true }), globals: MOBILE }

/** "记住我" was ticked last time: the username is filled in. */
export const Remembered: Story = { ...scene({ requested: true, remembered: 'xiaoming' }) }

export const Register: Story = { ...scene({ requested: true }), args: { defaultMode: 'register' } }

export const RegisterMobile: Story = { ...Register, globals: MOBILE }

/** Submitted empty: every message under its field. */
export const LoginValidation: Story = {
  ...scene({ requested: true }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }))
  },
}

/** Too short, wrong format, mismatched: the register rules (docs/api.md §3). */
export const RegisterValidation: Story = {
  ...scene({ requested: true }),
  args: { defaultMode: 'register' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('账号'), 'abc')
    await userEvent.type(within(dialog).getByLabelText('密码'), '12345678')
    await userEvent.type(within(dialog).getByLabelText('确认密码'), '1234')
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }))
  },
}

export const RegisterValidationMobile: Story = { ...RegisterValidation, globals: MOBILE }

/** Submitted empty in register mode: the three required messages. */
export const RegisterRequired: Story = {
  ...scene({ requested: true }),
  args: { defaultMode: 'register' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }))
  },
}

/** The request is on its way: the submit button spins. */
export const Submitting: Story = {
  ...scene({ requested: true, remembered: 'xiaoming', login: forever }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('密码'), 'abc12345')
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }))
  },
}

/** The server refuses: its message as an error toast, the dialog stays. */
export const LoginFails: Story = {
  ...scene({ requested: true, remembered: 'xiaoming', login: new MockFailure(400, '用户名或密码错误') }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('密码'), 'wrong-pass{Enter}')
  },
}

/** Logged in: the avatar and its menu. */
export const User: Story = {
  ...scene({ who: 'user' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /小明/ }))
  },
}

export const UserMobile: Story = { ...User, globals: MOBILE }

export const Admin: Story = {
  ...scene({ who: 'admin' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /站长/ }))
  },
}

/** Controlled by the host, without a trigger (e.g. opened from a mobile drawer's avatar). */
export const Controlled: Story = { ...scene({}), args: { open: true, trigger: false } }

/** The custom element <xz-login> itself (shadow DOM), opened by the session's request. */
export const AsElement: Story = {
  ...scene({ requested: true }),
  render: elementInStoryHeader('xz-login'),
}
