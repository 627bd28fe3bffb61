import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { configure, resetConfig } from '../core/config/index.ts'
import type { UserInfo } from '../core/contract/index.ts'
import { sessionStore } from '../core/session/index.ts'
import { mockFetch } from '../widgets/testing/mock-api.ts'
import { App } from './App.tsx'
import { resetWellAfterLoad } from './hooks/useWellAfterLoad.ts'
import { resetNavigationHistory } from './layout/history.ts'
import { preparePage, resetPreparedPages, ROUTES } from './routes.tsx'
import { resetSiteConfig } from './site.ts'
import { ADMIN, XIAOMING } from '../core/testing/index.ts'

// Pages are stand-ins that name themselves; the message board counts clicks, so a remount shows.
function stub(name: string) {
  return { default: () => <p data-testid="page">{name}</p> }
}
vi.mock('./pages/Landing.tsx', () => stub('Landing'))
vi.mock('./pages/Home.tsx', () => stub('Home'))
vi.mock('./pages/Archives.tsx', () => stub('Archives'))
vi.mock('./pages/Category.tsx', () => stub('Category'))
vi.mock('./pages/Tag.tsx', () => stub('Tag'))
vi.mock('./pages/ArticlePage.tsx', () => stub('ArticlePage'))
vi.mock('./pages/ArticleList.tsx', () => stub('ArticleList'))
vi.mock('./pages/PhotoAlbum.tsx', () => stub('PhotoAlbum'))
vi.mock('./pages/Photos.tsx', () => stub('Photos'))
vi.mock('./pages/TalkPage.tsx', () => stub('TalkPage'))
vi.mock('./pages/Links.tsx', () => stub('Links'))
vi.mock('./pages/Resources.tsx', () => stub('Resources'))
vi.mock('./pages/SiteList.tsx', () => stub('SiteList'))
vi.mock('./pages/UserCenter.tsx', () => stub('UserCenter'))
vi.mock('./pages/MessagePublish.tsx', () => stub('MessagePublish'))
vi.mock('./pages/MessageDetail.tsx', () => stub('MessageDetail'))
vi.mock('./pages/Chat.tsx', () => stub('Chat'))
vi.mock('./pages/NotFound.tsx', () => stub('NotFound'))
vi.mock('./pages/Desk.tsx', () => stub('Desk'))
vi.mock('./pages/MessageList.tsx', () => ({
  default: function MessageBoard() {
    const [clicks, setClicks] = useState(0)
    return (
      <button type="button" data-testid="board" onClick={() => setClicks((n) => n + 1)}>
        留言板 {clicks}
      </button>
    )
  },
}))

// The chat button notes whether the page was already there when it came.
vi.mock('./layout/FloatingChat.tsx', () => ({
  FloatingChat: () => (
    <div
      data-testid="chat-fab"
      data-after-page={String(document.querySelector('[data-testid="page"]') !== null)}
    />
  ),
}))

// The header's widgets: a login stand-in that logs out the way the real one does (session first,
// then the callback); the rest render nothing.
vi.mock('./layout/lazy-widgets.ts', async () => {
  const { sessionStore: session } = await import('../core/session/index.ts')
  const { NO_WIDGETS } = await import('./testing.tsx')
  return {
    ...NO_WIDGETS,
    LazyLogin: ({ trigger, onLogout }: { trigger?: boolean; onLogout?: () => void }) =>
      trigger === false ? (
        <span data-testid="login-dialog" />
      ) : (
        <button
          type="button"
          onClick={() => {
            session.getState().logout()
            onLogout?.()
          }}
        >
          退出登录
        </button>
      ),
  }
})

let scrollY = 0
const scrollTo = vi.fn()

function setScroll(y: number) {
  scrollY = y
  window.dispatchEvent(new Event('scroll'))
}

/** happy-dom's own handle on the window, whose viewport its media queries read */
type HappyWindow = { happyDOM?: { setViewport(viewport: { width: number }): void } }

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  // the breakpoint is read as a media query (as the CSS reads it), which asks happy-dom's viewport
  ;(window as unknown as HappyWindow).happyDOM?.setViewport({ width })
  window.dispatchEvent(new Event('resize'))
}

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true })
  const view = render(<App hook={memory.hook} searchHook={memory.searchHook} />)
  const go = (to: string) => act(() => memory.navigate(to))
  return { ...view, memory, go }
}

const page = async (name: string) => expect((await screen.findByTestId('page')).textContent).toBe(name)

