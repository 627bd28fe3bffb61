import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createChatClient } from '../../core/chat/client.ts'
import { PAGE_CHAT_WIRING } from '../../core/chat/runtime.ts'
import { createFakeSockets, type FakeWebSocket } from '../../core/chat/fake-socket.ts'
import { configure } from '../../core/config/index.ts'
import type {
  ChatListQuery,
  ChatMessage,
  OnlineUser,
  ServerFrame,
  UserInfo,
} from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { MockFailure, type MockRoute, mockFetch } from '../testing/mock-api.ts'
import { setSession } from '../testing/session.ts'
import { ChatRoom, type ChatRoomProps, preloadChatPanel } from './ChatRoom.tsx'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { ADMIN, XIAOMING as USER } from '../../core/testing/index.ts'

const XIAOHONG: OnlineUser = { user_id: 3, nick_name: '小红', avatar: '' }

const NICKS: Record<number, string> = { 1: '站长', 2: '小明', 3: '小红' }

function msg(
  id: number,
  user_id = 3,
  content = `消息${id}`,
  content_type: 'text' | 'image' = 'text',
): ChatMessage {
  return {
    id,
    user_id,
    nick_name: NICKS[user_id] ?? `用户${user_id}`,
    avatar: '',
    content,
    content_type,
    createdAt: new Date(Date.now() - (100 - id) * 60_000).toISOString(),
  }
}

const range = (from: number, to: number, user_id = 3): ChatMessage[] => {
  const list: ChatMessage[] = []
  for (let id = from; id <= to; id += 1) list.push(msg(id, user_id))
  return list
}

const online = (...users: (UserInfo | OnlineUser)[]): OnlineUser[] =>
  users.map((u) => ('user_id' in u ? u : { user_id: u.id, nick_name: u.nick_name, avatar: u.avatar }))

type Who = 'anonymous' | 'user' | 'admin'

interface SetupOptions extends Omit<ChatRoomProps, 'store'> {
  who?: Who
  /** the history the server holds, answered page by page */
  history?: ChatMessage[]
  routes?: Record<string, MockRoute>
}

interface Request {
  method: string
  path: string
  body: unknown
}

function setup({ who = 'user', history = [], routes = {}, mode = 'page', ...props }: SetupOptions = {}) {
  const requests: Request[] = []
  configure({
    fetch: mockFetch(
      {
        // like the server: the newest `size` rows older than last_id, oldest first
        'POST /api/chat/getChatList': ({ body }: { body: unknown }) => {
          const q = body as ChatListQuery
          const older = history.filter((m) => q.last_id === undefined || m.id < q.last_id)
          return { list: older.slice(-q.size) }
        },
        'POST /api/chat/delete': null,
        'POST /api/upload/img': { url: '/uploads/chat/a.png' },
        ...routes,
      },
      { onRequest: (method, path, body) => requests.push({ method, path, body }) },
    ),
  })
  const me = who === 'admin' ? ADMIN : who === 'user' ? USER : null
  setSession(me)
  const sockets = createFakeSockets()
  const store = createChatClient({
    url: () => 'ws://test/ws',
    WebSocketImpl: sockets.WebSocketImpl,
    ...PAGE_CHAT_WIRING,
    pingIntervalMs: 0,
  })
  const user = userEvent.setup()
  const view = render(<ChatRoom store={store} mode={mode} {...props} />)
  const socket = (): FakeWebSocket => sockets.latest()
  return {
    ...view,
    user,
    store,
    sockets,
    socket,
    requests,
    me,
    /** the server accepts the connection: open, tips, then the online list (me included) */
    async open(list: OnlineUser[] = me ? online(me) : []) {
      await act(async () => {
        socket().serverOpen()
        socket().serverSend({ type: 'tips', content: '欢迎来到聊天室' })
        socket().serverSend({ type: 'onlineList', list })
      })
    },
    async serve(...frames: ServerFrame[]) {
      await act(async () => {
        for (const frame of frames) socket().serverSend(frame)
      })
    },
    sentMessages: () => socket().framesOf('message'),
  }
}

const input = () => screen.getByRole('textbox', { name: '输入消息' }) as HTMLTextAreaElement
const log = () => screen.getByRole('log', { name: '聊天消息' })

