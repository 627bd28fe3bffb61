// One process of the chat bench's load generator (chat-fanout.ts forks several): it holds its
// share of the reading sockets, all on loopback, and answers the coordinator over IPC. Every
// wait here is bounded by a deadline the coordinator gives, so a server that stops answering
// ends the run instead of hanging it.
import WebSocket from 'ws'

export type ClientCommand =
  | {
      cmd: 'connect'
      url: string
      count: number
      /** a loopback source address of this process's own, so ephemeral ports never run short */
      localAddress: string
      /** sent on open (our server's `init`); none for the bare server */
      hello: string | null
      /** with a hello, a socket counts as ready once its first frame (the tips) arrived */
      deadlineMs: number
    }
  | { cmd: 'expect'; deliveries: number }
  | { cmd: 'collect' }
  | { cmd: 'close' }

export type ClientReport =
  | { type: 'connected'; open: number; failed: number; ready: number }
  /** the count is reset: deliveries from now on are counted */
  | { type: 'armed' }
  | { type: 'reached' }
  | {
      type: 'collected'
      delivered: number
      /** ms from the sender's send to this process's receipt */
      latencies: number[]
      /** performance.timeOrigin-based time of the last delivery */
      lastAt: number
      /** sockets the server closed, by close code */
      closedBy: Record<string, number>
    }

/** Wall time in ms, comparable between processes on one machine (each adds its own origin). */
const now = () => performance.timeOrigin + performance.now()
/** The sender writes `client_id: "b<n>-<its now()>"`; ours echoes it, the bare server the whole frame. */
const STAMP = /"client_id":"b\d+-(\d+(?:\.\d+)?)"/

const sockets: WebSocket[] = []
const greeted = new WeakSet<WebSocket>()
let ready = 0
let delivered = 0
let target = Number.POSITIVE_INFINITY
let latencies: number[] = []
let lastAt = 0
const closedBy: Record<string, number> = {}
let closing = false

const report = (message: ClientReport) => process.send?.(message)

// module-level listeners: one function for every socket, not four closures each
function onMessage(this: WebSocket, data: WebSocket.RawData): void {
  if (!greeted.has(this)) {
    greeted.add(this)
    ready += 1
  }
  const stamp = STAMP.exec(data.toString())?.[1]
  if (stamp === undefined) return
  const at = now()
  delivered += 1
  lastAt = at
  latencies.push(at - Number(stamp))
  if (delivered === target) report({ type: 'reached' })
}
function onClose(this: WebSocket, code: number): void {
  if (closing) return
  closedBy[code] = (closedBy[code] ?? 0) + 1
}

async function connect(command: Extract<ClientCommand, { cmd: 'connect' }>): Promise<void> {
  const { url, count, localAddress, hello, deadlineMs } = command
  const deadline = performance.now() + deadlineMs
  let started = 0
  let failed = 0
  const one = () =>
    new Promise<void>((done) => {
      const ws = new WebSocket(url, {
        localAddress,
        perMessageDeflate: false,
        // a load generator, not a browser: it spends its CPU on reading, not on checking UTF-8
        skipUTF8Validation: true,
      })
      ws.on('message', onMessage)
      ws.once('open', () => {
        sockets.push(ws)
        ws.on('close', onClose)
        if (hello) ws.send(hello)
        else {
          greeted.add(ws)
          ready += 1
        }
        done()
      })
      ws.once('error', () => {
        failed += 1
        done()
      })
    })
  // a bounded number of handshakes in flight, as many browsers arriving at once would be
  const lane = async () => {
    while (started < count && performance.now() < deadline) {
      started += 1
      await one()
    }
  }
  await Promise.all(Array.from({ length: 64 }, lane))
  while (ready < sockets.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  report({ type: 'connected', open: sockets.length, failed: failed + (count - started), ready })
}

process.on('message', (command: ClientCommand) => {
  switch (command.cmd) {
    case 'connect':
      void connect(command)
      return
    case 'expect':
      delivered = 0
      latencies = []
      target = command.deliveries
      report({ type: 'armed' })
      if (target === 0) report({ type: 'reached' })
      return
    case 'collect':
      report({ type: 'collected', delivered, latencies, lastAt, closedBy: { ...closedBy } })
      return
    case 'close':
      closing = true
      for (const ws of sockets) ws.terminate()
      process.exit(0)
  }
})
// the coordinator gone (killed, crashed): never stay behind holding thousands of sockets
process.on('disconnect', () => process.exit(0))
