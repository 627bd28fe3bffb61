import { setSession } from '../testing/session.ts'
import {
  cleanup,
  configure as configureQueries,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessageEntry } from '../../core/contract/index.ts'
import { failingUntilRecovered, MockFailure, type MockRoute, recordingApi } from '../testing/mock-api.ts'
import { type MessageChange, emitMessageChange, onMessageChange } from './message-events.ts'
import { MessageBoard, type MessageBoardProps } from './MessageBoard.tsx'
import { boardRoutes, entry } from './mock-board.ts'
import type { NavigateOptions } from './paths.ts'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { XIAOMING } from '../../core/testing/index.ts'

const BOARD: MessageEntry[] = [
  ...Array.from({ length: 14 }, (_, i) => entry({ message: `闲聊第${i + 1}条`, tag: '闲聊' })),
  entry({ message: '希望多写点 React', tag: '建议' }),
  entry({ message: '加一个暗色主题吧', tag: '建议', like_times: 3 }),
]
const OWN = entry({
  id: 11,
  message: '我自己的留言',
  user_id: XIAOMING.id,
  nick_name: XIAOMING.nick_name,
})
const OTHER = entry({ id: 12, message: '别人的留言', user_id: 9, nick_name: '路人' })

const api = recordingApi(() => boardRoutes({ entries: BOARD }))
const { bodiesOf } = api
/** Where the widget asked the host to go; the host "routes" (answers false) unless told otherwise. */
let navigations: { path: string; options?: NavigateOptions }[] = []

function mount(
  props: MessageBoardProps = {},
  opts: { entries?: MessageEntry[]; routes?: Record<string, MockRoute>; hostRoutes?: boolean } = {},
) {
  navigations = []
  api.use(opts.routes, opts.entries && boardRoutes({ entries: opts.entries }))
  const onNavigate =
    opts.hostRoutes === false
      ? undefined
      : (path: string, options?: NavigateOptions) => {
          navigations.push(options ? { path, options } : { path })
          return false
        }
  const user = userEvent.setup()
  const view = render(<MessageBoard theme="light" onNavigate={onNavigate} {...props} />)
  return { user, ...view }
}

const listBodies = () => bodiesOf('POST', '/api/message/getMessageList')
const notes = () => [...document.querySelectorAll('[part~="note"]')] as HTMLElement[]
const lastPath = () => navigations.at(-1)?.path

vi.setConfig({ testTimeout: 20_000 })
// the form and the detail are loaded on first use: leave room for that on a busy machine
configureQueries({ asyncUtilTimeout: 5_000 })

resetWidgetStateEachTest()

describe('MessageBoard: the board', () => {
  it('shows the first page in the authors’ styles, with links to each entry', async () => {
    mount()
    await screen.findByText('闲聊第1条')
    expect(notes()).toHaveLength(12)
    const first = notes()[0] as HTMLElement
    expect(first.style.backgroundColor).toMatch(/#fde68a|rgb\(253, 230, 138\)/)
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`/message/detail?id=${BOARD[0]?.id}`)
    expect(screen.getByText('共 16 条留言')).toBeTruthy()
  })

  it('marks its author’s entry held for review 审核中 in place of its tag', async () => {
    mount(
      {},
      {
        entries: [
          entry({ message: '等审核的留言', tag: '闲聊', held: true }),
          entry({ message: '公开的', tag: '建议' }),
        ],
      },
    )
    await waitFor(() => expect(notes()).toHaveLength(2))
    const [held, open] = notes() as [HTMLElement, HTMLElement]
    expect(within(held).getByText('审核中')).toBeTruthy()
    expect(within(held).queryByText('#闲聊')).toBeNull()
    expect(within(open).queryByText('审核中')).toBeNull()
    expect(within(open).getByText('#建议')).toBeTruthy()
  })

  it('filters by a hot tag and back to all', async () => {
    const { user } = mount()
    await screen.findByText('闲聊第1条')
    await user.click(await screen.findByRole('button', { name: /建议/ }))
    await screen.findByText('加一个暗色主题吧')
    expect(screen.queryByText('闲聊第1条')).toBeNull()
    expect(notes()).toHaveLength(2)
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
    expect(notes()).toHaveLength(16)
    expect(screen.getByText('闲聊第1条')).toBeTruthy()
    expect(listBodies().at(-1)).toEqual({ current: 2, size: 12 })
  })

  it('toggles a like without opening the entry', async () => {
    const { user } = mount()
    await screen.findByText('闲聊第1条')
    const first = notes()[0] as HTMLElement
    await user.click(within(first).getByRole('button', { name: /点赞/ }))
    await waitFor(() => expect(within(first).getByRole('button', { pressed: true })).toBeTruthy())
    expect(within(first).getByText('1')).toBeTruthy()
    expect(navigations).toEqual([])
  })

  it('hears about entries created and deleted elsewhere (a host keeps it alive)', async () => {
    mount()
    await screen.findByText('闲聊第1条')
    emitMessageChange({ type: 'create', entry: entry({ message: '刚发布的留言', tag: '闲聊' }) })
    await screen.findByText('刚发布的留言')
    expect(screen.getByText('共 17 条留言')).toBeTruthy()
    emitMessageChange({ type: 'delete', id: BOARD[0]?.id ?? 0 })
    await waitFor(() => expect(screen.queryByText('闲聊第1条')).toBeNull())
    expect(screen.getByText('共 16 条留言')).toBeTruthy()
  })

  it('asks the host to open an entry, to write one and to open the chat', async () => {
    const { user } = mount({ chatPath: '/message/chat' })
    await screen.findByText('闲聊第1条')
    await user.click(within(notes()[1] as HTMLElement).getByRole('link'))
    expect(lastPath()).toBe(`/message/detail?id=${BOARD[1]?.id}`)
    await user.click(screen.getByRole('button', { name: '写留言' }))
    expect(lastPath()).toBe('/message/publish')
    await user.click(screen.getByRole('button', { name: '聊天室' }))
    expect(lastPath()).toBe('/message/chat')
    // the host routed each time: the board is still what shows
    expect(screen.getByText('闲聊第1条')).toBeTruthy()
  })

  it('asks for pages the server accepts (at most 50 entries)', async () => {
    mount({ pageSize: 80 })
    await screen.findByText('闲聊第1条')
    expect(listBodies()).toEqual([{ current: 1, size: 50 }])
  })

  it('offers no chat without a chat-path, and says so when a tag has no entries', async () => {
    mount({}, { entries: [] })
    expect(await screen.findByText('还没有留言，快来抢沙发吧')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '聊天室' })).toBeNull()
  })

  it('shows the failure and retries', async () => {
    const list = failingUntilRecovered(new MockFailure(500, '服务器开小差了'), {
      current: 1,
      size: 12,
      total: 1,
      list: [OTHER],
    })
    const { user } = mount({}, { routes: { 'POST /api/message/getMessageList': list.route } })
    // the error state says what the server said (the API layer also toasts it)
    await waitFor(() => expect(screen.getAllByText('服务器开小差了').length).toBeGreaterThan(0))
    list.recover()
    await user.click(screen.getByRole('button', { name: /重试/ }))
    expect(await screen.findByText('别人的留言')).toBeTruthy()
  })
})

