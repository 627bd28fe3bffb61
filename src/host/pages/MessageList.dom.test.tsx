import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure } from '../../core/config/index.ts'
import type { MessageEntry, MessageQuery } from '../../core/contract/index.ts'
import MessageList from './MessageList.tsx'
import { emitMessageChange } from './parts/message-events.ts'
import { type Call, callsTo, entry, mockApi, renderAt, setSession } from './parts/testing.tsx'

const BOARD: MessageEntry[] = [
  ...Array.from({ length: 14 }, (_, i) => entry({ message: `闲聊第${i + 1}条`, tag: '闲聊' })),
  entry({ message: '希望多写点 React', tag: '建议' }),
  entry({ message: '加一个暗色主题吧', tag: '建议', like_times: 3 }),
]

let calls: Call[] = []

function mount() {
  calls = mockApi({
    'GET /api/message/getHotTagList': [
      { tag: '闲聊', count: 14 },
      { tag: '建议', count: 2 },
    ],
    'POST /api/message/getMessageList': ({ body }: { body: unknown }) => {
      const q = body as MessageQuery
      const rows = q.tag ? BOARD.filter((m) => m.tag === q.tag) : BOARD
      return {
        current: q.current,
        size: q.size,
        total: rows.length,
        list: rows.slice((q.current - 1) * q.size, q.current * q.size),
      }
    },
    'PUT /api/message/like/*': { like_times: 4, is_like: true },
  })
  const user = userEvent.setup()
  const view = renderAt(<MessageList />, '/message/list')
  return { user, ...view }
}

const listBodies = () => callsTo(calls, 'POST', '/api/message/getMessageList').map((c) => c.body)
const cards = () => [...document.querySelectorAll('.pg-note')] as HTMLElement[]

beforeEach(() => setSession(null))
afterEach(() => {
  cleanup()
  configure({ fetch: undefined })
})

describe('MessageList', () => {
  it('shows the first page in the authors’ styles, with links to each entry', async () => {
    mount()
    await screen.findByText('闲聊第1条')
    expect(cards()).toHaveLength(12)
    const first = cards()[0] as HTMLElement
    expect(first.style.backgroundColor).toMatch(/#fde68a|rgb\(253, 230, 138\)/)
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`/message/detail?id=${BOARD[0]?.id}`)
    expect(screen.getByText('共 16 条留言')).toBeTruthy()
  })

  it('filters by a hot tag and back to all', async () => {
    const { user } = mount()
    await screen.findByText('闲聊第1条')
    await user.click(await screen.findByRole('button', { name: /建议/ }))
    await screen.findByText('加一个暗色主题吧')
    expect(screen.queryByText('闲聊第1条')).toBeNull()
    expect(cards()).toHaveLength(2)
    expect(screen.getByRole('button', { name: /建议/ }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('「建议」共 2 条留言')).toBeTruthy()
    expect(screen.getByText('已经到底啦')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '全部' }))
    await screen.findByText('闲聊第1条')
    expect(listBodies()).toEqual([
      { current: 1, size: 12 },
      { current: 1, size: 12, tag: '建议' },
      { current: 1, size: 12 },
    ])
  })

  it('loads more on demand and keeps what was shown', async () => {
    const { user } = mount()
    await screen.findByText('闲聊第1条')
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await screen.findByText('加一个暗色主题吧')
    expect(cards()).toHaveLength(16)
    expect(screen.getByText('闲聊第1条')).toBeTruthy()
    expect(listBodies().at(-1)).toEqual({ current: 2, size: 12 })
  })

  it('toggles a like without opening the entry', async () => {
    const { user, location } = mount()
    await screen.findByText('闲聊第1条')
    const first = cards()[0] as HTMLElement
    await user.click(within(first).getByRole('button', { name: /点赞/ }))
    await waitFor(() => expect(within(first).getByRole('button', { pressed: true })).toBeTruthy())
    expect(within(first).getByText('4')).toBeTruthy()
    expect(location.history).toEqual(['/message/list'])
  })

  it('hears about entries created and deleted elsewhere (it is kept alive)', async () => {
    mount()
    await screen.findByText('闲聊第1条')
    emitMessageChange({ type: 'create', entry: entry({ message: '刚发布的留言', tag: '闲聊' }) })
    await screen.findByText('刚发布的留言')
    expect(screen.getByText('共 17 条留言')).toBeTruthy()
    emitMessageChange({ type: 'delete', id: BOARD[0]?.id ?? 0 })
    await waitFor(() => expect(screen.queryByText('闲聊第1条')).toBeNull())
    expect(screen.getByText('共 16 条留言')).toBeTruthy()
  })
})
