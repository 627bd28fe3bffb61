import type { WebSocket } from 'ws'
import type { OnlineUser, ServerFrame } from '../../core/contract/index.ts'
import { WS_CLOSE_FORCED_OFFLINE } from '../../core/contract/index.ts'
import type { AuthUser } from '../context.ts'

/** What one instance tells every instance (itself included) through the relay. */
export type HubEvent =
  | { type: 'frame'; frame: ServerFrame }
  | { type: 'offline'; userId: number }
  /** some instance's online users changed: everyone recomputes the union */
  | { type: 'presence' }

/**
 * Several instances behind one address (chat/redis-relay.ts): events go out to all of them, and
 * the online list is the union of theirs.
 */
export interface HubRelay {
  publish(event: HubEvent): void
  /** Stores this instance's online users and answers the users online on every instance. */
  shareOnline(local: OnlineUser[]): Promise<OnlineUser[]>
}

interface Client {
  user: AuthUser | null
  alive: boolean
}

/**
 * Everyone connected to this process's chat room. It knows sockets and users, not the
 * database: the socket handler and the HTTP routes persist first, then tell the hub. With a
 * relay, what it broadcasts reaches the sockets of every instance.
 */
export class ChatHub {
  /** `encode` writes a frame out: JSON, or a compat mode's form of it (http/compat.ts) */
  constructor(private readonly encode: (frame: ServerFrame) => string = JSON.stringify) {}

  private readonly clients = new Map<WebSocket, Client>()
  private relay: HubRelay | null = null
  /** the last online list sent, to tell a change of the union apart from a refresh */
  private lastOnline = ''

  connect(relay: HubRelay): void {
    this.relay = relay
  }

  /** An event from the relay, whichever instance published it. */
  receive(event: HubEvent): void {
    if (event.type === 'frame') this.deliver(event.frame)
    else if (event.type === 'offline') this.closeUser(event.userId)
    else void this.refreshOnline(true)
  }

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

  /** The users connected to this instance. */
  online(): OnlineUser[] {
    const seen = new Map<number, OnlineUser>()
    for (const { user } of this.clients.values()) {
      if (user && !seen.has(user.id))
        seen.set(user.id, { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar })
    }
    return [...seen.values()]
  }

  send(socket: WebSocket, frame: ServerFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(this.encode(frame))
  }

  /** To every socket of the room, on every instance. */
  broadcast(frame: ServerFrame): void {
    if (this.relay) this.relay.publish({ type: 'frame', frame })
    else this.deliver(frame)
  }

  /** Encodes once for every receiver: fan-out to hundreds of sockets is the hot path. */
  private deliver(frame: ServerFrame): void {
    const data = this.encode(frame)
    for (const socket of this.clients.keys()) if (socket.readyState === socket.OPEN) socket.send(data)
  }

  /** This instance's users changed: every socket of the room gets the new online list. */
  broadcastOnline(): void {
    const relay = this.relay
    if (!relay) {
      this.deliver({ type: 'onlineList', list: this.online() })
      return
    }
    relay.shareOnline(this.online()).then(
      () => relay.publish({ type: 'presence' }),
      () => {}, // the relay logs; the next heartbeat shares the list again
    )
  }

  /**
   * Sends this instance's sockets the union of every instance's users: always after a
   * presence event, and when a heartbeat finds it changed (an instance died and its users
   * expired).
   */
  async refreshOnline(always: boolean): Promise<void> {
    if (!this.relay) return
    const list = await this.relay.shareOnline(this.online()).catch(() => null)
    if (!list) return
    const key = JSON.stringify(list)
    if (!always && key === this.lastOnline) return
    this.lastOnline = key
    this.deliver({ type: 'onlineList', list })
  }

  /** Closes every socket of the user with 4001, on every instance. */
  forceOffline(userId: number): void {
    if (this.relay) this.relay.publish({ type: 'offline', userId })
    else this.closeUser(userId)
  }

  private closeUser(userId: number): void {
    let closed = 0
    for (const [socket, client] of this.clients) {
      if (client.user?.id === userId) {
        this.clients.delete(socket)
        socket.close(WS_CLOSE_FORCED_OFFLINE, 'forced offline')
        closed += 1
      }
    }
    if (closed) this.broadcastOnline()
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