describe('MessageBoard: in a page that does not route', () => {
  it('opens an entry in place, and comes back to the same board', async () => {
    const { user } = mount({}, { hostRoutes: false, entries: [OTHER, ...BOARD] })
    await screen.findByText('闲聊第1条')
    await user.click(screen.getByRole('button', { name: /建议/ }))
    await screen.findByText('加一个暗色主题吧')
    await user.click(within(notes()[0] as HTMLElement).getByRole('link'))
    expect(await screen.findByRole('link', { name: '返回留言板' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: /条评论/ })).toBeTruthy()

    await user.click(screen.getByRole('link', { name: '返回留言板' }))
    expect(screen.getByRole('button', { name: /建议/ }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('加一个暗色主题吧')).toBeTruthy()
    // the board was kept: nothing was fetched again
    expect(listBodies()).toHaveLength(2)
  })

  it('writes an entry in place and shows it on the board', async () => {
    const { user } = mount({}, { hostRoutes: false })
    await screen.findByText('闲聊第1条')
    await user.click(screen.getByRole('button', { name: '写留言' }))
    await user.type(await screen.findByLabelText(/留言内容/), '嵌入页里的留言')
    await user.click(screen.getByRole('button', { name: '发布留言' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: '发布留言' })).toBeNull())
    expect(await screen.findByText('嵌入页里的留言')).toBeTruthy()
  })
})

describe('MessageBoard: mine', () => {
  it('lists the reader’s own entries without tags, and asks a guest to log in', async () => {
    setSession(XIAOMING)
    mount({ view: 'mine' }, { entries: [OWN, OTHER] })
    expect(await screen.findByText('我自己的留言')).toBeTruthy()
    expect(screen.queryByText('别人的留言')).toBeNull()
    expect(screen.queryByRole('group', { name: '按标签筛选' })).toBeNull()
    expect(listBodies()).toEqual([{ current: 1, size: 10, author_id: XIAOMING.id }])
    cleanup()

    setSession(null)
    mount({ view: 'mine' })
    expect(screen.getByText('登录后才能查看自己的留言')).toBeTruthy()
  })

  it('invites the reader to write the first one', async () => {
    setSession(XIAOMING)
    const { user } = mount({ view: 'mine' }, { entries: [OTHER] })
    expect(await screen.findByText('你还没有写过留言')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '去写留言' }))
    expect(lastPath()).toBe('/message/publish')
  })
})

