import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure } from '../../core/config/index.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import MessagePublish from './MessagePublish.tsx'
import { type MessageChange, onMessageChange } from './parts/message-events.ts'
import { type Call, callsTo, DEMO_USER, entry, mockApi, renderAt, setSession } from './parts/testing.tsx'

let calls: Call[] = []

function mount(path = '/message/publish', extra: Record<string, unknown> = {}) {
  calls = mockApi({
    'GET /api/message/getHotTagList': [
      { tag: '闲聊', count: 7 },
      { tag: '建议', count: 5 },
    ],
    'POST /api/message/add': ({ body }: { body: unknown }) =>
      entry({ ...(body as Partial<MessageEntry>), id: 501, nick_name: '游客00001' }),
    ...extra,
  })
  const user = userEvent.setup()
  const view = renderAt(<MessagePublish />, path)
  return { user, ...view }
}

const preview = () => screen.getByTestId('message-preview')
const previewCard = () => preview().querySelector('article') as HTMLElement
const previewText = () => preview().querySelector('.pg-note__text') as HTMLElement

beforeEach(() => setSession(null))
afterEach(() => {
  cleanup()
  configure({ fetch: undefined })
  setSession(null)
})

describe('MessagePublish', () => {
  it('the preview follows every input', async () => {
    const { user } = mount()
    await user.type(screen.getByLabelText(/留言内容/), '你好，小站')
    expect(previewText().textContent).toBe('你好，小站')

    await user.click(screen.getByRole('radio', { name: '背景颜色 #bfdbfe' }))
    expect(previewCard().style.backgroundColor).toMatch(/#bfdbfe|rgb\(191, 219, 254\)/)
    await user.click(screen.getByRole('radio', { name: '文字颜色 #7f1d1d' }))
    expect(previewCard().style.color).toMatch(/#7f1d1d|rgb\(127, 29, 29\)/)

    fireEvent.change(screen.getByLabelText('字体大小'), { target: { value: '22' } })
    expect(previewText().style.fontSize).toBe('22px')
    expect(screen.getByText('22px')).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: '加粗' }))
    expect(previewText().style.fontWeight).toBe('700')

    await user.click(await screen.findByRole('button', { name: '建议' }))
    expect(within(preview()).getByText('#建议')).toBeTruthy()
    // a typed tag replaces the chosen one
    const tag = screen.getByLabelText('标签')
    await user.clear(tag)
    await user.type(tag, '感谢')
    expect(within(preview()).getByText('#感谢')).toBeTruthy()
    // a guest is told how the entry will be signed
    expect(within(preview()).getByText('游客')).toBeTruthy()
    expect(screen.getByText(/以「游客」身份发布/)).toBeTruthy()
  })

  it('posts the body the form shows, then returns to the board and announces the entry', async () => {
    const changes: MessageChange[] = []
    const stop = onMessageChange((c) => changes.push(c))
    const { user, location } = mount()
    await user.type(screen.getByLabelText(/留言内容/), '  第一次来，留个脚印  ')
    await user.click(screen.getByRole('radio', { name: '背景颜色 #99f6e4' }))
    await user.click(screen.getByRole('radio', { name: '文字颜色 #134e4a' }))
    fireEvent.change(screen.getByLabelText('字体大小'), { target: { value: '18' } })
    await user.click(screen.getByRole('radio', { name: '中等' }))
    await user.click(await screen.findByRole('button', { name: '闲聊' }))
    await user.click(screen.getByRole('button', { name: '发布留言' }))

    await waitFor(() => expect(location.history.at(-1)).toBe('/message/list'))
    expect(callsTo(calls, 'POST', '/api/message/add').map((c) => c.body)).toEqual([
      {
        message: '第一次来，留个脚印',
        color: '#134e4a',
        bg_color: '#99f6e4',
        font_size: 18,
        font_weight: 500,
        tag: '闲聊',
      },
    ])
    expect(changes.map((c) => c.type)).toEqual(['create'])
    stop()
  })

  it('refuses an empty message without calling the server', async () => {
    const { user } = mount()
    await user.type(screen.getByLabelText(/留言内容/), '   ')
    await user.click(screen.getByRole('button', { name: '发布留言' }))
    expect(screen.getByText('请输入留言内容')).toBeTruthy()
    expect(callsTo(calls, 'POST', '/api/message/add')).toHaveLength(0)
  })

  it('edits an own entry: loads it into the form and sends PUT /update', async () => {
    setSession(DEMO_USER)
    const own = entry({
      id: 42,
      message: '旧的留言',
      user_id: DEMO_USER.id,
      bg_color: '#fecaca',
      tag: '建议',
    })
    const { user, location } = mount('/message/publish?id=42', {
      'GET /api/message/getMessageById/42': own,
      'PUT /api/message/update': ({ body }: { body: unknown }) => ({ ...own, ...(body as object) }),
    })
    const text = (await screen.findByDisplayValue('旧的留言')) as HTMLTextAreaElement
    expect((screen.getByRole('radio', { name: '背景颜色 #fecaca' }) as HTMLInputElement).checked).toBe(true)
    await user.clear(text)
    await user.type(text, '新的留言')
    await user.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/message/detail?id=42'))
    expect(callsTo(calls, 'PUT', '/api/message/update').map((c) => c.body)).toEqual([
      {
        id: 42,
        message: '新的留言',
        color: own.color,
        bg_color: '#fecaca',
        font_size: own.font_size,
        font_weight: own.font_weight,
        tag: '建议',
      },
    ])
  })

  it("does not offer someone else's entry for editing", async () => {
    setSession(DEMO_USER)
    mount('/message/publish?id=7', {
      'GET /api/message/getMessageById/7': entry({ id: 7, user_id: 9 }),
    })
    expect(await screen.findByText('只能编辑自己的留言')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull()
  })
})