resetWidgetStateEachTest()
// the panel's contents are fetched when it first shows: here they are at hand from the start, so
// every test renders them as the first one does once they have arrived (WTR checks the arrival)
beforeAll(() => preloadChatPanel())

describe('ChatRoom — floating mode', () => {
  it('the floating button opens and closes the panel', async () => {
    const onOpenChange = vi.fn()
    const { user } = setup({ mode: 'floating', onOpenChange })
    expect(screen.queryByRole('dialog', { name: '聊天室' })).toBeNull()
    const fab = screen.getByRole('button', { name: '打开聊天室' })
    expect(fab.getAttribute('aria-expanded')).toBe('false')
    await user.click(fab)
    // the panel is there at once, with focus; what it holds follows with its code
    const panel = screen.getByRole('dialog', { name: '聊天室' })
    expect(panel.getAttribute('part')).toBe('panel')
    expect(document.activeElement).toBe(panel)
    expect(onOpenChange).toHaveBeenLastCalledWith(true)
    expect(screen.getByRole('button', { name: '关闭聊天室', expanded: true })).toBe(fab)
    await user.click(await within(panel).findByRole('button', { name: '关闭聊天室' }))
    expect(screen.queryByRole('dialog', { name: '聊天室' })).toBeNull()
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('takes a title and follows the open prop', async () => {
    const view = setup({ mode: 'floating', title: '小站聊天' })
    expect(screen.queryByRole('dialog')).toBeNull()
    view.rerender(<ChatRoom store={view.store} mode="floating" title="小站聊天" open />)
    expect(await screen.findByRole('dialog', { name: '小站聊天' })).toBeTruthy()
  })

  it('Esc closes the panel', async () => {
    const { user } = setup({ mode: 'floating', defaultOpen: true })
    const panel = screen.getByRole('dialog', { name: '聊天室' })
    await user.click(await screen.findByRole('textbox', { name: '输入消息' }))
    await user.keyboard('{Escape}')
    expect(panel.hidden).toBe(true)
  })

  it('the badge counts messages from others while closed, "9+" above 9, and clears on opening', async () => {
    const { open, serve, user, container } = setup({ mode: 'floating' })
    await open()
    const badge = () => container.querySelector('[data-badge]')
    expect(badge()).toBeNull()
    await serve(
      { type: 'message', ...msg(1) },
      { type: 'message', ...msg(2, USER.id) },
      { type: 'message', ...msg(3) },
    )
    expect(badge()?.textContent).toBe('2')
    await serve(...range(4, 11).map((m): ServerFrame => ({ type: 'message', ...m })))
    expect(badge()?.textContent).toBe('9+')
    expect(screen.getByText('10条未读消息')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '打开聊天室' }))
    expect(badge()).toBeNull()
    // while open, new messages are read at once
    await serve({ type: 'message', ...msg(12) })
    expect(badge()).toBeNull()
  })
})

describe('ChatRoom — history', () => {
  it('shows "加载更多" only after a full page and loads the older page before the oldest shown', async () => {
    const { user, requests } = setup({ history: range(8, 20) })
    expect(await screen.findByText('消息20')).toBeTruthy()
    expect(screen.queryByText('消息10')).toBeNull()
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    expect(await screen.findByText('消息8')).toBeTruthy()
    const pages = requests.filter((r) => r.path === '/api/chat/getChatList').map((r) => r.body)
    expect(pages).toEqual([{ size: 10 }, { size: 10, last_id: 11 }])
    // 3 came back: no more pages
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
  })

  it('has no "加载更多" when less than a page came back, and says so when empty', async () => {
    setup({ history: range(1, 5) })
    expect(await screen.findByText('消息5')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
    cleanup()
    setup({ history: [] })
    expect(await screen.findByText('还没有消息，来打个招呼吧')).toBeTruthy()
  })

  it('keeps the reader in place while the older page goes on top', async () => {
    const { user } = setup({ history: range(1, 20) })
    await screen.findByText('消息20')
    const el = log()
    // 60px a message: the older page of 10 adds 600px above what the reader sees
    Object.defineProperty(el, 'scrollHeight', {
      configurable: true,
      get: () => el.querySelectorAll('.xz-chat-msg').length * 60,
    })
    Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 300 })
    el.scrollTop = 0
    fireEvent.scroll(el)
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await screen.findByText('消息1')
    expect(el.scrollTop).toBe(600)
  })
})

