import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { MockFailure, recordingApi } from '../testing/mock-api.ts'
import { reactionRoutes } from './fixtures.ts'
import { Reactions } from './Reactions.tsx'

const api = recordingApi(reactionRoutes())
resetWidgetStateEachTest()
beforeEach(() => api.use())

const button = (name: RegExp) => screen.getByRole('button', { name })

async function shown() {
  const user = userEvent.setup()
  render(<Reactions theme="light" path="/posts/hello/" pageTitle="你好" />)
  await waitFor(() => expect(button(/^赞 /)).toHaveProperty('disabled', false))
  return user
}

describe('<Reactions>', () => {
  it('shows the six reactions with their counts', async () => {
    await shown()
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual(['赞 12', '喜欢 3', '哈哈 0', '惊讶 0', '难过 0', '庆祝 1'])
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true)
  })

  it('a choice counts at once, moves when another is chosen, and is taken back when chosen again', async () => {
    const user = await shown()
    await user.click(button(/^赞 /))
    await waitFor(() => expect(button(/^赞 13$/).getAttribute('aria-pressed')).toBe('true'))
    await user.click(button(/^庆祝 /))
    await waitFor(() => expect(button(/^庆祝 2$/).getAttribute('aria-pressed')).toBe('true'))
    expect(button(/^赞 12$/).getAttribute('aria-pressed')).toBe('false')
    await user.click(button(/^庆祝 /))
    await waitFor(() => expect(button(/^庆祝 1$/).getAttribute('aria-pressed')).toBe('false'))
    const sent = api.bodiesOf('POST', '/api/page/react') as {
      reaction: string | null
      path: string
      title: string
    }[]
    expect(sent.map((b) => b.reaction)).toEqual(['like', 'party', null])
    expect(sent[0]).toMatchObject({ path: '/posts/hello/', title: '你好' })
    // a guest is known by the id their browser keeps
    expect((sent[0] as { visitor?: string }).visitor).toMatch(/^[\w-]{16,40}$/)
  })

  it('a refused choice goes back and says why', async () => {
    api.use({
      'POST /api/page/react': new MockFailure(429, '同一网络的访客在这个页面上表态太多了，请登录后再试'),
    })
    const user = await shown()
    await user.click(button(/^哈哈 /))
    await screen.findByText('同一网络的访客在这个页面上表态太多了，请登录后再试')
    await waitFor(() => expect(button(/^哈哈 0$/).getAttribute('aria-pressed')).toBe('false'))
  })

  it('a failed load says so and retries', async () => {
    api.use({ 'GET /api/page/reactions': new MockFailure(500, '服务端错误') })
    const user = userEvent.setup()
    render(<Reactions theme="light" path="/posts/hello/" />)
    const retry = await screen.findByRole('button', { name: '重试' })
    expect(retry.closest('.xz-reactions__error')?.textContent).toContain('服务端错误')
    api.use()
    await user.click(retry)
    await waitFor(() => expect(button(/^赞 12$/)).toBeTruthy())
  })
})
