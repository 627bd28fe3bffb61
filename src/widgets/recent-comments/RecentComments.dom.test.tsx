import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { failingUntilRecovered, MockFailure, recordingApi } from '../testing/mock-api.ts'
import { RECENT, recentRoutes } from './fixtures.ts'
import { RecentComments } from './RecentComments.tsx'

resetWidgetStateEachTest()
const api = recordingApi(recentRoutes())

describe('RecentComments', () => {
  it('lists the newest comments: nick, letter avatar, excerpt as text, time, link to the comment', async () => {
    api.use()
    render(<RecentComments theme="light" limit="5" />)
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(3)
    const first = items[0]!
    expect(within(first).getByText('阿飞')).toBeTruthy()
    // the letter avatar: no image, the first character
    expect(first.querySelector('img')).toBeNull()
    expect(first.textContent).toContain('阿')
    const link = within(first).getByRole('link')
    expect(link.getAttribute('href')).toBe('https://blog.example/posts/hello/#comment-41')
    // the excerpt is text: the server's <strong> is not rendered as markup here
    expect(first.querySelector('strong')).toBeNull()
    expect(link.textContent).toContain('写得真好，收藏了！')
    expect(link.textContent).toContain('你好，世界')
    expect(within(first).getByText('3分钟前').tagName).toBe('TIME')
    expect(api.requests()).toEqual(['GET /api/page/recent'])
  })

  it('asks for the limit it is given (1–20), and cuts a long comment short', async () => {
    api.use()
    render(<RecentComments theme="light" limit="2" />)
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[1]!).getByRole('link').textContent).toMatch(/…/)
  })

  it('names a page without a title by its path', async () => {
    api.use({}, recentRoutes([RECENT[2]!])())
    render(<RecentComments theme="light" />)
    const link = await screen.findByRole('link')
    expect(link.textContent).toContain('/about/')
    expect(link.textContent).toContain('慢慢来 同感 🌿')
  })

  it('says so when the site has no comments yet', async () => {
    api.use({}, recentRoutes([])())
    render(<RecentComments theme="light" />)
    expect(await screen.findByText('还没有评论')).toBeTruthy()
  })

  it('shows an error with 重试, and loads on retry', async () => {
    const flaky = failingUntilRecovered(
      new MockFailure(500, '服务端错误'),
      recentRoutes()()['GET /api/page/recent'],
    )
    api.use({ 'GET /api/page/recent': flaky.route })
    render(<RecentComments theme="light" />)
    const retry = await screen.findByRole('button', { name: '重试' })
    flaky.recover()
    await userEvent.click(retry)
    expect(await screen.findAllByRole('listitem')).toHaveLength(3)
  })
})