beforeEach(() => {
  scrollY = 0
  scrollTo.mockReset()
  scrollTo.mockImplementation((arg: ScrollToOptions | number, y?: number) => {
    scrollY = typeof arg === 'number' ? (y ?? 0) : (arg.top ?? 0)
  })
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY })
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: scrollTo })
  setWidth(1440)
  localStorage.clear()
  resetSiteConfig()
  resetNavigationHistory()
  sessionStore.getState().clear()
  configure({
    fetch: mockFetch({
      'GET /api/config': { blog_name: '小站', copyright: '© 2024 小站', icp_number: '京ICP备00000000号-1' },
    }),
  })
})

afterEach(() => {
  cleanup()
  resetConfig()
})

describe('document titles', () => {
  it('names every route in Chinese, "… - 小站"', async () => {
    const expected: Record<string, string> = {
      '/': '欢迎 - 小站',
      '/home': '首页 - 小站',
      '/archives': '时间轴 - 小站',
      '/category': '分类 - 小站',
      '/tag': '标签 - 小站',
      '/article': '文章 - 小站',
      '/articleList': '文章列表 - 小站',
      '/photoAlbum': '相册 - 小站',
      '/photos': '照片 - 小站',
      '/talk': '说说 - 小站',
      '/link/list': '友链 - 小站',
      '/resources/front': '前端推荐 - 小站',
      '/resources/back': '后端推荐 - 小站',
      '/siteList': '网站导航 - 小站',
      '/userCenter': '个人中心 - 小站',
      '/message/list': '留言 - 小站',
      '/message/publish': '发布留言 - 小站',
      '/message/detail': '留言详情 - 小站',
      '/message/chat': '聊天室 - 小站',
      // the administrator's desk is the 404 page for this anonymous visitor
      '/desk': '页面不存在 - 小站',
    }
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(expected).sort())
    const { go } = renderAt('/home')
    for (const [path, title] of Object.entries(expected)) {
      go(path)
      await waitFor(() => expect(document.title).toBe(title))
    }
    go('/no/such/page')
    await waitFor(() => expect(document.title).toBe('页面不存在 - 小站'))
    await page('NotFound')
  }, 20_000)

  it('routes the two resource lists to one screen and a query string to its page', async () => {
    const { go } = renderAt('/resources/front')
    await page('Resources')
    go('/resources/back')
    await page('Resources')
    go('/article?id=3')
    await page('ArticlePage')
    expect(document.title).toBe('文章 - 小站')
  })
})

describe('footer', () => {
  it('shows the copyright and the ICP number from /api/config', async () => {
    renderAt('/home')
    expect(await screen.findByText('© 2024 小站')).toBeTruthy()
    expect(screen.getByText('京ICP备00000000号-1')).toBeTruthy()
  })

  it('is hidden on /message/chat and comes back elsewhere', async () => {
    const { go } = renderAt('/message/chat')
    await page('Chat')
    expect(screen.queryByRole('contentinfo')).toBeNull()
    go('/talk')
    await page('TalkPage')
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })

  it('and the header and chat button are not on the landing page', async () => {
    const { go } = renderAt('/')
    await page('Landing')
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.queryByTestId('chat-fab')).toBeNull()
    go('/home')
    await page('Home')
    expect(screen.getByRole('banner')).toBeTruthy()
    // the chat button follows the page once the browser is idle
    expect(await screen.findByTestId('chat-fab')).toBeTruthy()
  })
})

describe('what waits for the page', () => {
  it('the chat button comes after the page, not in the same render', async () => {
    renderAt('/home')
    // the chat's code must not compete with the page's own code, data and banner (FloatingChat
    // then waits for an idle moment, and its room for well after load)
    await page('Home')
    expect((await screen.findByTestId('chat-fab')).dataset.afterPage).toBe('true')
  })

  it('the login dialog (ready for a 401) waits until well after the page has loaded, unless asked for', async () => {
    resetWellAfterLoad()
    renderAt('/home')
    await page('Home')
    expect(await screen.findByTestId('chat-fab')).toBeTruthy()
    expect(screen.queryByTestId('login-dialog')).toBeNull()
    act(() => sessionStore.getState().requestLogin())
    expect(await screen.findByTestId('login-dialog')).toBeTruthy()
    act(() => sessionStore.getState().closeLogin())
  })
})

describe('the first render', () => {
  afterEach(() => resetPreparedPages())

  it('draws the page itself when its module was loaded before it (no loading state first)', async () => {
    resetPreparedPages()
    expect(await preparePage('/talk')).toBe(true)
    renderAt('/talk')
    // synchronously, in the first render
    expect(screen.getByTestId('page').textContent).toBe('TalkPage')
  })

  it('leaves a page to load as usual once anything has rendered, so no page is mounted twice', async () => {
    resetPreparedPages()
    const { go } = renderAt('/talk')
    await page('TalkPage')
    expect(await preparePage('/archives')).toBe(false)
    go('/archives')
    await page('Archives')
  })
})

