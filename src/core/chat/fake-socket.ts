import type { ClientFrame, ServerFrame } from '../contract/index.ts'
import type { WebSocketCtor, WebSocketLike } from './client.ts'

// A scriptable WebSocket for tests of the chat client and the chat widget: it records what the
// client sends and lets the test play the server. Not exported from the package index.

export class FakeWebSocket implements WebSocketLike {
  readyState = 0
  onopen: ((event: Event) => unknown) | null = null
  onmessage: ((event: MessageEvent) => unknown) | null = null
  onclose: ((event: CloseEvent) => unknown) | null = null
  onerror: ((event: Event) => unknown) | null = null
  /** raw strings the client sent */
  readonly sent: string[] = []
  /** set when the client called close() */
  closedWith: { code?: number; reason?: string } | null = null

  constructor(readonly url: string) {}

  send(data: string): void {
    // Browsers throw on send while CONNECTING; a fake that accepted it would hide that bug.
    if (this.readyState !== 1) throw new Error(`send on a socket in state ${this.readyState}`)
    this.sent.push(data)
  }

  close(code?: number, reason?: string): void {
    if (this.readyState >= 2) return
    this.closedWith = { code, reason }
    this.readyState = 3
    this.onclose?.(closeEvent(code ?? 1005, reason ?? ''))
  }

  /** frames the client sent, parsed */
  get frames(): ClientFrame[] {
    return this.sent.map((s) => JSON.parse(s) as ClientFrame)
  }

  framesOf<T extends ClientFrame['type']>(type: T): Extract<ClientFrame, { type: T }>[] {
    return this.frames.filter((f): f is Extract<ClientFrame, { type: T }> => f.type === type)
  }

  // ── the server's side ──
  serverOpen(): void {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }

  serverSend(frame: ServerFrame | string): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame)
    this.onmessage?.(new MessageEvent('message', { data }))
  }

  serverClose(code = 1006, reason = ''): void {
    this.readyState = 3
    this.onclose?.(closeEvent(code, reason))
  }

  /** what a browser does when the connection is refused: error, then close */
  serverRefuse(): void {
    this.readyState = 3
    this.onerror?.(new Event('error'))
    this.onclose?.(closeEvent(1006, ''))
  }
}

function closeEvent(code: number, reason: string): CloseEvent {
  // Node has no CloseEvent before v23; an Event carrying the fields is what the client reads.
  return Object.assign(new Event('close'), { code, reason, wasClean: code === 1000 }) as CloseEvent
}

export interface FakeSockets {
  WebSocketImpl: WebSocketCtor
  /** every socket constructed, in order */
  all: FakeWebSocket[]
  latest(): FakeWebSocket
}

export function createFakeSockets(): FakeSockets {
  const all: FakeWebSocket[] = []
  class Impl extends FakeWebSocket {
    constructor(url: string) {
      super(url)
      all.push(this)
    }
  }
  return {
    WebSocketImpl: Impl,
    all,
    latest() {
      const socket = all[all.length - 1]
      if (!socket) throw new Error('no socket was opened')
      return socket
    },
  }
}
