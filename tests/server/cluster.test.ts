import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../src/core/contract/index.ts'
import { type InstanceProcess, startInstance } from '../support/instance-process.ts'
import { type PgCluster, pgBinDir, startPgCluster } from '../support/pg.ts'
import { hasRedis, startRedis, type TestRedis } from '../support/redis.ts'
import { ADMIN_PASSWORD, clientFor, type ServerClient, type TestSocket } from './harness.ts'

// Several instances (docs/architecture.md §9): PostgreSQL, Redis and two instances of `npm start`'s entry on
// different ports, as a reverse proxy would see them. One walk, each step building on the last.

let cluster: PgCluster
let redis: TestRedis
let root: string
let env: (name: string) => Record<string, string>
let a: InstanceProcess
let b: InstanceProcess
let A: ServerClient
let B: ServerClient
const sockets: TestSocket[] = []

const canRun = pgBinDir() !== null && hasRedis()

beforeAll(async () => {
  if (!canRun) return
  root = mkdtempSync(join(tmpdir(), 'xz-cluster-'))
  cluster = await startPgCluster()
  redis = await startRedis()
  const databaseUrl = await cluster.createDatabase()
  env = (name) => ({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    XZ_JWT_SECRET: 'the-secret-every-instance-of-this-cluster-shares',
    XZ_DATA_DIR: join(root, name),
    XZ_UPLOADS_DIR: join(root, 'shared-uploads'),
    XZ_ADMIN_PASSWORD: ADMIN_PASSWORD,
    XZ_SEED: '0',
    XZ_TRUST_PROXY: '1',
    XZ_RATE_LIMIT_SCALE: '1',
  })
  // started together: the start-up lock lets one of them migrate
  ;[a, b] = await Promise.all([startInstance(env('a')), startInstance(env('b'))])
  A = clientFor(a.url)
  B = clientFor(b.url)
}, 180_000)

afterAll(() => {
  for (const s of sockets) s.ws.terminate()
  a?.child.kill('SIGKILL')
  b?.child.kill('SIGKILL')
  redis?.stop()
  cluster?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

async function join_(client: ServerClient, user: { id: number; token: string }): Promise<TestSocket> {
  const socket = await client.socket()
  sockets.push(socket)
  socket.send({ type: 'init', user_id: user.id, token: user.token })
  await socket.next('tips')
  return socket
}

/** Forgets the online lists received so far: a later wait must see a list sent after this. */
function forgetLists(s: TestSocket): void {
  for (let i = s.frames.length - 1; i >= 0; i--) if (s.frames[i]?.type === 'onlineList') s.frames.splice(i, 1)
}

const lists = (s: TestSocket, has: (ids: number[]) => boolean, timeoutMs?: number) =>
  s.next('onlineList', (f) => has(f.list.map((u) => u.user_id)), timeoutMs)

describe.skipIf(!canRun)('two instances on PostgreSQL and Redis', () => {
  let admin: { id: number; token: string }
  let alice: { id: number; token: string }
  let bob: { id: number; token: string }
  let onA: TestSocket
  let onB: TestSocket
  let adminOnA: TestSocket

  it('both instances are ready: database and Redis answer', async () => {
    for (const instance of [a, b]) {
      const ready = await fetch(`${instance.url}/readyz`)
      expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } })
    }
  })

  it('a token issued by A works on B', async () => {
    admin = await A.admin()
    expect((await B.api('GET', '/api/desk/overview', { token: admin.token })).status).toBe(200)
    alice = await A.newUser('alice')
    bob = await B.newUser('bob')
  })

  it("a socket on A receives a message sent through B, and A's online list shows B's user", async () => {
    onA = await join_(A, alice)
    onB = await join_(B, bob)
    await lists(onA, (ids) => ids.includes(alice.id) && ids.includes(bob.id))
    onB.send({ type: 'message', content: '从 B 发出', content_type: 'text', client_id: 'b-1' })
    const got = await onA.next('message', (f) => f.content === '从 B 发出')
    expect(got.user_id).toBe(bob.id)
    // and a revert on B takes it away on A
    onB.send({ type: 'revert', message_id: got.id })
    expect((await onA.next('revert')).message_id).toBe(got.id)
  })

  it("an admin's force-offline sent on A closes the user's socket on B with 4001", async () => {
    adminOnA = await join_(A, admin)
    forgetLists(onA)
    adminOnA.send({ type: 'offline', user_id: bob.id })
    expect(await onB.closed).toBe(4001)
    await lists(onA, (ids) => !ids.includes(bob.id))
  })

  it("a clear on B empties A's clients", async () => {
    expect((await B.api('POST', '/api/chat/delete', { token: admin.token })).status).toBe(200)
    await onA.next('clear')
    await adminOnA.next('clear')
  })

  it('login attempts spread over A and B hit one shared limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await (i % 2 === 0 ? A : B).api('POST', '/api/user/login', {
        body: { username: `guess${i}`, password: 'Wrong_pass1' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      statuses.push(res.status)
    }
    // ten a minute per address (http/rate-limit.ts): five on each instance would pass alone
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('a visitor whose page views reach A and B at once is counted once', async () => {
    const view = (client: ServerClient, ip: string) =>
      client.api<{ view_time: number }>('PUT', '/api/config/addView', { headers: { 'x-forwarded-for': ip } })
    const before = (await view(A, '198.51.100.1')).body.result.view_time
    await Promise.all(Array.from({ length: 12 }, (_, i) => view(i % 2 === 0 ? A : B, '198.51.100.2')))
    const after = (await view(B, '198.51.100.3')).body.result.view_time
    expect(after).toBe(before + 2)
  })

  it("killing B with SIGKILL loses no acknowledged write, its users leave A's list within 60 s, and B rejoins", async () => {
    // a list from before (one with bob, sent as the admin joined) must not stand for bob's return:
    // presence goes out in 100 ms batches, and B must have told A before it is killed
    forgetLists(onA)
    onB = await join_(B, bob)
    await lists(onA, (ids) => ids.includes(bob.id))
    const acknowledged: number[] = []
    for (let i = 0; i < 5; i++) {
      onB.send({ type: 'message', content: `第${i}条`, content_type: 'text', client_id: `k-${i}` })
      acknowledged.push((await onB.next('message', (f) => f.client_id === `k-${i}`)).id)
    }
    forgetLists(onA)
    b.child.kill('SIGKILL')
    expect(await b.exited).toBe('SIGKILL')
    const killedAt = Date.now()

    const saved = await A.api<{ list: ChatMessage[] }>('POST', '/api/chat/getChatList', {
      body: { after_id: 0, size: 100 },
    })
    const ids = saved.body.result.list.map((m) => m.id)
    for (const id of acknowledged) expect(ids).toContain(id)

    await lists(onA, (ids) => !ids.includes(bob.id), 60_000)
    const gone = Date.now() - killedAt
    expect(gone).toBeLessThan(60_000)
    // not because of some other event: only the expiry of B's presence tells A
    expect(gone).toBeGreaterThan(5_000)

    b = await startInstance(env('b'))
    B = clientFor(b.url)
    onB = await join_(B, bob)
    await lists(onA, (ids) => ids.includes(bob.id))
    onB.send({ type: 'message', content: '我回来了', content_type: 'text', client_id: 'back' })
    expect((await onA.next('message', (f) => f.content === '我回来了')).user_id).toBe(bob.id)
  }, 150_000)
})
