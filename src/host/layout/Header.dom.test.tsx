import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { nextHeaderVisible } from '../hooks/useHeaderVisible.ts'
import { Header, showsBackArrow } from './Header.tsx'
import type { Panels } from './panels.ts'

vi.mock('./lazy-widgets.ts', async () => (await import('../testing.tsx')).NO_WIDGETS)

describe('nextHeaderVisible (hide scrolling down, show scrolling up or near the top)', () => {
  it('hides when the page moves down past 50px', () => {
    expect(nextHeaderVisible(100, 180, true)).toBe(false)
    expect(nextHeaderVisible(51, 52, true)).toBe(false)
  })

  it('shows when the page moves up', () => {
    expect(nextHeaderVisible(900, 880, false)).toBe(true)
  })

  it('always shows within 50px of the top, whatever the direction', () => {
    expect(nextHeaderVisible(10, 50, false)).toBe(true)
    expect(nextHeaderVisible(0, 40, true)).toBe(true)
    expect(nextHeaderVisible(200, 0, false)).toBe(true)
  })

  it('keeps its state when the position did not change', () => {
    expect(nextHeaderVisible(300, 300, false)).toBe(false)
    expect(nextHeaderVisible(300, 300, true)).toBe(true)
  })
})

describe('the header on scroll', () => {
  let y = 0
  const panels: Panels = {
    drawer: false,
    drawerWanted: false,
    search: false,
    searchWanted: false,
    notify: false,
    setDrawer: () => {},
    setSearch: () => {},
    setNotify: () => {},
  }

  beforeEach(() => {
    y = 0
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y })
    // a frame at once; its id 0 tells the hook that nothing is pending any more
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb: FrameRequestCallback) => {
      cb(0)
      return 0
    })
  })

  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  const scrollTo = (next: number) =>
    act(() => {
      y = next
      window.dispatchEvent(new Event('scroll'))
    })

  function mount(extra: Partial<Panels> = {}) {
    const memory = memoryLocation({ path: '/home' })
    render(
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <Header panels={{ ...panels, ...extra }} />
      </Router>,
    )
    return () => screen.getByRole('banner')
  }

  it('slides away scrolling down and comes back scrolling up or near the top', () => {
    const header = mount()
    expect(header().dataset.visible).toBe('true')
    // scroll position → shown?
    const walk: [number, boolean][] = [
      [40, true],
      [400, false],
      [700, false],
      [650, true],
      [900, false],
      [30, true],
    ]
    for (const [y, shown] of walk) {
      scrollTo(y)
      expect(header().dataset.visible, `at ${y}px`).toBe(String(shown))
    }
  })

  it('stays while the mobile drawer is open', () => {
    const header = mount({ drawer: true })
    scrollTo(400)
    scrollTo(800)
    expect(header().dataset.visible).toBe('true')
  })

  it('has the menu: 首页, 时间轴, 更多 (前端推荐, 后端推荐, 网站导航), 分类, 相册, 说说, 友链, 留言', () => {
    mount()
    const nav = screen.getByRole('navigation', { name: '主菜单' })
    const labels = [...nav.querySelectorAll('a, button')].map((el) => el.textContent)
    // the submenu's links are there, folded until 更多 opens
    expect(labels).toEqual([
      '首页',
      '时间轴',
      '更多',
      '前端推荐',
      '后端推荐',
      '网站导航',
      '分类',
      '相册',
      '说说',
      '友链',
      '留言',
    ])
    expect(screen.getByRole('link', { name: '前端推荐', hidden: true }).getAttribute('href')).toBe(
      '/resources/front',
    )
    act(() => screen.getByRole('button', { name: '更多' }).click())
    expect(screen.getByRole('link', { name: '网站导航' }).getAttribute('href')).toBe('/siteList')
  })
})

describe('the mobile back arrow', () => {
  it('shows on /home and / on small screens only', () => {
    expect(showsBackArrow('/home', true)).toBe(true)
    expect(showsBackArrow('/', true)).toBe(true)
    expect(showsBackArrow('/talk', true)).toBe(false)
    expect(showsBackArrow('/home', false)).toBe(false)
  })
})