describe('MessageBoard: publish', () => {
  const preview = () => screen.getByRole('complementary', { name: '预览' })
  const previewCard = () => preview().querySelector('[part~="note"]') as HTMLElement

  it('the preview follows every input', async () => {
    const { user } = mount({ view: 'publish' })
    await user.type(await screen.findByLabelText(/留言内容/), '你好，小站')
    const text = within(preview()).getByText('你好，小站')

    await user.click(screen.getByRole('radio', { name: '背景颜色 #bfdbfe' }))
    expect(previewCard().style.backgroundColor).toMatch(/#bfdbfe|rgb\(191, 219, 254\)/)
    await user.click(screen.getByRole('radio', { name: '文字颜色 #7f1d1d' }))
    expect(previewCard().style.color).toMatch(/#7f1d1d|rgb\(127, 29, 29\)/)

    fireEvent.change(screen.getByLabelText('字体大小'), { target: { value: '22' } })
    expect(text.style.fontSize).toBe('22px')
    expect(screen.getByText('22px')).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: '加粗' }))
    expect(text.style.fontWeight).toBe('700')

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
    const { user } = mount({ view: 'publish' })
    await user.type(await screen.findByLabelText(/留言内容/), '  第一次来，留个脚印  ')
    await user.click(screen.getByRole('radio', { name: '背景颜色 #99f6e4' }))
    await user.click(screen.getByRole('radio', { name: '文字颜色 #134e4a' }))
    fireEvent.change(screen.getByLabelText('字体大小'), { target: { value: '18' } })
    await user.click(screen.getByRole('radio', { name: '中等' }))
    await user.click(await screen.findByRole('button', { name: '闲聊' }))
    await user.click(screen.getByRole('button', { name: '发布留言' }))

    await waitFor(() => expect(lastPath()).toBe('/message/list'))
    expect(bodiesOf('POST', '/api/message/add')).toEqual([
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
    const { user } = mount({ view: 'publish' })
    await user.type(await screen.findByLabelText(/留言内容/), '   ')
    await user.click(screen.getByRole('button', { name: '发布留言' }))
    expect(screen.getByText('请输入留言内容')).toBeTruthy()
    expect(bodiesOf('POST', '/api/message/add')).toHaveLength(0)
  })

  it('edits an own entry: loads it into the form, sends PUT /update and replaces itself by the detail', async () => {
    setSession(XIAOMING)
    const own = entry({
      id: 42,
      message: '旧的留言',
      user_id: XIAOMING.id,
      bg_color: '#fecaca',
      tag: '建议',
    })
    const { user } = mount({ view: 'publish', messageId: 42 }, { entries: [own] })
    const text = (await screen.findByDisplayValue('旧的留言')) as HTMLTextAreaElement
    expect((screen.getByRole('radio', { name: '背景颜色 #fecaca' }) as HTMLInputElement).checked).toBe(true)
    await user.clear(text)
    await user.type(text, '新的留言')
    await user.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() =>
      expect(navigations.at(-1)).toEqual({ path: '/message/detail?id=42', options: { replace: true } }),
    )
    expect(bodiesOf('PUT', '/api/message/update')).toEqual([
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

  it("does not offer someone else's entry for editing, nor any entry to a guest", async () => {
    setSession(XIAOMING)
    mount({ view: 'publish', messageId: 12 }, { entries: [OTHER] })
    expect(await screen.findByText('只能编辑自己的留言')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull()
    cleanup()

    setSession(null)
    mount({ view: 'publish', messageId: 12 }, { entries: [OTHER] })
    expect(await screen.findByText('登录后才能编辑自己的留言')).toBeTruthy()
  })
})

describe('MessageBoard: detail', () => {
  beforeEach(() => setSession(XIAOMING))

  it('offers edit and delete only on the reader’s own entry', async () => {
    mount({ view: 'detail', messageId: 12 }, { entries: [OWN, OTHER] })
    await screen.findByText('别人的留言')
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  })

  it('deletes after "确定删除吗?", tells the board and goes back to it', async () => {
    const changes: MessageChange[] = []
    const stop = onMessageChange((c) => changes.push(c))
    const { user } = mount({ view: 'detail', messageId: 11 }, { entries: [OWN, OTHER] })
    await screen.findByText('我自己的留言')
    await user.click(screen.getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('确定删除吗?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await waitFor(() =>
      expect(navigations.at(-1)).toEqual({ path: '/message/list', options: { replace: true } }),
    )
    expect(bodiesOf('DELETE', '/api/message/delete/11')).toHaveLength(1)
    expect(changes).toEqual([{ type: 'delete', id: 11 }])
    stop()
  })

  it('edit opens the publish screen for this entry', async () => {
    const { user } = mount({ view: 'detail', messageId: 11 }, { entries: [OWN, OTHER] })
    await screen.findByText('我自己的留言')
    await user.click(screen.getByRole('button', { name: '编辑' }))
    expect(lastPath()).toBe('/message/publish?id=11')
  })

  it('says which entry is missing', async () => {
    mount({ view: 'detail' })
    expect(await screen.findByText('缺少留言编号')).toBeTruthy()
    cleanup()
    mount({ view: 'detail', messageId: 999 })
    expect(await screen.findByText('留言不存在')).toBeTruthy()
  })
})