describe('ChatRoom — messages', () => {
  it('puts own messages on the right without avatar, others on the left with nick and time', async () => {
    setup({ history: [msg(1, USER.id, '我的消息'), msg(2, 3, '小红的消息')] })
    const own = (await screen.findByText('我的消息')).closest('.xz-chat-msg')
    const other = screen.getByText('小红的消息').closest('.xz-chat-msg')
    expect(own?.className).toContain('xz-chat-msg--own')
    expect(other?.className).toContain('xz-chat-msg--other')
    expect(within(other as HTMLElement).getByText('小红')).toBeTruthy()
    expect(other?.querySelector('time')?.textContent).toMatch(/前|:/)
    expect(own?.querySelector('.xz-avatar')).toBeNull()
  })

  it('appends live messages and follows them from the end, but not after the reader scrolled up', async () => {
    const { open, serve, user } = setup({ history: range(1, 3) })
    await screen.findByText('消息3')
    await open()
    const el = log()
    let height = 1000
    Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => height })
    Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 300 })
    el.scrollTop = 700
    fireEvent.scroll(el)

    height = 1100
    await serve({ type: 'message', ...msg(4) })
    expect(screen.getByText('消息4')).toBeTruthy()
    expect(el.scrollTop).toBe(1100)

    el.scrollTop = 100 // the reader went up
    fireEvent.scroll(el)
    height = 1200
    await serve({ type: 'message', ...msg(5) })
    expect(el.scrollTop).toBe(100)
    await user.click(screen.getByRole('button', { name: '有新消息' }))
    expect(el.scrollTop).toBe(1200)

    // an own message always brings the end into view
    el.scrollTop = 100
    fireEvent.scroll(el)
    height = 1300
    await user.type(input(), '我来了{Enter}')
    expect(el.scrollTop).toBe(1300)
  })

  it('opens an image message in a lightbox', async () => {
    const { user } = setup({ history: [msg(1, 3, '/uploads/chat/cat.png', 'image')] })
    const thumb = await screen.findByRole('button', { name: '查看大图' })
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/uploads/chat/cat.png')
    await user.click(thumb)
    const box = await screen.findByRole('dialog', { name: '查看图片' })
    expect(within(box).getByRole('img', { name: '聊天图片' }).getAttribute('src')).toBe(
      '/uploads/chat/cat.png',
    )
  })

  it('calls onMessage for live messages only', async () => {
    const onMessage = vi.fn()
    const { open, serve } = setup({ history: range(1, 3), onMessage })
    await screen.findByText('消息3')
    await open()
    await serve({ type: 'message', ...msg(4) })
    expect(onMessage).toHaveBeenCalledTimes(1)
    expect(onMessage.mock.calls[0]?.[0]).toMatchObject({ id: 4, content: '消息4' })
  })
})

