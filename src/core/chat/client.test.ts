import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import type { ChatListQuery, ChatMessage, ServerFrame } from '../contract/index.ts'
import {
  CHAT_MSG,
  type ChatAuth,
  type ChatClientDeps,
  createChatClient,
  mergeMessages,
  parseServerFrame,
  type WebSocketCtor,
} from './index.ts'
import { createFakeSockets } from './fake-socket.ts'

const ME = { user_id: 1, token: 'tok-1' }

function msg(id: number, user_id = 2, content = `m${id}`): ChatMessage {
  return {
    id,
    user_id,
    nick_name: `u${user_id}`,
    avatar: '',
    content,
    content_type: 'text',
    createdAt: '2024-01-01T00:00:00.000Z',
  }
}

const frame = (m: ChatMessage, client_id?: string): ServerFrame =>
  client_id === undefined ? { type: 'message', ...m } : { type: 'message', ...m, client_id }

function range(from: number, to: number, user_id = 2): ChatMessage[] {
  const list: ChatMessage[] = []
  for (let id = from; id <= to; id += 1) list.push(msg(id, user_id))
  return list
}

interface SetupOptions {
  auth?: ChatAuth | null
  history?: (query: ChatListQuery) => Promise<ChatMessage[]>
  pingIntervalMs?: number
}

function setup(options: SetupOptions = {}) {
  const sockets = createFakeSockets()
  let auth: ChatAuth | null = options.auth === undefined ? ME : options.auth
  const loadHistory = vi.fn<ChatClientDeps['loadHistory']>(options.history ?? (async () => []))
  const notify = vi.fn<ChatClientDeps['notify']>()
  let n = 0
  const store = createChatClient({
    url: () => 'ws://test/ws',
    WebSocketImpl: sockets.WebSocketImpl,
    getAuth: () => auth,
    loadHistory,
    notify,
    makeId: () => `c${++n}`,
    pingIntervalMs: options.pingIntervalMs ?? 0,
  })
  const state = () => store.getState()
  /** connect, open, and receive tips: the usual ready state */
  const ready = async () => {
    state().connect()
    sockets.latest().serverOpen()
    sockets.latest().serverSend({ type: 'tips', content: '欢迎进入聊天室' })
    await flush()
  }
  /** the server refuses `times` attempts in a row, and each time the 5 s retry delay passes */
  const refuseAndWait = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      sockets.latest().serverRefuse()
      await vi.advanceTimersByTimeAsync(5_000)
    }
  }
  /** the server pushes these messages, in this order */
  const receive = (...messages: ChatMessage[]) => {
    for (const m of messages) sockets.latest().serverSend(frame(m))
  }
  return {
    store,
    state,
    sockets,
    loadHistory,
    notify,
    ready,
    refuseAndWait,
    receive,
    setAuth: (next: ChatAuth | null) => {
      auth = next
    },
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('connecting', () => {
  it('goes idle → connecting → open and sends init with the user id and token', () => {
    const t = setup()
    expect(t.state().status).toBe('idle')
    t.state().connect()
    expect(t.state().status).toBe('connecting')
    expect(t.sockets.latest().url).toBe('ws://test/ws')
    t.sockets.latest().serverOpen()
    expect(t.state().status).toBe('open')
    expect(t.sockets.latest().frames).toEqual([{ type: 'init', user_id: 1, token: 'tok-1' }])
  })

  it('sends a bare init when anonymous (or when only an id without a token is known)', () => {
    const anon = setup({ auth: null })
    anon.state().connect()
    anon.sockets.latest().serverOpen()
    expect(anon.sockets.latest().frames).toEqual([{ type: 'init' }])

    const noToken = setup({ auth: { user_id: 5 } })
    noToken.state().connect()
    noToken.sockets.latest().serverOpen()
    expect(noToken.sockets.latest().frames).toEqual([{ type: 'init' }])
  })

  it('does not open a second socket when connect() is called again while running', () => {
    const t = setup()
    t.state().connect()
    t.state().connect()
    t.sockets.latest().serverOpen()
    t.state().connect()
    expect(t.sockets.all).toHaveLength(1)
  })

  it('accepts the browser WebSocket constructor as its WebSocketImpl', () => {
    expectTypeOf<typeof WebSocket>().toExtend<WebSocketCtor>()
  })
})

describe('the 30 s check', () => {
  it('reconnects a dropped socket at the next check, not before', async () => {
    const t = setup()
    await t.ready()
    await vi.advanceTimersByTimeAsync(10_000)
    t.sockets.latest().serverClose(1006)
    expect(t.state().status).toBe('closed')
    await vi.advanceTimersByTimeAsync(19_999)
    expect(t.sockets.all).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.sockets.all).toHaveLength(2)
    t.sockets.latest().serverOpen()
    expect(t.state().status).toBe('open')
  })

  it('leaves an open socket alone', async () => {
    const t = setup()
    await t.ready()
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(t.sockets.all).toHaveLength(1)
  })

  it('replaces a socket stuck connecting for a whole period', async () => {
    const t = setup()
    t.state().connect()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(t.sockets.all).toHaveLength(2)
    expect(t.sockets.all[0]!.closedWith).not.toBeNull()
  })

  it('toasts a dropped connection once', async () => {
    const t = setup()
    await t.ready()
    t.sockets.latest().serverClose(1006)
    expect(t.notify).toHaveBeenCalledWith('error', '错误提示', '聊天室连接失败 正在重新连接')
  })
})

