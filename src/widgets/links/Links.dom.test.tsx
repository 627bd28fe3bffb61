import {
  cleanup,
  configure as configureQueries,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FriendLink } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import type { ToastEvent } from '../../core/toast/index.ts'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { collectToasts, setSession } from '../testing/session.ts'
import { failingUntilRecovered, MockFailure, type MockRoute, recordingApi } from '../testing/mock-api.ts'
import { clearCache } from '../../core/api/cached.ts'
import { LINK_MSG } from './link-form.ts'
import { Links, type LinksProps } from './Links.tsx'
import { approvedPage, FRIENDS, friend, linkRoutes, RESOURCES } from './mock-links.ts'
import { XIAOMING } from '../../core/testing/index.ts'

const api = recordingApi(() => linkRoutes(FRIENDS))
const { bodiesOf } = api
let toasts: ToastEvent[] = []
let stopToasts = () => {}

function mount(
  props: LinksProps = {},
  opts: { links?: FriendLink[]; routes?: Record<string, MockRoute> } = {},
) {
  api.use(opts.routes, opts.links && linkRoutes(opts.links))
  const user = userEvent.setup()
  render(<Links theme="light" {...props} />)
  return user
}

const parts = (name: string) => [...document.querySelectorAll(`[part~="${name}"]`)] as HTMLElement[]

async function openApply(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('林间小鹿')
  await user.click(screen.getAllByRole('button', { name: '申请友链' })[0] as HTMLElement)
  return screen.findByRole('dialog', { name: '申请友链' })
}

vi.setConfig({ testTimeout: 20_000 })
configureQueries({ asyncUtilTimeout: 5_000 })

resetWidgetStateEachTest()
beforeEach(() => {
  clearCache()
  const collected = collectToasts()
  toasts = collected.toasts
  stopToasts = collected.stop
})
afterEach(() => stopToasts())

describe('xz-links: friends', () => {
  it('shows approved links as external cards, 12 a page, and pages on', async () => {
    const user = mount()
    const first = await screen.findByRole('link', { name: /林间小鹿/ })
    expect(first.getAttribute('href')).toBe('https://friend1.example.com/')
    expect(first.getAttribute('target')).toBe('_blank')
    expect(first.getAttribute('rel')).toContain('noopener')
    expect(parts('card')).toHaveLength(12)
    // a friend without a description shows its address instead
    expect(
      within(screen.getByRole('link', { name: /代码搬运工/ })).getByText('https://friend2.example.com/'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: /小伙伴们\s*（15）/ })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await screen.findByText('朋友的博客13')
    await waitFor(() => expect(parts('card')).toHaveLength(3))
    expect(bodiesOf('POST', '/api/links/getLinksList')).toEqual([
      { current: 1, size: 12 },
      { current: 2, size: 12 },
    ])
  })

  it('takes the page size from page-size, capped at the server limit', async () => {
    mount({ pageSize: 500 })
    await screen.findByText('林间小鹿')
    expect(bodiesOf('POST', '/api/links/getLinksList')).toEqual([{ current: 1, size: 50 }])
  })

  it("shows this site's card and copies it for a friend's page", async () => {
    const user = mount()
    const info = await screen.findByRole('region', { name: '本站信息' })
    expect(info.getAttribute('part')).toBe('site-info')
    expect(await within(info).findByText('把踩过的坑写下来')).toBeTruthy()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(within(info).getByRole('button', { name: '复制本站信息' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1))
    const text = String((writeText.mock.calls[0] as unknown[])[0])
    expect(text).toContain('名称：小站')
    expect(text).toContain('简介：把踩过的坑写下来')
    expect(text).toMatch(/地址：http:\/\/[^\n]+\//)
    expect(toasts.map((t) => t.title)).toContain('已复制本站信息')
  })

  it('invites the first friend when there is none, and offers a retry when the list fails', async () => {
    mount({}, { links: [] })
    expect(await screen.findByText('还没有友链，来做第一个朋友吧')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: '申请友链' })).toHaveLength(2)
    cleanup()

    const list = failingUntilRecovered(new MockFailure(400, '友链加载失败'), ({ body }: { body: unknown }) =>
      approvedPage(FRIENDS, body),
    )
    const user = mount({}, { routes: { 'POST /api/links/getLinksList': list.route } })
    expect(await screen.findByText('友链加载失败')).toBeTruthy()
    list.recover()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('林间小鹿')).toBeTruthy()
  })

  it('asks an anonymous visitor to log in instead of opening the application', async () => {
    const user = mount()
    await screen.findByText('林间小鹿')
    expect(sessionStore.getState().showLogin).toBe(false)
    await user.click(screen.getAllByRole('button', { name: '申请友链' })[0] as HTMLElement)
    expect(sessionStore.getState().showLogin).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('validates every field before anything is sent', async () => {
    setSession(XIAOMING)
    const user = mount()
    const dialog = await openApply(user)
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }))
    expect(within(dialog).getByText(LINK_MSG.nameRequired)).toBeTruthy()
    expect(within(dialog).getByText(LINK_MSG.descRequired)).toBeTruthy()
    expect(within(dialog).getByText(LINK_MSG.urlRequired)).toBeTruthy()
    expect(
      within(dialog)
        .getByLabelText(/网站名称/)
        .getAttribute('aria-invalid'),
    ).toBe('true')

    await user.type(within(dialog).getByLabelText(/网站名称/), '我的小站')
    await user.type(within(dialog).getByLabelText(/网站描述/), '写点前端')
    await user.type(within(dialog).getByLabelText(/网站地址/), 'my.example.com')
    await user.type(within(dialog).getByLabelText(/网站头像/), 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }))
    expect(within(dialog).queryByText(LINK_MSG.nameRequired)).toBeNull()
    expect(within(dialog).getByText(LINK_MSG.urlFormat)).toBeTruthy()
    expect(within(dialog).getByText(LINK_MSG.avatarFormat)).toBeTruthy()
    expect(bodiesOf('POST', '/api/links/add')).toHaveLength(0)
  })

  it('sends a valid application and tells the user it waits for review', async () => {
    setSession(XIAOMING)
    const user = mount()
    const dialog = await openApply(user)
    await user.type(within(dialog).getByLabelText(/网站名称/), ' 我的小站 ')
    await user.type(within(dialog).getByLabelText(/网站描述/), '写点前端')
    await user.type(within(dialog).getByLabelText(/网站头像/), 'https://my.example.com/a.png')
    await user.type(within(dialog).getByLabelText(/网站地址/), 'https://my.example.com')
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodiesOf('POST', '/api/links/add')).toEqual([
      {
        site_name: '我的小站',
        site_desc: '写点前端',
        site_avatar: 'https://my.example.com/a.png',
        url: 'https://my.example.com',
      },
    ])
    expect(toasts.map((t) => t.title)).toContain('申请已提交，等待站长审核')
  })
})

