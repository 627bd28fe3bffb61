import type { WebSocket } from 'ws'
import type { OnlineUser, ServerFrame } from '../../core/contract/index.ts'
import { WS_CLOSE_FORCED_OFFLINE } from '../../core/contract/index.ts'
import type { AuthUser } from '../context.ts'

interface Client {
  user: AuthUser | null
  alive: boolean
}

/**
 * Everyone connected to this process's chat room. It knows sockets and users, not the
 * database: the socket handler and the HTTP routes persist first, then tell the hub.
 */
export class ChatHub {
  private readonly clients = new Map<WebSocket, Client>()

  add(socket: WebSocket): void {
    this.clients.set(socket, { user: null, alive: true })
  }

  remove(socket: WebSocket): void {
    const client = this.clients.get(socket)
    this.clients.delete(socket)
    if (client?.user) this.broadcastOnline()
  }

  identify(socket: WebSocket, user: AuthUser | null): void {
    const client = this.clients.get(socket)
    if (client) client.user = user
    this.broadcastOnline()
  }

  userOf(socket: WebSocket): AuthUser | null {
    return this.clients.get(socket)?.user ?? null
  }

  markAlive(socket: WebSocket): void {
    const client = this.clients.get(socket)
    if (client) client.alive = true
  }

  get size(): number {
    return this.clients.size
  }

  online(): OnlineUser[] {
    const seen = new Map<number, OnlineUser>()
    for (const { user } of this.clients.values()) {
      if (user && !seen.has(user.id))
        seen.set(user.id, { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar })
    }
    return [...seen.values()]
  }

  send(socket: WebSocket, frame: ServerFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
  }

  /** Encodes once for every receiver: fan-out to hundreds of sockets is the hot path. */
  broadcast(frame: ServerFrame): void {
    const data = JSON.stringify(frame)
    for (const socket of this.clients.keys()) if (socket.readyState === socket.OPEN) socket.send(data)
  }

  broadcastOnline(): void {
    this.broadcast({ type: 'onlineList', list: this.online() })
  }

  /** Closes every socket of the user with 4001; returns how many were closed. */
  forceOffline(userId: number): number {
    let closed = 0
    for (const [socket, client] of this.clients) {
      if (client.user?.id === userId) {
        this.clients.delete(socket)
        socket.close(WS_CLOSE_FORCED_OFFLINE, 'forced offline')
        closed += 1
      }
    }
    if (closed) this.broadcastOnline()
    return closed
  }

  /** Terminates sockets that missed the last ping; pings the rest. */
  sweep(): void {
    for (const [socket, client] of this.clients) {
      if (!client.alive) {
        this.clients.delete(socket)
        socket.terminate()
        continue
      }
      client.alive = false
      socket.ping()
    }
  }

  closeAll(code = 1001, reason = 'server shutting down'): void {
    for (const socket of this.clients.keys()) socket.close(code, reason)
    this.clients.clear()
  }
}