describe('ChatRoom — composer', () => {
  it('Enter sends, Shift+Enter adds a line, and the pending copy says 发送中 until the echo', async () => {
    const { open, user, sentMessages, serve } = setup()
    await open()
    await user.type(input(), '你好{Shift>}{Enter}{/Shift}')
    expect(input().value).toBe('你好\n')
    expect(sentMessages()).toHaveLength(0)
    await user.type(input(), '世界{Enter}')
    const sent = sentMessages()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ content: '你好\n世界', content_type: 'text' })
    expect(input().value).toBe('')
    const pendingRow = screen.getByText('发送中').closest('.xz-chat-msg')
    expect(pendingRow?.className).toContain('xz-chat-msg--own')
    await serve({ type: 'message', ...msg(9, USER.id, '你好\n世界'), client_id: sent[0]?.client_id })
    expect(screen.queryByText('发送中')).toBeNull()
  })

  it('ignores Enter while an IME composition is open', async () => {
    const { open, sentMessages } = setup()
    await open()
    fireEvent.change(input(), { target: { value: 'nihao' } })
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true })
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 })
    fireEvent.compositionStart(input())
    fireEvent.keyDown(input(), { key: 'Enter' })
    fireEvent.compositionEnd(input())
    expect(sentMessages()).toHaveLength(0)
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(sentMessages()).toHaveLength(1)
  })

  it('anonymous: sending toasts "请先登录" once and asks for the login dialog', async () => {
    const { open, user } = setup({ who: 'anonymous' })
    await open()
    await user.type(input(), '大家好{Enter}')
    expect(await screen.findByText('请先登录')).toBeTruthy()
    expect(screen.getAllByText('请先登录')).toHaveLength(1)
    expect(sessionStore.getState().showLogin).toBe(true)
    expect(input().value).toBe('大家好')
  })

  it('anonymous: reads the chat and has a "登录后发言" button instead of 发送', async () => {
    const { user } = setup({ who: 'anonymous', history: range(1, 2) })
    expect(await screen.findByText('消息2')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull()
    await user.click(screen.getByRole('button', { name: '登录后发言' }))
    expect(sessionStore.getState().showLogin).toBe(true)
  })

  it('an empty message toasts "请输入消息再发送"', async () => {
    const { open, user, sentMessages } = setup()
    await open()
    await user.type(input(), '   ')
    await user.click(screen.getByRole('button', { name: '发送' }))
    expect(await screen.findByText('请输入消息再发送')).toBeTruthy()
    expect(sentMessages()).toHaveLength(0)
    expect(sessionStore.getState().showLogin).toBe(false)
  })

  it('inserts an emoji at the caret', async () => {
    const { user } = setup()
    await user.type(input(), '你好')
    input().setSelectionRange(1, 1)
    await user.click(screen.getByRole('button', { name: '表情' }))
    const picker = await screen.findByRole('toolbar', { name: '选择表情' })
    expect(within(picker).getAllByRole('button').length).toBeGreaterThanOrEqual(80)
    await user.click(within(picker).getByRole('button', { name: '😀' }))
    expect(input().value).toBe('你😀好')
    expect(input().selectionStart).toBe(1 + '😀'.length)
  })

  it('uploads a chosen image, then sends its url as an image message', async () => {
    let finish: () => void = () => {}
    const uploaded = new Promise<void>((resolve) => {
      finish = resolve
    })
    const { open, user, requests, sentMessages, container } = setup({
      routes: {
        'POST /api/upload/img': async () => {
          await uploaded
          return { url: '/uploads/chat/a.png' }
        },
      },
    })
    await open()
    const file = new File([new Uint8Array(2048)], 'cat.png', { type: 'image/png' })
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement
    expect(picker.accept).toContain('image/png')
    await user.upload(picker, file)
    expect(await screen.findByText('图片上传中…')).toBeTruthy()
    await act(async () => finish())
    await waitFor(() => expect(sentMessages()).toHaveLength(1))
    expect(sentMessages()[0]).toMatchObject({ content: '/uploads/chat/a.png', content_type: 'image' })
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/upload/img')).toBe(true)
    expect(screen.queryByText('图片上传中…')).toBeNull()
  })

  it('a failed upload toasts "图片上传失败" and sends nothing', async () => {
    const { open, user, sentMessages, container } = setup({
      routes: { 'POST /api/upload/img': new MockFailure(415, '只能上传图片') },
    })
    await open()
    const file = new File([new Uint8Array(1024)], 'cat.png', { type: 'image/png' })
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file)
    expect(await screen.findByText('图片上传失败')).toBeTruthy()
    expect(sentMessages()).toHaveLength(0)
  })

  it('anonymous: the image button asks for login instead of a file', async () => {
    const { user } = setup({ who: 'anonymous' })
    await user.click(screen.getByRole('button', { name: '发送图片' }))
    expect(await screen.findByText('请先登录')).toBeTruthy()
    expect(sessionStore.getState().showLogin).toBe(true)
  })
})