describe('retrying a failed connect', () => {
  it('retries every 5 s exactly 5 times, then fails and stops', async () => {
    const t = setup()
    t.state().connect()
    t.sockets.latest().serverRefuse()
    expect(t.state().status).toBe('connecting')
    for (let retry = 1; retry <= 5; retry += 1) {
      await vi.advanceTimersByTimeAsync(4_999)
      expect(t.sockets.all).toHaveLength(retry)
      await vi.advanceTimersByTimeAsync(1)
      expect(t.sockets.all).toHaveLength(retry + 1)
      t.sockets.latest().serverRefuse()
    }
    // the initial attempt plus 5 retries — a 6th retry would make 7
    expect(t.sockets.all).toHaveLength(6)
    expect(t.state().status).toBe('failed')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(t.sockets.all).toHaveLength(6)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('toasts once per failure episode, not once per retry', async () => {
    const t = setup()
    t.state().connect()
    await t.refuseAndWait(2)
    t.sockets.latest().serverRefuse()
    const failures = () => t.notify.mock.calls.filter((c) => c[2] === CHAT_MSG.connectFailed).length
    expect(failures()).toBe(1)

    // success ends the episode; the next failure is news again
    await vi.advanceTimersByTimeAsync(5_000)
    t.sockets.latest().serverOpen()
    t.sockets.latest().serverClose(1006)
    expect(failures()).toBe(2)
  })

  it('says `reconnecting` from a failure until the next open (the status line reads it)', async () => {
    const t = setup()
    t.state().connect()
    expect(t.state().reconnecting).toBe(false)
    t.sockets.latest().serverRefuse()
    expect(t.state()).toMatchObject({ status: 'connecting', reconnecting: true })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.state()).toMatchObject({ status: 'connecting', reconnecting: true })
    t.sockets.latest().serverOpen()
    expect(t.state()).toMatchObject({ status: 'open', reconnecting: false })
    // a dropped connection waits for the 30 s check, still reconnecting
    t.sockets.latest().serverClose(1006)
    expect(t.state()).toMatchObject({ status: 'closed', reconnecting: true })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(t.state()).toMatchObject({ status: 'connecting', reconnecting: true })
    // giving up, or the user's own connect(), starts from a clean slate
    t.state().disconnect()
    expect(t.state().reconnecting).toBe(false)
    t.state().connect()
    expect(t.state()).toMatchObject({ status: 'connecting', reconnecting: false })
  })

  it('counts an error followed by its close as one failure', async () => {
    const t = setup()
    t.state().connect()
    await t.refuseAndWait(1)
    expect(t.sockets.all).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.sockets.all).toHaveLength(2)
  })

  it('handles a close without an error event the same way', async () => {
    const t = setup()
    t.state().connect()
    t.sockets.latest().serverClose(1006)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.sockets.all).toHaveLength(2)
  })

  it('starts counting again after a successful open', async () => {
    const t = setup()
    t.state().connect()
    await t.refuseAndWait(4)
    t.sockets.latest().serverOpen()
    t.sockets.latest().serverClose(1006)
    await vi.advanceTimersByTimeAsync(30_000) // the check reconnects
    const before = t.sockets.all.length
    await t.refuseAndWait(5)
    expect(t.sockets.all.length - before).toBe(5)
    expect(t.state().status).toBe('connecting')
    t.sockets.latest().serverRefuse()
    expect(t.state().status).toBe('failed')
  })

  it('connect() after giving up starts over', async () => {
    const t = setup()
    t.state().connect()
    await t.refuseAndWait(6)
    expect(t.state().status).toBe('failed')
    t.state().connect()
    expect(t.sockets.all).toHaveLength(7)
    t.sockets.latest().serverOpen()
    expect(t.state().status).toBe('open')
  })

  it('treats a constructor that throws (bad URL) as a failed connect', async () => {
    const sockets = createFakeSockets()
    let calls = 0
    const Throwing = class extends sockets.WebSocketImpl {
      constructor(url: string) {
        calls += 1
        if (calls === 1) throw new SyntaxError('bad url')
        super(url)
      }
    }
    const notify = vi.fn()
    const store = createChatClient({
      url: () => 'nope',
      WebSocketImpl: Throwing,
      getAuth: () => null,
      loadHistory: async () => [],
      notify,
      pingIntervalMs: 0,
    })
    store.getState().connect()
    expect(notify).toHaveBeenCalledWith('error', '错误提示', CHAT_MSG.connectFailed)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(sockets.all).toHaveLength(1)
  })
})

