import type { WebSocket } from 'ws'
import type { OnlineUser, ServerFrame } from '../../core/contract/index.ts'
import { WS_CLOSE_FORCED_OFFLINE, WS_CLOSE_TOO_SLOW } from '../../core/contract/index.ts'
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

/**
 * Presence changes within this window go out as one online list, and only when the list
 * changed: a room that thousands enter at once must not send each of them every other's
 * arrival (docs/api.md §20).
 */
export const PRESENCE_BATCH_MS = 100
/**
 * A reader with more than this waiting to be written (it stopped reading, or reads slower than
 * the room talks) is dropped with WS_CLOSE_TOO_SLOW: its browser reconnects and catches up over
 * HTTP, and the server never holds an unbounded backlog for it (docs/api.md §20).
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024
/** ws's send options for a text frame, made once rather than per socket and frame. */
const TEXT = { binary: false } as const
/** The heartbeat visits one slot a tick: each socket is pinged once a round, never all at once. */
export const HEARTBEAT_SLOTS = 30

interface Client {
  user: AuthUser | null
  alive: boolean
  /** it sent its init: it has its online list and hears every change from now on */
  identified: boolean
  slot: number
}

/** One online user and their identified sockets on this instance. */
interface Presence {
  user: OnlineUser
  sockets: Set<WebSocket>
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
  /** this instance's online users, kept as sockets come and go rather than counted each time */
  private readonly present = new Map<number, Presence>()
  private readonly slots: Set<WebSocket>[] = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set())
  private nextSlot = 0
  private tick = 0
  private relay: HubRelay | null = null
  /** every instance's users as the relay last answered (with a relay only) */
  private union: OnlineUser[] = []
  /** the online list frame last sent to the room, to send nothing when it did not change */
  private lastSent = ''
  /** the frame a newly identified socket gets, until the list changes */
  private joinFrame: string | null = null
  /** this instance's users changed since the relay last heard them */
  private localChanged = false
  private presenceTimer: ReturnType<typeof setTimeout> | null = null
  private flushing = false
  private flushAgain = false

  connect(relay: HubRelay): void {
    this.relay = relay
  }

  /** An event from the relay, whichever instance published it. */
  receive(event: HubEvent): void {
    if (event.type === 'frame') this.deliver(event.frame)
    else if (event.type === 'offline') this.closeUser(event.userId)
    else this.schedulePresence()
  }

  add(socket: WebSocket): void {
    const slot = this.nextSlot
    this.nextSlot = (slot + 1) % HEARTBEAT_SLOTS
    this.clients.set(socket, { user: null, alive: true, identified: false, slot })
    this.slots[slot]?.add(socket)
  }

  /** Takes a socket out of the room; its user leaves the online list with their last socket. */
  remove(socket: WebSocket): void {
    const client = this.clients.get(socket)
    if (!client) return
    this.clients.delete(socket)
    this.slots[client.slot]?.delete(socket)
    if (client.user) this.leave(client.user.id, socket)
  }

  private leave(userId: number, socket: WebSocket): void {
    const presence = this.present.get(userId)
    if (!presence?.sockets.delete(socket) || presence.sockets.size > 0) return
    this.present.delete(userId)
    this.presenceChanged()
  }

  /**
   * The socket's init was answered: it gets the online list at once (itself in it), and a
   * logged-in user who was not yet online changes the room's list. An anonymous reader
   * changes nothing for the others.
   */
  identify(socket: WebSocket, user: AuthUser | null): void {
    const client = this.clients.get(socket)
    if (!client) return
    if (client.user && client.user.id !== user?.id) this.leave(client.user.id, socket)
    client.user = user
    client.identified = true
    if (user) {
      const presence = this.present.get(user.id)
      if (presence) presence.sockets.add(socket)
      else {
        this.present.set(user.id, {
          user: { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar },
          sockets: new Set([socket]),
        })
        this.presenceChanged()
      }
    }
    this.joinFrame ??= JSON.stringify({ type: 'onlineList', list: this.listForJoiner() })
    this.write(socket, this.joinFrame)
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
    return Array.from(this.present.values(), (p) => p.user)
  }

  send(socket: WebSocket, frame: ServerFrame): void {
    this.write(socket, this.encode(frame))
  }

  /** To every socket of the room, on every instance. */
  broadcast(frame: ServerFrame): void {
    if (this.relay) this.relay.publish({ type: 'frame', frame })
    else this.deliver(frame)
  }

  /** Encodes once for every receiver: fan-out to thousands of sockets is the hot path. */
  private deliver(frame: ServerFrame): void {
    const data = Buffer.from(this.encode(frame))
    for (const socket of this.clients.keys()) this.write(socket, data)
  }

  /** Sends unless the socket is closing; a reader too far behind is dropped instead (MAX_BUFFERED_BYTES). */
  private write(socket: WebSocket, data: string | Buffer): void {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.remove(socket)
      socket.close(WS_CLOSE_TOO_SLOW, 'too slow')
      return
    }
    // a Buffer is written as it is, where a string would be encoded again for every socket
    socket.send(data, TEXT)
  }

  /** The list a socket gets on its init: the room's, with this instance's newest users in it. */
  private listForJoiner(): OnlineUser[] {
    if (!this.relay) return this.online()
    const ids = new Set(this.union.map((u) => u.user_id))
    const newer = this.online().filter((u) => !ids.has(u.user_id))
    if (newer.length === 0) return this.union
    return [...this.union, ...newer].sort((a, b) => a.user_id - b.user_id)
  }

  private presenceChanged(): void {
    this.joinFrame = null
    this.localChanged = true
    this.schedulePresence()
  }

  /** One online list for every change within PRESENCE_BATCH_MS. */
  private schedulePresence(): void {
    if (this.presenceTimer) return
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null
      void this.refreshOnline()
    }, PRESENCE_BATCH_MS)
    this.presenceTimer.unref?.()
  }

  /**
   * Sends the identified sockets the online list when it changed: this instance's users, or
   * with a relay the union of every instance's, after sharing ours (and telling the others
   * when ours changed). The relay's heartbeat calls it too, so the list also changes when an
   * instance died and its users expired.
   */
  async refreshOnline(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true
      return
    }
    this.flushing = true
    try {
      const changed = this.localChanged
      this.localChanged = false
      const relay = this.relay
      let list = this.online()
      if (relay) {
        const union = await relay.shareOnline(list).catch(() => null)
        if (!union) {
          // the relay logs; the next change or heartbeat shares the list again
          this.localChanged ||= changed
          return
        }
        if (changed) relay.publish({ type: 'presence' })
        this.union = union
        this.joinFrame = null
        list = union
      }
      const frame = JSON.stringify({ type: 'onlineList', list })
      if (frame === this.lastSent) return
      this.lastSent = frame
      const data = Buffer.from(frame)
      for (const [socket, client] of this.clients) if (client.identified) this.write(socket, data)
    } finally {
      this.flushing = false
      if (this.flushAgain) {
        this.flushAgain = false
        this.schedulePresence()
      }
    }
  }

  /** Closes every socket of the user with 4001, on every instance. */
  forceOffline(userId: number): void {
    if (this.relay) this.relay.publish({ type: 'offline', userId })
    else this.closeUser(userId)
  }

  private closeUser(userId: number): void {
    const presence = this.present.get(userId)
    if (!presence) return
    for (const socket of presence.sockets) {
      this.remove(socket)
      socket.close(WS_CLOSE_FORCED_OFFLINE, 'forced offline')
    }
  }

  /**
   * One heartbeat tick: the sockets of one slot that missed their last ping are terminated,
   * the rest pinged. A socket's ping comes round every HEARTBEAT_SLOTS ticks.
   */
  sweep(): void {
    const slot = this.slots[this.tick]
    this.tick = (this.tick + 1) % HEARTBEAT_SLOTS
    if (!slot) return
    // deleting the entry being visited is safe while iterating a Set
    for (const socket of slot) {
      const client = this.clients.get(socket)
      if (!client?.alive) {
        this.remove(socket)
        socket.terminate()
        continue
      }
      client.alive = false
      socket.ping()
    }
  }

  closeAll(code = 1001, reason = 'server shutting down'): void {
    if (this.presenceTimer) clearTimeout(this.presenceTimer)
    this.presenceTimer = null
    for (const socket of this.clients.keys()) socket.close(code, reason)
    this.clients.clear()
    this.present.clear()
    for (const slot of this.slots) slot.clear()
  }
}
