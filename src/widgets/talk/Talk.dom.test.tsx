import { setSession } from '../testing/session.ts'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { configure } from '../../core/config/index.ts'
import type { Talk as TalkRow } from '../../core/contract/index.ts'
import { MockFailure, type MockRoute, mockFetch, failingUntilRecovered } from '../testing/mock-api.ts'
import { LAZY_LOAD } from '../testing/states.ts'
import { gridColumns } from './ImageGrid.tsx'
import { pictures, TALKS, talkRoutes } from './mock-talk.ts'
import { Talk, type TalkProps } from './Talk.tsx'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { XIAOMING } from '../../core/testing/index.ts'

interface Call {
  method: string
  path: string
  body: unknown
}

function mount(props: TalkProps = {}, opts: { talks?: TalkRow[]; routes?: Record<string, MockRoute> } = {}) {
  const calls: Call[] = []
  configure({
    fetch: mockFetch(
      { ...talkRoutes({ talks: opts.talks }), ...opts.routes },
      { onRequest: (method, path, body) => calls.push({ method, path, body }) },
    ),
  })
  const user = userEvent.setup()
  const view = render(<Talk theme="light" {...props} />)
  return { user, calls, ...view }
}

const cards = () => document.querySelectorAll('[part~="card"]')
const withId = (id: number) => TALKS.find((t) => t.id === id) as TalkRow
const cardOf = async (id: number) => {
  await waitFor(() => expect(document.querySelector(`[data-talk-id="${id}"]`)).not.toBeNull())
  return document.querySelector(`[data-talk-id="${id}"]`) as HTMLElement
}

// each test walks several mocked round trips; leave room on a busy machine
vi.setConfig({ testTimeout: 20_000 })

resetWidgetStateEachTest()

describe('Talk: list', () => {
  it('lists talks pinned first with a "置顶" badge, then pages with "加载更多" until "已经到底啦"', async () => {
    const { user, calls } = mount({ pageSize: 5 })
    await waitFor(() => expect(cards()).toHaveLength(5))
    const list = calls.filter((c) => c.path === '/api/talk/blogGetTalkList')
    expect(list[0]?.body).toEqual({ current: 1, size: 5 })
    const first = cards()[0] as HTMLElement
    expect(first.getAttribute('data-talk-id')).toBe('1')
    expect(within(first).getByText('置顶')).toBeTruthy()
    expect(screen.getAllByText('置顶')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(cards()).toHaveLength(10))
    expect(calls.filter((c) => c.path === '/api/talk/blogGetTalkList')[1]?.body).toEqual({
      current: 2,
      size: 5,
    })
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
    expect(screen.getByText('已经到底啦')).toBeTruthy()
  })

  it('shows content as text, never as markup', async () => {
    const talks = [{ ...withId(9), content: '<img src=x onerror=alert(1)>\n第二行' }]
    const { container } = mount({}, { talks })
    await waitFor(() => expect(cards()).toHaveLength(1))
    const content = within(container).getByText('<img src=x onerror=alert(1)> 第二行')
    expect(content.textContent).toBe('<img src=x onerror=alert(1)>\n第二行')
    expect(content.querySelector('img')).toBeNull()
  })

  it('shows the empty state, and an error state whose retry loads again', async () => {
    mount({}, { talks: [] })
    expect(await screen.findByText('还没有说说，过会儿再来看看吧～')).toBeTruthy()
    cleanup()

    const list = failingUntilRecovered(
      new MockFailure(500, '服务端错误'),
      talkRoutes()['POST /api/talk/blogGetTalkList'],
    )
    const { user } = mount({}, { routes: { 'POST /api/talk/blogGetTalkList': list.route } })
    expect(await screen.findByText('说说加载失败')).toBeTruthy()
    list.recover()
    await user.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(cards()).toHaveLength(10))
  })
})

describe('Talk: pictures', () => {
  it('picks the grid columns by count: 1 → 1, 2–4 → 2, 5–9 → 3', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(gridColumns)).toEqual([1, 2, 2, 2, 3, 3, 3, 3, 3])
  })

  it('renders each talk grid with its columns and lazy thumbnails', async () => {
    const talks = [1, 2, 3, 4, 5, 9].map((n, i) => ({ ...withId(9), id: 100 + i, talkImgList: pictures(n) }))
    mount({}, { talks })
    await waitFor(() => expect(cards()).toHaveLength(6))
    const grids = screen.getAllByRole('list', { name: '配图' })
    expect(grids.map((g) => g.getAttribute('data-columns'))).toEqual(['1', '2', '2', '2', '3', '3'])
    expect(grids[0]?.classList.contains('xz-talk-grid--1')).toBe(true)
    expect(grids[5]?.classList.contains('xz-talk-grid--3')).toBe(true)
    const imgs = grids.flatMap((grid) => [...grid.querySelectorAll('img')])
    expect(imgs).toHaveLength(1 + 2 + 3 + 4 + 5 + 9)
    expect(imgs.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
  })

  it('a talk without pictures has no grid', async () => {
    mount({}, { talks: [withId(6)] })
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(screen.queryByRole('list', { name: '配图' })).toBeNull()
  })

  it('opens the lightbox from a thumbnail; ←/→ step (wrapping), Esc closes', async () => {
    const images = pictures(3)
    const { user } = mount({}, { talks: [{ ...withId(3), talkImgList: images }] })
    const thumb = await screen.findByRole('button', { name: '查看图片 2/3' })
    thumb.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: '图片预览' }, LAZY_LOAD)
    const shown = () => dialog.querySelector('[part="lightbox-image"]')?.getAttribute('src')
    expect(shown()).toBe(images[1])
    expect(within(dialog).getByText('2 / 3')).toBeTruthy()

    await user.keyboard('{ArrowRight}')
    expect(shown()).toBe(images[2])
    await user.keyboard('{ArrowRight}')
    expect(shown()).toBe(images[0])
    await user.keyboard('{ArrowLeft}')
    expect(shown()).toBe(images[2])
    await user.click(within(dialog).getByRole('button', { name: '上一张' }))
    expect(shown()).toBe(images[1])
    await user.click(within(dialog).getByRole('button', { name: '下一张' }))
    expect(shown()).toBe(images[2])

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: '图片预览' })).toBeNull()
    // focus goes back to the thumbnail that opened it
    expect(document.activeElement).toBe(thumb)
  })

  it('a single picture has no arrows', async () => {
    const { user } = mount({}, { talks: [withId(2)] })
    await user.click(await screen.findByRole('button', { name: '查看图片 1/1' }))
    const dialog = await screen.findByRole('dialog', { name: '图片预览' }, LAZY_LOAD)
    expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull()
    expect(within(dialog).getByText('1 / 1')).toBeTruthy()
  })
})

