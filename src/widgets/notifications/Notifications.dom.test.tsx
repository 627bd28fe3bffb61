import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetConfig } from '../../core/config/index.ts'
import type { Notify } from '../../core/contract/index.ts'
import type { RenderableMessage } from '../../core/notify/index.ts'
import { notifyStore } from '../../core/notify/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { createMemoryStorage, setStorageBackend } from '../../core/storage/index.ts'
import { forever, type MockRoute } from '../testing/mock-api.ts'
import { MockFailure } from '../testing/mock-api.ts'
import { fakeNotifyApi, pagedNotices } from './fixtures.ts'
import { Notifications, NOTIFY_REFRESH_MS } from './Notifications.tsx'
import { LAZY_LOAD } from '../testing/states.ts'
import { XIAOMING as user } from '../../core/testing/index.ts'

// happy-dom is a DOM DOMPurify cannot trust, so core/notify always answers text there. To see
// what the widget does with sanitised markup, a test can stand in for the core's verdict.
const markup = vi.hoisted(() => ({ override: null as ((message: string) => RenderableMessage) | null }))
vi.mock('../../core/notify/markup.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/notify/markup.ts')>()
  return {
    ...real,
    renderableMessage: (message: string) => markup.override?.(message) ?? real.renderableMessage(message),
  }
})

const row = (id: number, over: Partial<Notify> = {}): Notify => ({
  id,
  message: `消息 ${id}`,
  type: 1,
  to_id: 100 + id,
  isView: 1,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
})

let requests: { method: string; path: string; body: unknown }[] = []

function useApi(list: MockRoute) {
  requests = []
  fakeNotifyApi(list, { onRequest: (method, path, body) => requests.push({ method, path, body }) })
}

const logIn = () => sessionStore.setState({ token: 't', userInfo: user, hasToken: true, hasInfo: true })

beforeEach(() => {
  setStorageBackend(createMemoryStorage())
  markup.override = null
  notifyStore.getState().reset()
  logIn()
})

afterEach(() => {
  cleanup()
  resetConfig()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const bell = () => screen.getByRole('button', { name: '我的消息' })
const badge = () => document.querySelector('[data-badge]')

async function openDrawer(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('button', { name: '我的消息' }))
  // the drawer's frame arrives when it first opens
  return screen.findByRole('dialog', { name: '我的消息' }, LAZY_LOAD)
}

describe('the bell', () => {
  it('is hidden from anonymous visitors', () => {
    sessionStore.setState({ token: null, userInfo: null, hasToken: false, hasInfo: false })
    useApi(pagedNotices([]))
    render(<Notifications />)
    expect(screen.queryByRole('button', { name: '我的消息' })).toBeNull()
    expect(requests).toEqual([])
  })

  it('counts 9 unread as "9"', async () => {
    useApi(pagedNotices(Array.from({ length: 9 }, (_, i) => row(i + 1))))
    render(<Notifications />)
    await waitFor(() => expect(badge()?.textContent).toBe('9'))
    expect(bell()).toBeTruthy()
  })

  it('counts 10 unread as "9+"', async () => {
    useApi(pagedNotices(Array.from({ length: 12 }, (_, i) => row(i + 1))))
    render(<Notifications />)
    await waitFor(() => expect(badge()?.textContent).toBe('9+'))
  })

  it('shows no badge when everything is read', async () => {
    useApi(pagedNotices([row(1, { isView: 2 })]))
    render(<Notifications />)
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(badge()).toBeNull()
  })

  it('loads the count when the session logs in', async () => {
    sessionStore.setState({ token: null, userInfo: null, hasToken: false, hasInfo: false })
    useApi(pagedNotices([row(1), row(2)]))
    render(<Notifications />)
    expect(requests).toEqual([])
    act(() => logIn())
    await waitFor(() => expect(badge()?.textContent).toBe('2'))
    expect(requests[0]?.body).toEqual({ current: 1, size: 10, userId: 2 })
  })

  it('refreshes the count every minute while the page is visible', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    useApi(pagedNotices([row(1)]))
    render(<Notifications />)
    await waitFor(() => expect(requests).toHaveLength(1))
    await act(async () => {
      vi.advanceTimersByTime(NOTIFY_REFRESH_MS)
    })
    await waitFor(() => expect(requests).toHaveLength(2))
  })
})

