import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TimelineYear } from '../../core/contract/index.ts'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { failingUntilRecovered, forever, MockFailure, recordingApi } from '../testing/mock-api.ts'
import { findErrorState, retryFromErrorState } from '../testing/states.ts'
import { demoEntries, TIMELINE_ROUTE, timelineRoutes } from './fixtures.ts'
import { mergeYears, monthDay, normalizePageSize, Timeline } from './Timeline.tsx'
import { findInShadow, shadowOf } from '../testing/shadow.ts'

const api = recordingApi(timelineRoutes)
const { requests } = api

const PATH = '/api/article/blogTimelineGetArticleList'

resetWidgetStateEachTest()
beforeEach(() => api.use())
afterEach(() => vi.restoreAllMocks())

const yearHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/\s+/g, ' ').trim())

async function renderTimeline(props: Parameters<typeof Timeline>[0] = {}) {
  const user = userEvent.setup()
  const view = render(<Timeline theme="light" {...props} />)
  await screen.findByText(/目前共计/)
  return { user, ...view }
}

describe('mergeYears', () => {
  const entry = (id: number, year: number) => ({
    id,
    article_title: `t${id}`,
    article_cover: '',
    createdAt: `${year}-06-01T12:00:00.000Z`,
  })

  it('joins groups of the same year, keeping the order years first appear in', () => {
    const page1: TimelineYear[] = [
      { year: 2025, articleList: [entry(9, 2025), entry(8, 2025)] },
      { year: 2024, articleList: [entry(7, 2024)] },
    ]
    const page2: TimelineYear[] = [
      { year: 2024, articleList: [entry(6, 2024), entry(5, 2024)] },
      { year: 2023, articleList: [entry(4, 2023)] },
    ]
    const merged = mergeYears([...page1, ...page2])
    expect(merged.map((y) => [y.year, y.articleList.map((a) => a.id)])).toEqual([
      [2025, [9, 8]],
      [2024, [7, 6, 5]],
      [2023, [4]],
    ])
    // the inputs are left alone
    expect(page1[1]?.articleList).toHaveLength(1)
  })

  it('keeps an article once when rows shifted between two page loads', () => {
    const merged = mergeYears([
      { year: 2024, articleList: [entry(3, 2024), entry(2, 2024)] },
      { year: 2024, articleList: [entry(2, 2024), entry(1, 2024)] },
    ])
    expect(merged[0]?.articleList.map((a) => a.id)).toEqual([3, 2, 1])
  })
})

describe('helpers', () => {
  it('monthDay and normalizePageSize', () => {
    expect(monthDay('2024-03-05T12:00:00.000Z')).toBe('03-05')
    expect(monthDay('nonsense')).toBe('')
    expect(normalizePageSize(undefined)).toBe(10)
    expect(normalizePageSize(0)).toBe(1)
    expect(normalizePageSize(500)).toBe(50)
    expect(normalizePageSize(7.8)).toBe(7)
  })
})

