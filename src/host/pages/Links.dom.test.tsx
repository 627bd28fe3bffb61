import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure } from '../../core/config/index.ts'
import type { FriendLink } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import Links from './Links.tsx'
import { LINK_MSG } from './parts/link-form.ts'
import {
  type Call,
  callsTo,
  collectToasts,
  DEMO_USER,
  mockApi,
  renderAt,
  setSession,
} from './parts/testing.tsx'

function link(id: number): FriendLink {
  return {
    id,
    site_name: `朋友的博客${id}`,
    site_desc: `第 ${id} 位朋友`,
    site_avatar: '',
    url: `https://friend${id}.example.com/`,
    status: 2,
    createdAt: '2024-01-01T00:00:00.000Z',
  }
}

const ALL = Array.from({ length: 15 }, (_, i) => link(i + 1))

let calls: Call[] = []

function mount() {
  calls = mockApi({
    'POST /api/links/getLinksList': ({ body }: { body: unknown }) => {
      const { current, size } = body as { current: number; size: number }
      return { current, size, total: ALL.length, list: ALL.slice((current - 1) * size, current * size) }
    },
    'GET /api/config': {
      blog_name: '小站',
      personal_say: '把踩过的坑写下来',
      blog_avatar: '/seed/avatars/blog.png',
    },
    'POST /api/links/add': ({ body }: { body: unknown }) => ({
      ...(body as object),
      id: 99,
      status: 1,
      createdAt: '2024-05-01T00:00:00.000Z',
    }),
  })
  const user = userEvent.setup()
  renderAt(<Links />, '/link/list')
  return user
}

beforeEach(() => setSession(null))
afterEach(() => {
  cleanup()
  configure({ fetch: undefined })
  setSession(null)
})

describe('Links page', () => {
  it('shows approved links as external cards, 12 a page', async () => {
    const user = mount()
    const first = await screen.findByRole('link', { name: /朋友的博客1\b/ })
    expect(first.getAttribute('href')).toBe('https://friend1.example.com/')
    expect(first.getAttribute('target')).toBe('_blank')
    expect(first.getAttribute('rel')).toContain('noopener')
    expect(screen.queryByText('朋友的博客13')).toBeNull()
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await screen.findByText('朋友的博客13')
    expect(callsTo(calls, 'POST', '/api/links/getLinksList').map((c) => c.body)).toEqual([
      { current: 1, size: 12 },
      { current: 2, size: 12 },
    ])
    // this site's own card for exchanging links
    expect(await screen.findByText('把踩过的坑写下来')).toBeTruthy()
  })

  it('asks an anonymous visitor to log in instead of opening the application', async () => {
    const user = mount()
    await screen.findByText('朋友的博客1')
    expect(sessionStore.getState().showLogin).toBe(false)
    await user.click(screen.getAllByRole('button', { name: '申请友链' })[0] as HTMLElement)
    expect(sessionStore.getState().showLogin).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('validates every field before anything is sent', async () => {
    setSession(DEMO_USER)
    const user = mount()
    await screen.findByText('朋友的博客1')
    await user.click(screen.getAllByRole('button', { name: '申请友链' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: '申请友链' })
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }))
    expect(within(dialog).getByText(LINK_MSG.nameRequired)).toBeTruthy()
    expect(within(dialog).getByText(LINK_MSG.descRequired)).toBeTruthy()
    expect(within(dialog).getByText(LINK_MSG.urlRequired)).toBeTruthy()

    await user.type(within(dialog).getByLabelText(/网站名称/), '我的小站')
    await user.type(within(dialog).getByLabelText(/网站描述/), '写点前端')
    await user.type(within(dialog).getByLabelText(/网站地址/), 'my.example.com')
    await user.type(within(dialog).getByLabelText(/网站头像/), 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }))
    expect(within(dialog).queryByText(LINK_MSG.nameRequired)).toBeNull()
    expect(within(dialog).getByText(LINK_MSG.urlFormat)).toBeTruthy()
    expect(within(dialog).getByText(LINK_MSG.avatarFormat)).toBeTruthy()
    expect(callsTo(calls, 'POST', '/api/links/add')).toHaveLength(0)
  })

  it('sends a valid application and tells the user it waits for review', async () => {
    setSession(DEMO_USER)
    const { toasts, stop } = collectToasts()
    const user = mount()
    await screen.findByText('朋友的博客1')
    await user.click(screen.getAllByRole('button', { name: '申请友链' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: '申请友链' })
    await user.type(within(dialog).getByLabelText(/网站名称/), ' 我的小站 ')
    await user.type(within(dialog).getByLabelText(/网站描述/), '写点前端')
    await user.type(within(dialog).getByLabelText(/网站头像/), 'https://my.example.com/a.png')
    await user.type(within(dialog).getByLabelText(/网站地址/), 'https://my.example.com')
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(calls, 'POST', '/api/links/add').map((c) => c.body)).toEqual([
      {
        site_name: '我的小站',
        site_desc: '写点前端',
        site_avatar: 'https://my.example.com/a.png',
        url: 'https://my.example.com',
      },
    ])
    expect(toasts.map((t) => t.title)).toContain('申请已提交，等待站长审核')
    stop()
  })
})