describe('tips and pending messages', () => {
  it('queues messages sent before the socket is ready and flushes them only after tips', async () => {
    const t = setup()
    t.state().connect()
    const id = t.state().send('你好')
    expect(id).toBe('c1')
    expect(t.state().pending).toEqual([
      { client_id: 'c1', content: '你好', content_type: 'text', sent: false },
    ])

    const socket = t.sockets.latest()
    socket.serverOpen()
    t.state().send('第二条')
    expect(socket.framesOf('message')).toEqual([])

    socket.serverSend({ type: 'tips', content: '欢迎' })
    await flush()
    expect(socket.framesOf('message')).toEqual([
      { type: 'message', content: '你好', content_type: 'text', client_id: 'c1' },
      { type: 'message', content: '第二条', content_type: 'text', client_id: 'c2' },
    ])
    expect(t.state().pending.every((p) => p.sent)).toBe(true)

    // a second tips must not send them twice
    socket.serverSend({ type: 'tips', content: '欢迎' })
    await flush()
    expect(socket.framesOf('message')).toHaveLength(2)
  })

  it('sends at once when ready, and the echo replaces the pending copy', async () => {
    const t = setup()
    await t.ready()
    const id = t.state().send('hello', 'text')
    const socket = t.sockets.latest()
    expect(socket.framesOf('message')).toEqual([
      { type: 'message', content: 'hello', content_type: 'text', client_id: id },
    ])
    expect(t.state().pending).toHaveLength(1)
    socket.serverSend(frame(msg(7, 1, 'hello'), id!))
    expect(t.state().pending).toEqual([])
    expect(t.state().messages.map((m) => m.id)).toEqual([7])
    expect(t.state().messages[0]).not.toHaveProperty('client_id')
    expect(t.state().messages[0]).not.toHaveProperty('type')
  })

  it('sends an image message with its content type', async () => {
    const t = setup()
    await t.ready()
    t.state().send('/uploads/a.jpg', 'image')
    expect(t.sockets.latest().framesOf('message')[0]).toMatchObject({
      content: '/uploads/a.jpg',
      content_type: 'image',
    })
  })

  it('keeps the welcome tip quiet until the panel is opened, then shows it once', async () => {
    const t = setup()
    await t.ready()
    expect(t.notify).not.toHaveBeenCalled()
    t.state().setVisible(true)
    expect(t.notify).toHaveBeenCalledWith('success', '温馨提示', '欢迎进入聊天室')
    t.state().setVisible(false)
    t.state().setVisible(true)
    expect(t.notify).toHaveBeenCalledTimes(1)
  })

  it('toasts the tip at once when the panel is open or was opened in this tab', async () => {
    const t = setup()
    t.state().setVisible(true)
    t.state().setVisible(false)
    await t.ready()
    expect(t.notify).toHaveBeenCalledWith('success', '温馨提示', '欢迎进入聊天室')
  })

  it('counts unread messages while the panel was never opened, without a tip', async () => {
    const t = setup()
    await t.ready()
    t.receive(msg(9, 2, '有人吗'))
    await flush()
    expect(t.state().unread).toBe(1)
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('toasts tips on a fresh connect only, not after an automatic reconnect', async () => {
    const t = setup()
    t.state().setVisible(true)
    await t.ready()
    expect(t.notify).toHaveBeenCalledWith('success', '温馨提示', '欢迎进入聊天室')
    t.notify.mockClear()

    t.sockets.latest().serverClose(1006)
    await vi.advanceTimersByTimeAsync(30_000)
    t.sockets.latest().serverOpen()
    t.sockets.latest().serverSend({ type: 'tips', content: '欢迎进入聊天室' })
    await flush()
    expect(t.notify).not.toHaveBeenCalledWith('success', '温馨提示', '欢迎进入聊天室')
  })

  it('re-sends queued messages after a reconnect, after tips', async () => {
    const t = setup()
    await t.ready()
    t.sockets.latest().serverClose(1006)
    t.state().send('离线时写的')
    await vi.advanceTimersByTimeAsync(30_000)
    const socket = t.sockets.latest()
    socket.serverOpen()
    await flush()
    expect(socket.framesOf('message')).toEqual([])
    socket.serverSend({ type: 'tips', content: 'x' })
    await flush()
    expect(socket.framesOf('message').map((f) => f.content)).toEqual(['离线时写的'])
  })

  it('re-sends a message whose echo was lost with the socket, unless the catch-up shows it arrived', async () => {
    let after: ChatMessage[] = []
    const t = setup({ history: async (q) => (q.after_id !== undefined ? after : [msg(1)]) })
    await t.ready()
    await t.state().loadInitial()
    t.state().send('已送达')
    t.state().send('未送达')
    t.sockets.latest().serverClose(1006)
    expect(t.state().pending.map((p) => p.sent)).toEqual([false, false])

    after = [msg(2, 1, '已送达')]
    await vi.advanceTimersByTimeAsync(30_000)
    const socket = t.sockets.latest()
    socket.serverOpen()
    socket.serverSend({ type: 'tips', content: 'x' })
    await flush()
    expect(socket.framesOf('message').map((f) => f.content)).toEqual(['未送达'])
    expect(t.state().pending.map((p) => p.content)).toEqual(['未送达'])
    expect(t.state().messages.map((m) => m.id)).toEqual([1, 2])
  })

  it('discardPending forgets a message', async () => {
    const t = setup()
    t.state().connect()
    const id = t.state().send('x')!
    t.state().discardPending(id)
    expect(t.state().pending).toEqual([])
  })
})

describe('send rules', () => {
  it('refuses when not logged in, with a warning and nothing queued', async () => {
    const t = setup({ auth: null })
    await t.ready()
    expect(t.state().send('hi')).toBeNull()
    expect(t.notify).toHaveBeenCalledWith('warning', '温馨提示', '请先登录')
    expect(t.state().pending).toEqual([])
    expect(t.sockets.latest().framesOf('message')).toEqual([])
  })

  it('refuses blank text', async () => {
    const t = setup()
    await t.ready()
    expect(t.state().send('   ')).toBeNull()
    expect(t.state().send('', 'image')).toBeNull()
    expect(t.notify).toHaveBeenCalledWith('warning', '温馨提示', '请输入消息再发送')
    expect(t.notify.mock.calls.filter((c) => c[2] === '请输入消息再发送')).toHaveLength(2)
    expect(t.state().pending).toEqual([])
  })

  it('refuses text over 1000 characters', async () => {
    const t = setup()
    await t.ready()
    expect(t.state().send('字'.repeat(1001))).toBeNull()
    expect(t.notify).toHaveBeenCalledWith('warning', '温馨提示', '消息不能超过1000字')
    expect(t.state().send('字'.repeat(1000))).not.toBeNull()
  })

  it('sees a login made after the client was created', async () => {
    const t = setup({ auth: null })
    await t.ready()
    t.setAuth(ME)
    expect(t.state().send('hi')).not.toBeNull()
  })
})

describe('incoming messages and unread', () => {
  it('counts messages from others, not own ones', async () => {
    const t = setup()
    await t.ready()
    t.receive(msg(1, 2), msg(2, 1), msg(3, 3))
    expect(t.state().unread).toBe(2)
    expect(t.state().messages.map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('counts everything as from others for an anonymous reader', async () => {
    const t = setup({ auth: null })
    await t.ready()
    t.receive(msg(1, 1))
    expect(t.state().unread).toBe(1)
  })

  it('dedupes by id, without counting the duplicate', async () => {
    const t = setup()
    await t.ready()
    t.receive(msg(1), msg(1))
    expect(t.state().messages).toHaveLength(1)
    expect(t.state().unread).toBe(1)
  })

  it('keeps id order when frames arrive out of order', async () => {
    const t = setup()
    await t.ready()
    t.receive(msg(5), msg(4))
    expect(t.state().messages.map((m) => m.id)).toEqual([4, 5])
  })

  it('does not count while the panel is visible; opening it or markAllRead resets', async () => {
    const t = setup()
    await t.ready()
    t.receive(msg(1), msg(2))
    t.state().markAllRead()
    expect(t.state().unread).toBe(0)
    t.receive(msg(3))
    t.state().setVisible(true)
    expect(t.state().unread).toBe(0)
    t.receive(msg(4))
    expect(t.state().unread).toBe(0)
    t.state().setVisible(false)
    t.receive(msg(5))
    expect(t.state().unread).toBe(1)
  })

  it('ignores malformed and unknown frames', async () => {
    const t = setup()
    await t.ready()
    const socket = t.sockets.latest()
    const before = t.state()
    socket.serverSend('not json')
    socket.serverSend('{"type":"message","id":"x"}')
    socket.serverSend('{"type":"whatever"}')
    socket.serverSend('[1,2]')
    socket.serverSend({ type: 'pong' })
    expect(t.state()).toBe(before)
  })
})

describe('online list', () => {
  const me = { user_id: 1, nick_name: '我', avatar: '' }
  const other = { user_id: 2, nick_name: '他', avatar: '' }

  it('stores the list while the current user is in it', async () => {
    const t = setup()
    await t.ready()
    t.sockets.latest().serverSend({ type: 'onlineList', list: [me, other] })
    expect(t.state().online).toEqual([me, other])
    expect(t.state().status).toBe('open')
  })

  it('closes the socket when the current user is missing, and does not reconnect', async () => {
    const t = setup()
    await t.ready()
    const socket = t.sockets.latest()
    socket.serverSend({ type: 'onlineList', list: [other] })
    expect(socket.closedWith).not.toBeNull()
    expect(t.state().status).toBe('closed')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(t.sockets.all).toHaveLength(1)
  })

  it('never closes an anonymous reader over the list', async () => {
    const t = setup({ auth: null })
    await t.ready()
    t.sockets.latest().serverSend({ type: 'onlineList', list: [other] })
    expect(t.state().status).toBe('open')
  })

  it('clears the list when the socket goes away', async () => {
    const t = setup()
    await t.ready()
    t.sockets.latest().serverSend({ type: 'onlineList', list: [me] })
    t.sockets.latest().serverClose(1006)
    expect(t.state().online).toEqual([])
  })
})

describe('revert, clear, error', () => {
  it('revert removes the message by id', async () => {
    const t = setup()
    await t.ready()
    const socket = t.sockets.latest()
    t.receive(msg(1), msg(2))
    socket.serverSend({ type: 'revert', message_id: 1 })
    expect(t.state().messages.map((m) => m.id)).toEqual([2])
  })

  it('revert() sends the frame and toasts 撤回成功 when the server confirms', async () => {
    const t = setup()
    await t.ready()
    const socket = t.sockets.latest()
    t.receive(msg(9, 1))
    expect(t.state().revert(9)).toBe(true)
    expect(socket.framesOf('revert')).toEqual([{ type: 'revert', message_id: 9 }])
    expect(t.notify).not.toHaveBeenCalledWith('success', '温馨提示', '撤回成功')
    socket.serverSend({ type: 'revert', message_id: 9 })
    expect(t.notify).toHaveBeenCalledWith('success', '温馨提示', '撤回成功')
  })

  it('does not toast 撤回成功 for someone else’s revert', async () => {
    const t = setup()
    await t.ready()
    t.receive(msg(3))
    t.sockets.latest().serverSend({ type: 'revert', message_id: 3 })
    expect(t.notify).not.toHaveBeenCalledWith('success', '温馨提示', '撤回成功')
  })

  it('revert() and forceOffline() need a login and an open socket', async () => {
    const anon = setup({ auth: null })
    await anon.ready()
    expect(anon.state().revert(1)).toBe(false)
    expect(anon.notify).toHaveBeenCalledWith('warning', '温馨提示', '请先登录')

    const t = setup()
    t.state().connect()
    expect(t.state().forceOffline(2)).toBe(false)
    expect(t.notify).toHaveBeenCalledWith('warning', '温馨提示', CHAT_MSG.notConnected)
  })

  it('forceOffline() sends an offline frame', async () => {
    const t = setup()
    await t.ready()
    expect(t.state().forceOffline(2)).toBe(true)
    expect(t.sockets.latest().framesOf('offline')).toEqual([{ type: 'offline', user_id: 2 }])
  })

  it('clear empties the list', async () => {
    const t = setup()
    await t.ready()
    t.receive(msg(1))
    t.sockets.latest().serverSend({ type: 'clear' })
    expect(t.state().messages).toEqual([])
    expect(t.state().hasMore).toBe(false)
  })

  it('error shows a warning toast with the server message', async () => {
    const t = setup()
    await t.ready()
    t.sockets.latest().serverSend({ type: 'error', message: '操作太频繁，请稍后再试' })
    expect(t.notify).toHaveBeenCalledWith('warning', '温馨提示', '操作太频繁，请稍后再试')
  })
})

describe('forced offline (close code 4001)', () => {
  it('warns and never reconnects', async () => {
    const t = setup()
    await t.ready()
    t.sockets.latest().serverClose(4001, 'forced offline')
    expect(t.state().status).toBe('closed')
    expect(t.notify).toHaveBeenCalledWith('warning', '温馨提示', '你已被管理员强制下线')
    expect(t.notify).not.toHaveBeenCalledWith('error', '错误提示', CHAT_MSG.connectFailed)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(t.sockets.all).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('catching up after a reconnect', () => {
  /** the connection drops, the 30 s check reconnects, and the catch-up has run */
  const dropAndReconnect = async (t: ReturnType<typeof setup>) => {
    t.sockets.latest().serverClose(1006)
    await vi.advanceTimersByTimeAsync(30_000)
    t.sockets.latest().serverOpen()
    await flush()
  }

  it('does not call the catch-up on the first connect', async () => {
    const t = setup()
    await t.ready()
    expect(t.loadHistory).not.toHaveBeenCalled()
  })

  it('loads what was missed with after_id = the newest id seen, and merges it', async () => {
    const t = setup({
      history: async (q) => (q.after_id !== undefined ? [msg(12), msg(13), msg(11)] : range(1, 10)),
    })
    await t.ready()
    await t.state().loadInitial()
    t.receive(msg(11))
    t.sockets.latest().serverClose(1006)

    await vi.advanceTimersByTimeAsync(30_000)
    t.sockets.latest().serverOpen()
    await flush()
    expect(t.loadHistory).toHaveBeenLastCalledWith({ size: 100, after_id: 11 })
    expect(t.state().messages.map((m) => m.id)).toEqual(range(1, 13).map((m) => m.id))
  })

  it('uses after_id 0 when the history was loaded but empty', async () => {
    const t = setup()
    await t.ready()
    await t.state().loadInitial()
    await dropAndReconnect(t)
    expect(t.loadHistory).toHaveBeenLastCalledWith({ size: 100, after_id: 0 })
  })

  it('follows full pages of 100 until a short one', async () => {
    const t = setup({
      history: async (q) => {
        if (q.after_id === undefined) return [msg(1)]
        if (q.after_id === 1) return range(2, 101)
        if (q.after_id === 101) return range(102, 150)
        return []
      },
    })
    await t.ready()
    await t.state().loadInitial()
    await dropAndReconnect(t)
    expect(t.loadHistory.mock.calls.map((c) => c[0])).toEqual([
      { size: 10 },
      { size: 100, after_id: 1 },
      { size: 100, after_id: 101 },
    ])
    expect(t.state().messages).toHaveLength(150)
  })

  it('catches up after disconnect() and a later connect() too', async () => {
    const t = setup({ history: async (q) => (q.after_id !== undefined ? [msg(3)] : [msg(2)]) })
    await t.ready()
    await t.state().loadInitial()
    t.state().disconnect()
    t.state().connect()
    t.sockets.latest().serverOpen()
    await flush()
    expect(t.loadHistory).toHaveBeenLastCalledWith({ size: 100, after_id: 2 })
    expect(t.state().messages.map((m) => m.id)).toEqual([2, 3])
  })

  it('counts missed messages from others as unread', async () => {
    const t = setup({ history: async (q) => (q.after_id !== undefined ? [msg(2, 2), msg(3, 1)] : [msg(1)]) })
    await t.ready()
    await t.state().loadInitial()
    await dropAndReconnect(t)
    expect(t.state().unread).toBe(1)
  })
})

describe('history paging', () => {
  it('loadInitial asks for the newest 10 and shows "more" only after a full page', async () => {
    const full = setup({ history: async () => range(11, 20) })
    await full.state().loadInitial()
    expect(full.loadHistory).toHaveBeenCalledWith({ size: 10 })
    expect(full.state().hasMore).toBe(true)
    expect(full.state().unread).toBe(0)

    const short = setup({ history: async () => range(1, 9) })
    await short.state().loadInitial()
    expect(short.state().hasMore).toBe(false)
  })

  it('loadOlder pages with last_id = the oldest shown id and prepends', async () => {
    const t = setup({ history: async (q) => (q.last_id === undefined ? range(11, 20) : range(5, 10)) })
    await t.state().loadInitial()
    await t.state().loadOlder()
    expect(t.loadHistory).toHaveBeenLastCalledWith({ size: 10, last_id: 11 })
    expect(t.state().messages.map((m) => m.id)).toEqual(range(5, 20).map((m) => m.id))
    expect(t.state().hasMore).toBe(false)
    await t.state().loadOlder()
    expect(t.loadHistory).toHaveBeenCalledTimes(2)
  })

  it('flags loadingHistory and ignores a second call while one is in flight', async () => {
    let resolve: (list: ChatMessage[]) => void = () => {}
    const t = setup({ history: () => new Promise((r) => (resolve = r)) })
    const first = t.state().loadInitial()
    expect(t.state().loadingHistory).toBe(true)
    void t.state().loadInitial()
    expect(t.loadHistory).toHaveBeenCalledTimes(1)
    resolve(range(1, 10))
    await first
    expect(t.state().loadingHistory).toBe(false)
  })

  it('keeps the state and clears the flag when the request fails', async () => {
    const t = setup({ history: async () => Promise.reject(new Error('500')) })
    await t.state().loadInitial()
    expect(t.state().loadingHistory).toBe(false)
    expect(t.state().messages).toEqual([])
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('drops a page that was requested before a clear', async () => {
    let resolve: (list: ChatMessage[]) => void = () => {}
    const t = setup({ history: () => new Promise((r) => (resolve = r)) })
    await t.ready()
    const loading = t.state().loadInitial()
    t.sockets.latest().serverSend({ type: 'clear' })
    resolve(range(1, 10))
    await loading
    expect(t.state().messages).toEqual([])
    expect(t.state().loadingHistory).toBe(false)
  })

  it('does not bring back a reverted message from a page in flight', async () => {
    let resolve: (list: ChatMessage[]) => void = () => {}
    const t = setup({ history: () => new Promise((r) => (resolve = r)) })
    await t.ready()
    const loading = t.state().loadInitial()
    t.sockets.latest().serverSend({ type: 'revert', message_id: 3 })
    resolve(range(1, 5))
    await loading
    expect(t.state().messages.map((m) => m.id)).toEqual([1, 2, 4, 5])
  })
})

describe('disconnect and identity changes', () => {
  it('disconnect() closes the socket, stops every timer and never reconnects', async () => {
    const t = setup({ pingIntervalMs: 25_000 })
    await t.ready()
    const socket = t.sockets.latest()
    t.state().disconnect()
    expect(socket.closedWith).toEqual({ code: 1000, reason: undefined })
    expect(t.state().status).toBe('closed')
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(t.sockets.all).toHaveLength(1)
    expect(t.notify).not.toHaveBeenCalledWith('error', '错误提示', CHAT_MSG.connectFailed)
  })

  it('disconnect() during the retry storm cancels the retry', async () => {
    const t = setup()
    t.state().connect()
    t.sockets.latest().serverRefuse()
    t.state().disconnect()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.sockets.all).toHaveLength(1)
  })

  it('reconnect() reopens with the new identity and ignores the old socket', async () => {
    const t = setup({ auth: null })
    await t.ready()
    const old = t.sockets.latest()
    t.setAuth(ME)
    t.state().reconnect()
    const fresh = t.sockets.latest()
    expect(fresh).not.toBe(old)
    expect(old.closedWith).not.toBeNull()
    fresh.serverOpen()
    expect(fresh.frames[0]).toEqual({ type: 'init', user_id: 1, token: 'tok-1' })
    old.serverSend(frame(msg(99)))
    expect(t.state().messages).toEqual([])
  })

  it('reconnect() does nothing before connect() or after disconnect()', () => {
    const t = setup()
    t.state().reconnect()
    expect(t.sockets.all).toHaveLength(0)
    t.state().connect()
    t.state().disconnect()
    t.state().reconnect()
    expect(t.sockets.all).toHaveLength(1)
  })
})

describe('ping', () => {
  it('pings every 25 s while open and stops when closed', async () => {
    const t = setup({ pingIntervalMs: 25_000 })
    await t.ready()
    const socket = t.sockets.latest()
    await vi.advanceTimersByTimeAsync(50_000)
    expect(socket.framesOf('ping')).toHaveLength(2)
    socket.serverClose(1006)
    await vi.advanceTimersByTimeAsync(25_000)
    expect(socket.framesOf('ping')).toHaveLength(2)
  })
})

describe('helpers', () => {
  it('mergeMessages sorts by id and lets the incoming copy win', () => {
    const edited = { ...msg(2), content: 'new' }
    expect(mergeMessages([msg(3), msg(2)], [edited, msg(1)])).toEqual([msg(1), edited, msg(3)])
  })

  it('parseServerFrame keeps known fields only', () => {
    const data = JSON.stringify({ ...frame(msg(1), 'c9'), extra: 'x' })
    expect(parseServerFrame(data)).toEqual({ type: 'message', ...msg(1), client_id: 'c9' })
    expect(
      parseServerFrame(JSON.stringify({ type: 'onlineList', list: [{ user_id: 1 }, { nope: 1 }] })),
    ).toEqual({
      type: 'onlineList',
      list: [{ user_id: 1, nick_name: '', avatar: '' }],
    })
    expect(parseServerFrame(JSON.stringify({ type: 'revert', message_id: '1' }))).toBeNull()
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull()
  })
})
