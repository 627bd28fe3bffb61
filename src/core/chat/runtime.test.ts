import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSockets, type FakeSockets } from './fake-socket.ts'

// The runtime wires the page singletons; drive it with the fake socket and a stubbed fetch.
describe('acquireChat', () => {
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
