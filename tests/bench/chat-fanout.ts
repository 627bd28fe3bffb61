// The chat part of `npm run bench` and of its cluster part: thousands of reading sockets held by
// a few load-generator processes (chat-clients.ts), one sender, and the same measurement for a
// bare `ws` broadcast and for our server so the two are comparable within one run.
import { type ChildProcess, fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import WebSocket from 'ws'
import type { ClientCommand, ClientReport } from './chat-clients.ts'

export const GOALS = { idleKb: 8, p99Ms: 100, ratio: 0.8 }
/** What each of our readers sends on open: an anonymous reader, as most visitors are. */
export const ANONYMOUS_INIT = JSON.stringify({ type: 'init' })
/** The message the sender sends; the bare server echoes it whole, ours echoes its client_id. */
export const chatFrame = (clientId: string) =>
  JSON.stringify({ type: 'message', content: '压测消息', content_type: 'text', client_id: clientId })

/** Our admin's login, for the socket that sends the bench's messages. */
export async function adminLogin(url: string, password: string): Promise<{ token: string; id: number }> {
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  })
  return ((await login.json()) as { result: { token: string; id: number } }).result
}

/**
 * Messages sent PACED_GAP_MS apart, for latency: a busy room (four messages a second, each to
 * every reader), not a saturated one — the burst measures saturation.
 */
const PACED = 12
const PACED_GAP_MS = 250
/** Messages sent back to back, for deliveries per second: what the server can push at most. */
const BURST = 20
const CONNECT_DEADLINE_MS = 120_000
const DELIVERY_DEADLINE_MS = 30_000
/** Load-generator processes: 10,000 sockets' reads shared out, and a source address each. */
const WORKERS = 4

const root = resolve(import.meta.dirname, '../..')
const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface ChatTarget {
  /** ws:// addresses the readers are spread over, round-robin by worker */
  readerUrls: string[]
  /** where the sender connects (the first instance) */
  senderUrl: string
  /** what each reader sends on open; null for the bare server */
  hello: string | null
  /** what the sender sends on open (our admin's init) */
  senderHello: string | null
  /** the frame the sender sends, with its client_id */
  frame: (clientId: string) => string
  /** the server processes whose resident memory the sockets cost */
  pids: number[]
}

export interface ChatFigures {
  open: number
  failed: number
  connectSeconds: number
  /** resident memory the server gained per connected idle socket, KB */
  idleKb: number
  p50: number
  p99: number
  pacedDelivered: number
  pacedExpected: number
  burstPerSecond: number
  burstDelivered: number
  burstExpected: number
  /** the servers' CPU time per delivery in the burst: what other work on the machine cannot inflate */
  cpuUsPerDelivery: number
  /** sockets the server closed during the run, by close code */
  closedBy: Record<string, number>
}

/** Resident memory of a process in KB (Linux /proc). */
function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN)
}

/** User + system CPU time of a process so far, in microseconds (Linux /proc; ticks of 10 ms). */
function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

/** This process's open-file limit (soft), which every bench process inherits. */
export function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'))
  const soft = line?.split(/\s{2,}/)[1] ?? ''
  return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft)
}

class Worker {
  private readonly child: ChildProcess
  private readonly waiting = new Map<ClientReport['type'], (r: ClientReport) => void>()

  constructor() {
    this.child = fork(resolve(root, 'tests/bench/chat-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.child.on('message', (r: ClientReport) => {
      const done = this.waiting.get(r.type)
      this.waiting.delete(r.type)
      done?.(r)
    })
  }

  /** Waits (at most `deadlineMs`) for the next report of that type; null when none came. */
  wait<T extends ClientReport['type']>(
    answer: T,
    deadlineMs: number,
  ): Promise<Extract<ClientReport, { type: T }> | null> {
    return new Promise((done) => {
      const timer = setTimeout(() => {
        this.waiting.delete(answer)
        done(null)
      }, deadlineMs)
      this.waiting.set(answer, (r) => {
        clearTimeout(timer)
        done(r as Extract<ClientReport, { type: T }>)
      })
    })
  }

  /** Sends a command and waits for the report that answers it. */
  ask<T extends ClientReport['type']>(command: ClientCommand, answer: T, deadlineMs: number) {
    const answered = this.wait(answer, deadlineMs)
    this.child.send(command)
    return answered
  }

  close(): Promise<void> {
    return new Promise((done) => {
      if (this.child.exitCode !== null) return done()
      this.child.once('exit', () => done())
      this.child.send({ cmd: 'close' } satisfies ClientCommand)
      setTimeout(() => this.child.kill('SIGKILL'), 10_000).unref()
    })
  }
}

function openSender(url: string, hello: string | null): Promise<WebSocket> {
  return new Promise((done, fail) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    ws.once('open', () => {
      if (!hello) return done(ws)
      ws.send(hello)
      // our server answers an init with its tips first
      ws.once('message', () => done(ws))
    })
    ws.once('error', fail)
  })
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Each run gets loopback source addresses of its own: 127.0.<run>.<worker + 10>. */
let runs = 0

/**
 * Connects `clients` readers, measures the resident memory they cost when idle, then the
 * latency of paced messages and the deliveries per second of a burst, all bounded in time.
 */
