import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import type { Envelope, ServerFrame } from '../../src/core/contract/index.ts'
import type { ServerOptions } from '../../src/server/context.ts'
import { defaultOptions, type RunningServer, startServer } from '../../src/server/server.ts'
import { testDatabaseUrl } from '../support/pg-database.ts'

export const ADMIN_PASSWORD = 'Admin_12345'
export const TEST_JWT_SECRET = 'test-secret-shared-by-every-instance-0123456789'

export interface ApiResponse<T> {
  status: number
  body: Envelope<T>
  headers: Headers
}

/** Calls to a server at a URL, in-process or not. */
export interface ServerClient {
  url: string
  wsUrl: string
  /** JSON call; a token given is sent as `Bearer <token>`. */
  api<T = unknown>(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: BodyInit },
  ): Promise<ApiResponse<T>>
  login(username: string, password: string): Promise<{ token: string; id: number }>
  admin(): Promise<{ token: string; id: number }>
  /** Registers and logs in a fresh user with a unique name. */
  newUser(prefix?: string): Promise<{ token: string; id: number; username: string; password: string }>
  socket(): Promise<TestSocket>
}

export interface TestServer extends ServerClient {
  dataDir: string
  running: RunningServer
  /** Stops the server; the data folder is kept when `keepData` (restart tests). */
  close(opts?: { keepData?: boolean }): Promise<void>
}

export interface TestSocket {
  ws: WebSocket
  frames: ServerFrame[]
  /** Every frame received, as parsed JSON, whether or not a test took it with next(). */
  received: unknown[]
  send(frame: unknown): void
  /** Resolves with the first frame (already received or future) that matches. */
  next<F extends ServerFrame['type']>(
    type: F,
    where?: (f: Extract<ServerFrame, { type: F }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: F }>>
  closed: Promise<number>
}

let userCounter = 0

export async function startTestServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'xz-test-'))
  const databaseUrl = overrides.databaseUrl ?? (await testDatabaseUrl(dataDir))
  const running = await startServer(
    defaultOptions({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      adminPassword: ADMIN_PASSWORD,
      seed: false,
      rateLimitScale: 1000,
      hostDir: join(dataDir, 'no-host'),
      publicDirs: [],
      staticMounts: [],
      log: () => {},
      databaseUrl,
      // instances on one database share the secret, as the server requires
      jwtSecret: databaseUrl ? TEST_JWT_SECRET : undefined,
      ...overrides,
    }),
  )
  return {
    ...clientFor(running.url),
    dataDir,
    running,
    async close(opts = {}) {
      await running.close()
      if (!opts.keepData && !overrides.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Talks to the server at `url` as a browser would. */
export function clientFor(url: string): ServerClient {
  let adminCache: { token: string; id: number } | null = null

  const api: ServerClient['api'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) }
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    const res = await fetch(url + path, {
      method,
      headers,
      body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    })
    const text = await res.text()
    let body: Envelope<never>
    try {
      body = JSON.parse(text)
    } catch {
      throw new Error(`non-JSON answer ${res.status} for ${method} ${path}: ${text.slice(0, 200)}`)
    }
    return { status: res.status, body, headers: res.headers }
  }

  const login = async (username: string, password: string) => {
    const res = await api<{ token: string; id: number }>('POST', '/api/user/login', {
      body: { username, password },
    })
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body.message}`)
    return { token: res.body.result.token, id: res.body.result.id }
  }

  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/ws`,
    api,
    login,
    async admin() {
      adminCache ??= await login('admin', ADMIN_PASSWORD)
      return adminCache
    },
    async newUser(prefix = 'user') {
      userCounter += 1
      const username = `${prefix}_${process.pid % 1000}_${userCounter}`.slice(0, 16)
      const password = 'Passw0rd_1'
      const reg = await api('POST', '/api/user/register', {
        body: { username, password, nick_name: `昵称${userCounter}` },
      })
      if (reg.status !== 200) throw new Error(`register failed: ${reg.status} ${reg.body.message}`)
      return { ...(await login(username, password)), username, password }
    },
    socket: () => openSocket(`${url.replace(/^http/, 'ws')}/ws`),
  }
}

export function openSocket(wsUrl: string, headers?: Record<string, string>): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers })
    const frames: ServerFrame[] = []
    const received: unknown[] = []
    const waiters: { match: (f: ServerFrame) => boolean; done: (f: ServerFrame) => void }[] = []
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame
      received.push(frame)
      frames.push(frame)
      for (const w of [...waiters]) {
        if (w.match(frame)) {
          waiters.splice(waiters.indexOf(w), 1)
          w.done(frame)
        }
      }
    })
    const closed = new Promise<number>((res) => ws.on('close', (code) => res(code)))
    ws.on('error', reject)
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        received,
        closed,
        send: (frame) => ws.send(JSON.stringify(frame)),
        next(type, where, timeoutMs = 5000) {
          const match = (f: ServerFrame) =>
            f.type === type && (!where || where(f as Extract<ServerFrame, { type: typeof type }>))
          const seen = frames.find(match)
          if (seen) {
            frames.splice(frames.indexOf(seen), 1)
            return Promise.resolve(seen as never)
          }
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`no ${type} frame within ${timeoutMs} ms`)),
              timeoutMs,
            )
            waiters.push({
              match,
              done: (f) => {
                clearTimeout(timer)
                frames.splice(frames.indexOf(f), 1)
                res(f as never)
              },
            })
          })
        },
      }),
    )
  })
}

/**
 * Waits (up to 3 s) for an article's view count as the database stores it to be `expected`,
 * then returns what is stored: views counted in memory are written about once a second.
 */
export async function storedViewsOnceWritten(server: TestServer, articleId: number, expected: number) {
  const stored = async () =>
    (
      await server.running.ctx.db
        .selectFrom('articles')
        .select('view_times')
        .where('id', '=', articleId)
        .executeTakeFirstOrThrow()
    ).view_times
  const deadline = Date.now() + 3000
  while ((await stored()) !== expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return stored()
}