describe('keep-alive of /message/list', () => {
  it('keeps the board mounted (state and all) while other routes show, hidden', async () => {
    const { go } = renderAt('/message/list')
    const board = await screen.findByTestId('board')
    fireEvent.click(board)
    fireEvent.click(board)
    expect(board.textContent).toBe('留言板 2')

    go('/home')
    await page('Home')
    const kept = document.querySelector<HTMLElement>('[data-keep-alive="/message/list"]')
    expect(kept?.hidden).toBe(true)
    expect(kept?.contains(board)).toBe(true)

    go('/talk')
    await page('TalkPage')
    go('/message/list')
    await waitFor(() => expect(kept?.hidden).toBe(false))
    expect(screen.getByTestId('board')).toBe(board)
    expect(board.textContent).toBe('留言板 2')
    expect(screen.queryByTestId('page')).toBeNull()
  })
})

describe('scroll after navigation', () => {
  it('goes smoothly to the top after each navigation, except on /message/list', async () => {
    const { go } = renderAt('/home')
    await page('Home')
    expect(scrollTo).not.toHaveBeenCalled()

    setScroll(900)
    go('/archives')
    await page('Archives')
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }))

    scrollTo.mockClear()
    go('/home?page=2')
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))

    scrollTo.mockClear()
    go('/message/list')
    await screen.findByTestId('board')
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }))
  })

  it('puts the message board back where it was left', async () => {
    const { go } = renderAt('/message/list')
    await screen.findByTestId('board')
    setScroll(1234)
    go('/home')
    await page('Home')
    expect(scrollY).toBe(0)
    setScroll(50)
    go('/message/list')
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 1234 })))
    expect(scrollY).toBe(1234)
  })
})

describe('logout', () => {
  beforeEach(() => {
    sessionStore.setState({ token: 'token', userInfo: XIAOMING, hasToken: true, hasInfo: true })
  })

  it('from /userCenter clears the session and goes to /home', async () => {
    const { memory } = renderAt('/userCenter')
    await page('UserCenter')
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }))
    await page('Home')
    expect(memory.history.at(-1)).toBe('/home')
    expect(sessionStore.getState().hasToken).toBe(false)
  })

  it('elsewhere clears the session and stays', async () => {
    const { memory } = renderAt('/talk')
    await page('TalkPage')
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }))
    expect(sessionStore.getState().hasToken).toBe(false)
    expect(memory.history.at(-1)).toBe('/talk')
  })

  it('from the mobile drawer on /userCenter goes to /home too', async () => {
    setWidth(390)
    const { memory } = renderAt('/userCenter')
    await page('UserCenter')
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }))
    // the drawer is built on first opening, its modal frame fetched then too
    const drawer = await screen.findByRole('dialog', { name: '菜单' }, { timeout: 5000 })
    expect(drawer.textContent).toContain('标签')
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }))
    await page('Home')
    expect(memory.history.at(-1)).toBe('/home')
    expect(sessionStore.getState().hasToken).toBe(false)
  })
})

describe('the mobile drawer', () => {
  it("is not built in a phone's first render, only when the menu first opens", async () => {
    setWidth(390)
    const { container } = renderAt('/talk')
    await page('TalkPage')
    expect(container.querySelector('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }))
    expect((await screen.findByRole('dialog', { name: '菜单' })).textContent).toContain('标签')
  })
})

describe("the owner's desk", () => {
  const login = (info: UserInfo) =>
    act(() => sessionStore.setState({ token: 'token', userInfo: info, hasToken: true, hasInfo: true }))

  it('is the 404 page for visitors and users, under any /desk address', async () => {
    const { go } = renderAt('/desk')
    await page('NotFound')
    login(XIAOMING)
    go('/desk/articles/write')
    await page('NotFound')
    await waitFor(() => expect(document.title).toBe('页面不存在 - 小站'))
    expect(screen.queryByRole('link', { name: '管理' })).toBeNull()
  })

  it("opens for the administrator, without the site frame, from the header's 管理 entry", async () => {
    const { go } = renderAt('/home')
    login(ADMIN)
    await page('Home')
    fireEvent.click(await screen.findByRole('link', { name: '管理' }))
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('Desk'))
    expect(screen.queryByRole('banner')).toBeNull()
    go('/desk/albums')
    await page('Desk')
  })
})
