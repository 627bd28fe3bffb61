import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSockets, type FakeSockets } from './fake-socket.ts'

// The runtime wires the page singletons; drive it with the fake socket and a stubbed fetch, on
// fresh modules for every test.
let sockets: FakeSockets
beforeEach(() => {
  vi.useFakeTimers()
  vi.resetModules()
  sockets = createFakeSockets()
  vi.stubGlobal('WebSocket', sockets.WebSocketImpl)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, message: '', result: { list: [] } }))),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('acquireChat', () => {
  it('opens one socket for several widgets and keeps it through a quick release/acquire (a DOM move)', async () => {
    const { acquireChat, chatStore, CHAT_RELEASE_GRACE_MS } = await import('./runtime.ts')
    const releaseA = acquireChat()
    const releaseB = acquireChat()
    expect(sockets.all).toHaveLength(1)
    releaseA()
    releaseB()
    // moved: re-acquired before the grace period ends
    const releaseC = acquireChat()
    vi.advanceTimersByTime(CHAT_RELEASE_GRACE_MS * 2)
    expect(sockets.all).toHaveLength(1)
    expect(chatStore.getState().status).not.toBe('closed')
    releaseC()
    vi.advanceTimersByTime(CHAT_RELEASE_GRACE_MS + 1)
    expect(chatStore.getState().status).toBe('closed')
  })
})

describe('the page chat follows the session', () => {
  it('re-identifies once the user info arrives after the token (a login), not with a bare token', async () => {
    const { acquireChat } = await import('./runtime.ts')
    const { sessionStore } = await import('../session/index.ts')
    const release = acquireChat()
    sockets.latest().serverOpen()
    // login: the token lands first, the user info a moment later
    sessionStore.setState({ token: 'jwt-1', hasToken: true })
    const between = sockets.latest()
    between.serverOpen() // a socket may well open in between, and speak anonymously
    expect(between.framesOf('init').at(-1)).toEqual({ type: 'init' })
    sessionStore.setState({
      userInfo: { id: 9, username: 'u', nick_name: '九', avatar: '', role: 2, createdAt: '' },
      hasInfo: true,
    })
    const socket = sockets.latest()
    expect(socket).not.toBe(between)
    socket.serverOpen()
    expect(socket.framesOf('init').at(-1)).toEqual({ type: 'init', user_id: 9, token: 'jwt-1' })
    release()
  })
})

describe('a forced offline holds for the whole page', () => {
  const signIn = async () => {
    const { sessionStore } = await import('../session/index.ts')
    sessionStore.setState({
      token: 'jwt-7',
      hasToken: true,
      userInfo: { id: 7, username: 'u7', nick_name: '七', avatar: '', role: 2, createdAt: '' },
      hasInfo: true,
    })
    return sessionStore
  }

  it('a chat widget mounted after the kick (the floating room, well after load) does not bring the user back', async () => {
    await signIn()
    const { acquireChat, chatStore } = await import('./runtime.ts')
    const releasePage = acquireChat()
    const socket = sockets.latest()
    socket.serverOpen()
    expect(socket.framesOf('init').at(-1)).toEqual({ type: 'init', user_id: 7, token: 'jwt-7' })
    socket.serverClose(4001, 'forced offline')
    expect(chatStore.getState().status).toBe('closed')

    const releaseFloating = acquireChat()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sockets.all).toHaveLength(1)
    expect(chatStore.getState().status).toBe('closed')

    // the user's own "重新连接" is the one way back
    chatStore.getState().connect()
    expect(sockets.all).toHaveLength(2)
    releaseFloating()
    releasePage()
  })

  it('a new token for the same user does not undo the kick; another user is a fresh start', async () => {
    const session = await signIn()
    const { acquireChat, chatStore } = await import('./runtime.ts')
    const release = acquireChat()
    sockets.latest().serverOpen()
    sockets.latest().serverClose(4001, 'forced offline')

    session.setState({ token: 'jwt-7-renewed' })
    expect(sockets.all).toHaveLength(1)
    expect(chatStore.getState().status).toBe('closed')

    session.setState({
      token: 'jwt-8',
      userInfo: { id: 8, username: 'u8', nick_name: '八', avatar: '', role: 2, createdAt: '' },
    })
    expect(sockets.all).toHaveLength(2)
    release()
  })
})