describe('the drawer', () => {
  it('is titled 我的消息, 40% wide on desktop and 80% on mobile', async () => {
    useApi(pagedNotices([row(1)]))
    const u = userEvent.setup()
    render(<Notifications />)
    const drawer = await openDrawer(u)
    expect(drawer.style.getPropertyValue('--xz-drawer-width')).toBe('40%')
    expect(drawer.style.getPropertyValue('--xz-drawer-mobile-width')).toBe('80%')
    expect(await within(drawer).findByText('消息 1')).toBeTruthy()
    expect(within(drawer).getByText('5分钟前')).toBeTruthy()
    expect(within(drawer).getByText('未读：')).toBeTruthy()
  })

  it('footer: "点击加载更多～" loads the next page, then "已经到底啦"', async () => {
    useApi(pagedNotices(Array.from({ length: 15 }, (_, i) => row(i + 1))))
    const u = userEvent.setup()
    render(<Notifications />)
    const drawer = await openDrawer(u)
    const more = await within(drawer).findByRole('button', { name: '点击加载更多～' })
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(10)
    await u.click(more)
    const end = await within(drawer).findByRole('button', { name: '已经到底啦' })
    expect((end as HTMLButtonElement).disabled).toBe(true)
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(15)
    expect(requests.at(-1)?.body).toEqual({ current: 2, size: 10, userId: 2 })
  })

  it('asks "确定删除吗?" before deleting, then removes the row and says 删除成功', async () => {
    useApi(pagedNotices([row(1), row(2)]))
    const u = userEvent.setup()
    render(<Notifications />)
    const drawer = await openDrawer(u)
    const first = (await within(drawer).findByText('消息 1')).closest('li') as HTMLElement
    await u.click(within(first).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('确定删除吗?')).toBeTruthy()
    await u.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(requests.some((r) => r.path.startsWith('/api/notify/delete'))).toBe(false)
    expect(within(drawer).getByText('消息 1')).toBeTruthy()

    await u.click(within(first).getByRole('button', { name: '删除' }))
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(within(drawer).queryByText('消息 1')).toBeNull())
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/notify/delete/1' })
    expect(screen.getByText('删除成功')).toBeTruthy()
  })

  it.each([
    [1, { kind: 'route', path: '/article?id=107' }],
    [2, { kind: 'route', path: '/talk?id=107' }],
    [3, { kind: 'route', path: '/message/list' }],
  ] as const)(
    'type %i: 查看 marks it read, closes the drawer and goes to its page',
    async (type, decision) => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
      const onNavigate = vi.fn()
      useApi(pagedNotices([row(7, { type })]))
      const u = userEvent.setup()
      render(<Notifications onNavigate={onNavigate} />)
      const drawer = await openDrawer(u)
      await within(drawer).findByText('消息 7')
      await u.click(within(drawer).getByRole('button', { name: '查看' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onNavigate).toHaveBeenCalledWith(decision)
      expect(assign).toHaveBeenCalledWith(decision.path)
      await waitFor(() => expect(notifyStore.getState().list[0]?.isView).toBe(2))
      expect(requests).toContainEqual({ method: 'PUT', path: '/api/notify/update/7', body: null })
      expect(badge()).toBeNull()
    },
  )

  it('type 4 opens the admin site in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    useApi(pagedNotices([row(8, { type: 4, isView: 2 })]))
    const u = userEvent.setup()
    render(<Notifications />)
    const drawer = await openDrawer(u)
    await within(drawer).findByText('消息 8')
    await u.click(within(drawer).getByRole('button', { name: '查看' }))
    expect(open).toHaveBeenCalledWith('https://admin.example.com', '_blank', 'noopener')
    // already read: no update call
    expect(requests.some((r) => r.path.startsWith('/api/notify/update'))).toBe(false)
  })

  it('a callback returning false (a cancelled xz-navigate) keeps the widget from navigating', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    useApi(pagedNotices([row(1)]))
    const u = userEvent.setup()
    render(<Notifications onNavigate={() => false} />)
    const drawer = await openDrawer(u)
    await within(drawer).findByText('消息 1')
    await u.click(within(drawer).getByRole('button', { name: '查看' }))
    expect(assign).not.toHaveBeenCalled()
  })

  it('shows unsafe markup as text', async () => {
    const unsafe = '<b>小黑</b> 回复了你 <img src=x onerror=alert(1)>'
    useApi(pagedNotices([row(1, { message: unsafe })]))
    const u = userEvent.setup()
    render(<Notifications />)
    const drawer = await openDrawer(u)
    const message = await within(drawer).findByText(unsafe)
    expect(message.querySelector('img, b')).toBeNull()
  })

  it('renders the markup the core sanitised as markup, and only that', async () => {
    markup.override = (message) =>
      message.startsWith('<b>') ? { html: '<b>小红</b> 评论了你的文章' } : { text: message }
    useApi(pagedNotices([row(1, { message: '<b>小红</b> 评论了你的文章<script>x()</script>' }), row(2)]))
    const u = userEvent.setup()
    render(<Notifications />)
    const drawer = await openDrawer(u)
    const bold = await within(drawer).findByText('小红')
    expect(bold.tagName).toBe('B')
    expect(drawer.querySelector('script')).toBeNull()
    expect(within(drawer).getByText('消息 2')).toBeTruthy()
  })

  it('shows loading, then empty', async () => {
    useApi(forever)
    const u = userEvent.setup()
    render(<Notifications />)
    const drawer = await openDrawer(u)
    expect(within(drawer).getByText('加载中…')).toBeTruthy()
    cleanup()
    notifyStore.getState().reset()
    useApi(pagedNotices([]))
    render(<Notifications open />)
    expect(await screen.findByText('暂无消息')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '已经到底啦' })).toBeNull()
  })

  it('offers a retry when loading fails', async () => {
    useApi(new MockFailure(500, '服务端错误'))
    render(<Notifications open />)
    expect(await screen.findByText('消息加载失败')).toBeTruthy()
    useApi(pagedNotices([row(1)]))
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('消息 1')).toBeTruthy()
  })

  it('opened while logged out, it asks to log in instead', async () => {
    sessionStore.setState({ token: null, userInfo: null, hasToken: false, hasInfo: false, showLogin: false })
    useApi(pagedNotices([]))
    const onOpenChange = vi.fn()
    render(<Notifications open onOpenChange={onOpenChange} />)
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }))
    expect(sessionStore.getState().showLogin).toBe(true)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