describe('Talk: like and comments', () => {
  it('likes and unlikes: grey heart → red heart, like_times from the server', async () => {
    const { user, calls } = mount({}, { talks: [withId(3)] })
    const like = await screen.findByRole('button', { name: '点赞 52' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(like.querySelector('[data-icon="heart"]')).not.toBeNull()
    await user.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(like.querySelector('[data-icon="heart-filled"]')).not.toBeNull()
    expect(like.classList.contains('is-liked')).toBe(true)
    expect(like.textContent).toBe('53')
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/talk/like/3')).toBe(true),
    )

    await user.click(like)
    await waitFor(() => expect(calls.some((c) => c.path === '/api/talk/cancelLike/3')).toBe(true))
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(like.textContent).toBe('52')
  })

  it('rolls a failed like back', async () => {
    const { user } = mount(
      {},
      { talks: [withId(3)], routes: { 'PUT /api/talk/like/*': new MockFailure(500, '服务端错误') } },
    )
    const like = await screen.findByRole('button', { name: '点赞 52' })
    await user.click(like)
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'))
    expect(like.textContent).toBe('52')
  })

  it('shortens large counts (1.2w)', async () => {
    mount({}, { talks: [withId(5)] })
    expect(await screen.findByRole('button', { name: '点赞 1.2w' })).toBeTruthy()
  })

  it('the comment count toggles the talk comments (type 2) and follows new comments', async () => {
    setSession(XIAOMING)
    const { user, calls } = mount({}, { talks: [withId(1), withId(2)] })
    const card = await cardOf(2)
    const toggle = within(card).getByRole('button', { name: '评论 3' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const section = await within(card).findByRole('region', { name: '评论' })
    await waitFor(() => expect(within(section).getByRole('heading').textContent).toBe('3 条评论'))
    expect(calls.find((c) => c.path === '/api/comment/frontGetParentComment')?.body).toMatchObject({
      type: 2,
      for_id: 2,
    })

    // the composer's code arrives when a logged-in reader first sees one
    await user.type(
      await within(section).findByRole('textbox', { name: '评论内容' }, LAZY_LOAD),
      '好美的晚霞',
    )
    await user.click(within(section).getByRole('button', { name: '发表评论' }))
    await waitFor(() => expect(within(card).getByRole('button', { name: '评论 4' })).toBeTruthy())

    await user.click(within(card).getByRole('button', { name: '评论 4' }))
    expect(within(card).queryByRole('region', { name: '评论' })).toBeNull()
    // the other talk's comments never opened
    expect(within(await cardOf(1)).queryByRole('region', { name: '评论' })).toBeNull()
  })

  it('with talkId shows that talk alone, its comments open, no paging', async () => {
    const { calls } = mount({ talkId: 4 })
    const card = await cardOf(4)
    expect(cards()).toHaveLength(1)
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/talk/getTalkById/4')).toBe(true)
    expect(calls.some((c) => c.path === '/api/talk/blogGetTalkList')).toBe(false)
    expect(within(card).getByRole('button', { name: '评论 22' }).getAttribute('aria-expanded')).toBe('true')
    const section = await within(card).findByRole('region', { name: '评论' })
    await waitFor(() => expect(within(section).getByRole('heading').textContent).toBe('22 条评论'))
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeNull() // the comments' own paging
    expect(screen.queryByText('已经到底啦')).toBeNull()
  })

  it('accepts talkId and pageSize as numeric strings (properties set by a framework)', async () => {
    const { calls } = mount({ talkId: '3', pageSize: '4' } as unknown as TalkProps)
    await cardOf(3)
    expect(calls.some((c) => c.path === '/api/talk/getTalkById/3')).toBe(true)
  })

  it('with an unknown talkId shows an error', async () => {
    mount({ talkId: 999 })
    expect(await screen.findByText('这条说说不存在或加载失败')).toBeTruthy()
  })
})