describe('Timeline', () => {
  it('shows the total and groups the first page by year with counts', async () => {
    render(<Timeline theme="light" />)
    expect(screen.getByText('归档加载中…')).toBeTruthy()
    const summary = await screen.findByText(/目前共计/)
    expect(summary.textContent).toBe('目前共计 23 篇文章，继续加油！')
    expect(requests()).toEqual([`GET ${PATH}/1/10`])
    // page 1 holds 7 of 2025 and 3 of 2024
    expect(yearHeadings()).toEqual(['2025 7 篇', '2024 3 篇'])
  })

  it('renders each entry as a link to /article?id=N with its date and cover', async () => {
    await renderTimeline()
    const first = demoEntries[0]
    if (!first) throw new Error('no fixture')
    const link = screen.getByRole('link', { name: new RegExp(first.article_title) })
    expect(link.getAttribute('href')).toBe(`/article?id=${first.id}`)
    expect(within(link).getByText(monthDay(first.createdAt)).tagName).toBe('TIME')
    const cover = link.querySelector('img')
    expect(cover?.getAttribute('src')).toBe(first.article_cover)
    expect(cover?.getAttribute('loading')).toBe('lazy')
    // the fourth article has no cover: a placeholder, no broken image
    const bare = screen.getByRole('link', { name: new RegExp(demoEntries[3]?.article_title ?? '') })
    expect(bare.querySelector('img')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(10)
  })

  it('pagination requests() the page clicked, and prev / next move by one', async () => {
    const { user } = await renderTimeline()
    const nav = screen.getByRole('navigation', { name: '分页' })
    expect(within(nav).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true)

    await user.click(within(nav).getByRole('button', { name: '第 3 页' }))
    await waitFor(() => expect(yearHeadings()).toEqual(['2023 3 篇']))
    expect(requests().at(-1)).toBe(`GET ${PATH}/3/10`)
    expect(within(nav).getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true)
    expect(screen.getAllByRole('link')).toHaveLength(3)

    await user.click(within(nav).getByRole('button', { name: '上一页' }))
    await waitFor(() => expect(yearHeadings()).toEqual(['2024 6 篇', '2023 4 篇']))
    expect(requests().at(-1)).toBe(`GET ${PATH}/2/10`)
    expect(within(nav).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page')

    await user.click(within(nav).getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(requests().at(-1)).toBe(`GET ${PATH}/3/10`))
    expect(requests()).toHaveLength(4)
  })

  it('uses page-size for the request and the page count', async () => {
    const { user } = await renderTimeline({ pageSize: 5 })
    expect(requests()).toEqual([`GET ${PATH}/1/5`])
    const nav = screen.getByRole('navigation', { name: '分页' })
    expect(within(nav).getByRole('button', { name: '第 5 页' })).toBeTruthy()
    expect(within(nav).queryByRole('button', { name: '第 6 页' })).toBeNull()
    await user.click(within(nav).getByRole('button', { name: '第 5 页' }))
    await waitFor(() => expect(requests().at(-1)).toBe(`GET ${PATH}/5/5`))
  })

  it('has no pagination when everything fits on one page', async () => {
    await renderTimeline({ pageSize: 50 })
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(yearHeadings()).toEqual(['2025 7 篇', '2024 9 篇', '2023 7 篇'])
  })

  it('"加载更多" appends the next page and merges the year split across pages', async () => {
    const { user } = await renderTimeline({ paging: 'more' })
    expect(yearHeadings()).toEqual(['2025 7 篇', '2024 3 篇'])
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(yearHeadings()).toEqual(['2025 7 篇', '2024 9 篇', '2023 4 篇']))
    expect(requests().at(-1)).toBe(`GET ${PATH}/2/10`)
    expect(screen.getAllByRole('heading', { name: /^2024/ })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await screen.findByText('已经到底啦')
    expect(yearHeadings()).toEqual(['2025 7 篇', '2024 9 篇', '2023 7 篇'])
    expect(screen.getAllByRole('link')).toHaveLength(23)
  })

  it('asks onNavigate first; a cancelled navigation stays on the page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const onNavigate = vi.fn(() => false)
    const { user } = await renderTimeline({ onNavigate })
    const first = demoEntries[0]
    await user.click(screen.getByRole('link', { name: new RegExp(first?.article_title ?? '') }))
    expect(onNavigate).toHaveBeenCalledWith(`/article?id=${first?.id}`)
    expect(assign).not.toHaveBeenCalled()
  })

  it('goes to the article with location.assign by default', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const { user } = await renderTimeline()
    await user.click(screen.getByRole('link', { name: new RegExp(demoEntries[1]?.article_title ?? '') }))
    expect(assign).toHaveBeenCalledWith(`/article?id=${demoEntries[1]?.id}`)
  })

  it('shows the empty state', async () => {
    api.use(timelineRoutes([]))
    render(<Timeline theme="light" />)
    expect(await screen.findByText('还没有文章，敬请期待')).toBeTruthy()
  })

  it('shows a failed first load with a retry', async () => {
    const page = failingUntilRecovered(new MockFailure(500, '服务端错误'), {
      current: 1,
      size: 10,
      total: 0,
      list: [],
    })
    api.use({ [TIMELINE_ROUTE]: page.route })
    const user = userEvent.setup()
    render(<Timeline theme="light" />)
    await retryFromErrorState(user, '归档加载失败：服务端错误', page.recover)
    expect(await screen.findByText('还没有文章，敬请期待')).toBeTruthy()
  })

  it('a failed page keeps the pagination and retries the same page', async () => {
    const routes = timelineRoutes()
    let failPage2 = true
    api.use({
      [TIMELINE_ROUTE]: (req: { url: URL; body: unknown; method: string }) =>
        failPage2 && req.url.pathname.endsWith('/2/10')
          ? new MockFailure(500, '服务端错误')
          : (routes[TIMELINE_ROUTE] as (r: typeof req) => unknown)(req),
    })
    const { user } = await renderTimeline()
    await user.click(screen.getByRole('button', { name: '第 2 页' }))
    const error = await findErrorState()
    expect(error.textContent).toContain('第 2 页加载失败：服务端错误')
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy()
    failPage2 = false
    await user.click(within(error).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(yearHeadings()).toEqual(['2024 6 篇', '2023 4 篇']))
    expect(requests().filter((r) => r.endsWith('/2/10'))).toHaveLength(2)
  })

  it('stays loading while the archive is pending', async () => {
    api.use({ [TIMELINE_ROUTE]: () => forever() })
    render(<Timeline theme="light" />)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.getByRole('status').textContent).toContain('归档加载中…')
  })
})

describe('<xz-timeline>', () => {
  it('reads page-size and emits a cancelable xz-navigate', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    await import('./element.ts')
    const el = document.createElement('xz-timeline')
    el.setAttribute('page-size', '5')
    let cancel = true
    const details: unknown[] = []
    el.addEventListener('xz-navigate', (event) => {
      details.push((event as CustomEvent).detail)
      if (cancel) event.preventDefault()
    })
    document.body.append(el)
    const link = await findInShadow<HTMLAnchorElement>(el, 'li a[href^="/article?id="]')
    const root = shadowOf(el)
    expect(requests()).toEqual([`GET ${PATH}/1/5`])
    expect(root.querySelectorAll('li a[href^="/article?id="]')).toHaveLength(5)
    await act(async () => link.click())
    expect(details).toEqual([`/article?id=${demoEntries[0]?.id}`])
    expect(assign).not.toHaveBeenCalled()
    cancel = false
    await act(async () => link.click())
    expect(assign).toHaveBeenCalledWith(`/article?id=${demoEntries[0]?.id}`)
    el.remove()
  })
})