export async function measureChat(target: ChatTarget, clients: number): Promise<ChatFigures> {
  runs += 1
  const workers = Array.from({ length: WORKERS }, () => new Worker())
  const share = (k: number) => Math.floor(clients / WORKERS) + (k < clients % WORKERS ? 1 : 0)
  try {
    await sleep(500) // let the server settle before its baseline
    const baseline = target.pids.reduce((sum, pid) => sum + residentKb(pid), 0)
    const t0 = performance.now()
    const connected = await Promise.all(
      workers.map((w, k) =>
        w.ask(
          {
            cmd: 'connect',
            url: target.readerUrls[k % target.readerUrls.length] ?? '',
            count: share(k),
            localAddress: `127.0.${runs % 250}.${k + 10}`,
            hello: target.hello,
            deadlineMs: CONNECT_DEADLINE_MS,
          },
          'connected',
          CONNECT_DEADLINE_MS + 5_000,
        ),
      ),
    )
    const connectSeconds = (performance.now() - t0) / 1000
    const open = connected.reduce((n, c) => n + (c?.open ?? 0), 0)
    const failed = clients - open
    await sleep(2_000) // idle: what a room of readers who only listen costs
    const resident = target.pids.reduce((sum, pid) => sum + residentKb(pid), 0)
    const idleKb = (resident - baseline) / Math.max(1, open)

    const sender = await openSender(target.senderUrl, target.senderHello)
    await sleep(300)
    let sent = 0
    /** Sends `count` messages `gapMs` apart; returns deliveries and latencies once all arrived or the deadline passed. */
    const phase = async (count: number, gapMs: number) => {
      const reached = Promise.all(
        workers.map((w) => w.wait('reached', DELIVERY_DEADLINE_MS + count * gapMs)),
      )
      // every worker has reset its count before the first message can reach it
      await Promise.all(
        workers.map((w, k) =>
          w.ask({ cmd: 'expect', deliveries: count * (connected[k]?.open ?? 0) }, 'armed', 10_000),
        ),
      )
      const startedAt = now()
      for (let i = 0; i < count; i++) {
        sender.send(target.frame(`b${sent++}-${now()}`))
        if (gapMs > 0) await sleep(gapMs)
      }
      await reached
      const reports = await Promise.all(workers.map((w) => w.ask({ cmd: 'collect' }, 'collected', 10_000)))
      const latencies = reports.flatMap((r) => r?.latencies ?? []).sort((a, b) => a - b)
      const lastAt = Math.max(...reports.map((r) => r?.lastAt ?? 0))
      const closedBy: Record<string, number> = {}
      for (const r of reports)
        for (const [code, n] of Object.entries(r?.closedBy ?? {})) closedBy[code] = (closedBy[code] ?? 0) + n
      return {
        delivered: latencies.length,
        expected: count * open,
        seconds: (lastAt - startedAt) / 1000,
        latencies,
        closedBy,
      }
    }
    const paced = await phase(PACED, PACED_GAP_MS)
    await sleep(500)
    const cpuBefore = target.pids.reduce((sum, pid) => sum + cpuTimeUs(pid), 0)
    const burst = await phase(BURST, 0)
    const cpu = target.pids.reduce((sum, pid) => sum + cpuTimeUs(pid), 0) - cpuBefore
    sender.terminate()
    return {
      open,
      failed,
      connectSeconds,
      idleKb,
      p50: percentile(paced.latencies, 50),
      p99: percentile(paced.latencies, 99),
      pacedDelivered: paced.delivered,
      pacedExpected: paced.expected,
      burstPerSecond: burst.delivered / Math.max(1e-3, burst.seconds),
      burstDelivered: burst.delivered,
      burstExpected: burst.expected,
      cpuUsPerDelivery: cpu / Math.max(1, burst.delivered),
      closedBy: burst.closedBy,
    }
  } finally {
    await Promise.all(workers.map((w) => w.close()))
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

/** One line of figures; with a ceiling (the bare broadcast), its ratio and every goal beside them. */
export function chatLine(name: string, f: ChatFigures, ceiling: ChatFigures | null): void {
  const ratio = ceiling ? f.burstPerSecond / ceiling.burstPerSecond : null
  const closed = Object.entries(f.closedBy)
    .map(([code, n]) => `${n} closed with ${code}`)
    .join(', ')
  console.log(
    [
      name.padEnd(30),
      `${f.open} open${f.failed ? ` (${f.failed} failed!)` : ''} in ${f.connectSeconds.toFixed(1)} s`,
      `${f.idleKb.toFixed(1)} KB/idle socket${ceiling ? ` (goal ≤ ${GOALS.idleKb} KB: ${verdict(f.idleKb <= GOALS.idleKb)})` : ''}`,
      `paced p50 ${f.p50.toFixed(1)} ms p99 ${f.p99.toFixed(1)} ms${ceiling ? ` (goal ≤ ${GOALS.p99Ms} ms: ${verdict(f.p99 <= GOALS.p99Ms)})` : ''}`,
      `${f.pacedDelivered}/${f.pacedExpected}`,
      `burst ${f.burstPerSecond.toFixed(0)} deliveries/s`,
      `${f.burstDelivered}/${f.burstExpected}`,
      `server CPU ${f.cpuUsPerDelivery.toFixed(1)} µs/delivery`,
      ratio === null ? '' : `${ratio.toFixed(2)}× bare (goal ≥ ${GOALS.ratio}×: ${verdict(ratio >= GOALS.ratio)})`,
      closed,
    ]
      .filter(Boolean)
      .join('   '),
  )
}

/** The first line of a chat part: the run's shape, and the open-file limit it needs. */
export function chatHeader(title: string, clients: number): void {
  console.log(`\n## ${title}`)
  const limit = openFileLimit()
  console.log(
    `${clients} reading sockets from ${WORKERS} load-generator processes on loopback, one sender; ` +
      `${PACED} messages ${PACED_GAP_MS} ms apart for latency, ${BURST} back to back for deliveries/s; ` +
      `open-file limit ${limit}${limit < clients + 1024 ? ' — TOO LOW, run `ulimit -n` higher (npm run bench raises it)' : ''}`,
  )
}