describe('xz-links: mine', () => {
  const OWN = friend(40, { site_name: '小明的博客', user_id: XIAOMING.id })

  it('asks a logged-out reader to log in', async () => {
    const user = mount({ view: 'mine' })
    await user.click(await screen.findByRole('button', { name: '登录' }))
    expect(sessionStore.getState().showLogin).toBe(true)
    expect(bodiesOf('POST', '/api/links/getLinksList')).toHaveLength(0)
  })

  it("lists the reader's approved links only, and edits one back to review", async () => {
    setSession(XIAOMING)
    const user = mount({ view: 'mine' }, { links: [...FRIENDS, OWN] })
    await screen.findByText('小明的博客')
    expect(parts('own-link')).toHaveLength(1)
    const row = parts('own-link')[0] as HTMLElement
    expect(within(row).getByText('已通过')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改友链' })
    const name = within(dialog).getByLabelText(/网站名称/) as HTMLInputElement
    expect(name.value).toBe('小明的博客')
    await user.clear(name)
    await user.type(name, '小明的新博客')
    await user.click(within(dialog).getByRole('button', { name: '提交修改' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodiesOf('PUT', '/api/links/frontUpdate')).toEqual([
      {
        id: 40,
        site_name: '小明的新博客',
        site_desc: OWN.site_desc,
        site_avatar: '',
        url: OWN.url,
      },
    ])
    expect(toasts.map((t) => t.title)).toContain(LINK_MSG.updated)
    expect(within(parts('own-link')[0] as HTMLElement).getByText('待审核')).toBeTruthy()
  })

  it('says so when the reader has no approved link', async () => {
    setSession(XIAOMING)
    mount({ view: 'mine' })
    expect(await screen.findByText('你还没有已通过的友链')).toBeTruthy()
    expect(screen.getByRole('button', { name: '申请友链' })).toBeTruthy()
  })
})

describe('xz-links: resources and sites', () => {
  it("shows one side's recommended sites by category, fetched once for both sides", async () => {
    mount({ view: 'resources' })
    const docs = await screen.findByRole('region', { name: '官方文档' })
    const mdn = within(docs).getByRole('link', { name: /MDN Web Docs/ })
    expect(mdn.getAttribute('part')).toBe('site-card')
    expect(mdn.getAttribute('target')).toBe('_blank')
    expect(within(docs).getByText('3')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /SQLite/ })).toBeNull()
    cleanup()

    mount({ view: 'resources', side: 'back' })
    expect(await screen.findByRole('link', { name: /SQLite/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /MDN Web Docs/ })).toBeNull()
    // the page keeps the answer: the second side asks nothing
    expect(bodiesOf('GET', '/api/resources')).toHaveLength(0)
  })

  it('says so when a side has nothing, and retries a failed load', async () => {
    mount({ view: 'resources', side: 'back' }, { routes: { 'GET /api/resources': { front: [], back: [] } } })
    expect(await screen.findByText('这里还没有推荐的网站')).toBeTruthy()
    cleanup()
    clearCache()

    const resources = failingUntilRecovered(new MockFailure(400, '资源加载失败'), RESOURCES)
    const user = mount({ view: 'resources' }, { routes: { 'GET /api/resources': resources.route } })
    expect(await screen.findByText('资源加载失败')).toBeTruthy()
    resources.recover()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('link', { name: /MDN Web Docs/ })).toBeTruthy()
  })

  it('shows the site list by category, with a jump to each', async () => {
    const user = mount({ view: 'sites' })
    const nav = await screen.findByRole('navigation', { name: '导航分类' })
    const design = screen.getByRole('region', { name: '设计' })
    const scrolled = vi.fn()
    design.scrollIntoView = scrolled
    await user.click(within(nav).getByRole('button', { name: '设计' }))
    expect(scrolled).toHaveBeenCalledTimes(1)
    const github = within(screen.getByRole('region', { name: '常用' })).getByRole('link', { name: /GitHub/ })
    expect(github.getAttribute('part')).toBe('site-card')
    expect(github.getAttribute('title')).toBe('GitHub：代码托管')
    expect(parts('site-card')).toHaveLength(5)
  })

  it('says so when nothing is listed', async () => {
    mount({ view: 'sites' }, { routes: { 'GET /api/siteList': { front: [], back: [] } } })
    expect(await screen.findByText('还没有收录网站')).toBeTruthy()
  })
})