describe('ChatRoom — recall and admin', () => {
  const history = [msg(1, USER.id, '小明说'), msg(2, 3, '小红说'), msg(3, ADMIN.id, '站长说')]

  it('a user may recall only their own messages', async () => {
    const { open, user, socket, serve } = setup({ history })
    await screen.findByText('站长说')
    await open()
    const buttons = screen.getAllByRole('button', { name: '撤回' })
    expect(buttons).toHaveLength(1)
    expect(buttons[0]?.closest('.xz-chat-msg')?.textContent).toContain('小明说')
    await user.click(buttons[0] as HTMLElement)
    expect(socket().framesOf('revert')).toEqual([{ type: 'revert', message_id: 1 }])
    await serve({ type: 'revert', message_id: 1 })
    expect(screen.queryByText('小明说')).toBeNull()
    expect(await screen.findByText('撤回成功')).toBeTruthy()
  })

  it('an admin may recall every message', async () => {
    setup({ who: 'admin', history })
    await screen.findByText('站长说')
    expect(screen.getAllByRole('button', { name: '撤回' })).toHaveLength(3)
  })

  it('anonymous visitors and users have no admin actions', async () => {
    setup({ who: 'anonymous', history })
    await screen.findByText('站长说')
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull()
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull()
  })

  it('清空 asks "确认清空吗", calls the clear API and toasts "聊天记录已清空"', async () => {
    const { open, user, requests, serve } = setup({ who: 'admin', history })
    await screen.findByText('站长说')
    await open()
    await user.click(screen.getByRole('button', { name: '清空' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm.textContent).toContain('确认清空吗')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('聊天记录已清空')).toBeTruthy()
    expect(requests.filter((r) => r.path === '/api/chat/delete')).toEqual([
      { method: 'POST', path: '/api/chat/delete', body: null },
    ])
    await serve({ type: 'clear' })
    expect(screen.queryByText('站长说')).toBeNull()
  })

  it('cancelling the clear calls nothing', async () => {
    const { user, requests } = setup({ who: 'admin', history })
    await screen.findByText('站长说')
    await user.click(screen.getByRole('button', { name: '清空' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }))
    expect(requests.some((r) => r.path === '/api/chat/delete')).toBe(false)
  })

  it('force offline asks "确认强制下线{nick}吗" with the nick filled in, then sends offline', async () => {
    const { open, user, socket } = setup({ who: 'admin' })
    await open(online(ADMIN, USER, XIAOHONG))
    await user.click(screen.getByRole('button', { name: '3 人在线' }))
    const list = await screen.findByRole('dialog', { name: '在线用户' })
    expect(within(list).getByText('小红')).toBeTruthy()
    expect(within(list).queryByRole('button', { name: '强制下线站长' })).toBeNull()
    await user.click(within(list).getByRole('button', { name: '强制下线小明' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('确认强制下线小明吗')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(socket().framesOf('offline')).toEqual([{ type: 'offline', user_id: USER.id }])
  })

  it('a user sees the online list without force-offline buttons', async () => {
    const { open, user } = setup()
    await open(online(USER, XIAOHONG))
    await user.click(screen.getByRole('button', { name: '2 人在线' }))
    const list = await screen.findByRole('dialog', { name: '在线用户' })
    expect(within(list).getByText('我')).toBeTruthy()
    expect(within(list).queryByRole('button', { name: /强制下线/ })).toBeNull()
  })
})

describe('ChatRoom — connection', () => {
  it('says 连接中… until open, then "聊天室连接失败 正在重新连接" with a reconnect after a drop', async () => {
    const { open, user, sockets, socket } = setup()
    expect(screen.getByText('连接中…').closest('[role="status"]')).toBeTruthy()
    await open()
    expect(screen.queryByText('连接中…')).toBeNull()
    await act(async () => socket().serverClose(1006))
    expect(screen.getAllByText('聊天室连接失败 正在重新连接').length).toBeGreaterThanOrEqual(1)
    const before = sockets.all.length
    await user.click(screen.getByRole('button', { name: '重新连接' }))
    expect(sockets.all.length).toBe(before + 1)
  })

  it('a refused connect reads "聊天室连接失败 正在重新连接" while the retries run', async () => {
    const { socket } = setup()
    await act(async () => socket().serverRefuse())
    const line = screen.getByText('聊天室连接失败 正在重新连接', { selector: '.xz-chat-status__text' })
    expect(line.closest('.xz-chat-status')?.className).toContain('xz-chat-status--error')
    // the retry timer is already on it: no button
    expect(screen.queryByRole('button', { name: '重新连接' })).toBeNull()
  })

  it('after the retries ran out: 聊天室连接失败 and a 重新连接 button', async () => {
    const { store, user, sockets } = setup()
    await act(async () => {
      store.getState().disconnect()
      store.setState({ status: 'failed' })
    })
    expect(screen.getByText('聊天室连接失败', { selector: '.xz-chat-status__text' })).toBeTruthy()
    const before = sockets.all.length
    await user.click(screen.getByRole('button', { name: '重新连接' }))
    expect(sockets.all.length).toBe(before + 1)
    expect(screen.getByText('连接中…')).toBeTruthy()
  })
})
