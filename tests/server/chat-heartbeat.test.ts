import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { ChatHub, HEARTBEAT_SLOTS } from '../../src/server/chat/hub.ts'

/** What the hub's heartbeat touches of a socket: its pings and its end. */
function fakeSocket() {
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    pings: 0,
    terminated: false,
    ping() {
      socket.pings += 1
    },
    terminate() {
      socket.terminated = true
      socket.readyState = 3
    },
    send() {},
    close() {},
  }
  return socket
}

describe('the chat heartbeat', () => {
  it('pings a slice of the room each tick, every socket once a round, and ends only the silent ones', () => {
    const hub = new ChatHub()
    const sockets = Array.from({ length: 3 * HEARTBEAT_SLOTS }, fakeSocket)
    // the hub only calls what fakeSocket has; a real ws socket is too heavy to make 90 of
    const asWs = (s: ReturnType<typeof fakeSocket>) => s as unknown as WebSocket
    for (const s of sockets) hub.add(asWs(s))

    hub.sweep()
    expect(sockets.filter((s) => s.pings > 0)).toHaveLength(3)
    for (let tick = 1; tick < HEARTBEAT_SLOTS; tick++) hub.sweep()
    expect(sockets.every((s) => s.pings === 1)).toBe(true)

    // all answer but the first; a round later only the first is ended
    for (const s of sockets.slice(1)) hub.markAlive(asWs(s))
    for (let tick = 0; tick < HEARTBEAT_SLOTS; tick++) hub.sweep()
    expect(sockets.filter((s) => s.terminated)).toEqual([sockets[0]])
    expect(hub.size).toBe(sockets.length - 1)
  })
})
