// The last part of `npm run bench` (run.ts imports it): chat fan-out on PostgreSQL + Redis,
// every socket on one instance versus the same sockets split over two instances side by side.
// Needs the PostgreSQL binaries and redis-server (.ci/run installs both); says so and skips without.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { type InstanceProcess, startInstance } from '../support/instance-process.ts'
import { pgBinDir, startPgCluster } from '../support/pg.ts'
import { hasRedis, startRedis } from '../support/redis.ts'

const CLIENTS = Number(process.argv.find((a) => a.startsWith('--clients='))?.split('=')[1] ?? 1000)
const MESSAGES = 50
const GAP_MS = 20
const ADMIN_PASSWORD = 'Bench_admin_1'

interface Result {
  perSecond: number
  p99: number
  delivered: number
  expected: number
}

/** Sockets spread round-robin over the instances; one admin socket on the first sends. */
async function measure(urls: string[], token: string, userId: number): Promise<Result> {
  const wsUrl = (url: string) => `${url.replace(/^http/, 'ws')}/ws`
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let delivered = 0
  const listen = (ws: WebSocket) =>
    ws.on('message', (data) => {
      const id = /"client_id":"(m\d+)"/.exec(data.toString())?.[1]
      if (!id) return
      delivered += 1
      const t0 = sentAt.get(id)
      if (t0 !== undefined) latencies.push(performance.now() - t0)
    })
  const connect = (url: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(url))
      listen(ws)
      ws.once('open', () => resolve(ws))
      ws.once('error', reject)
    })
  const sockets: WebSocket[] = []
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = Array.from(
      { length: Math.min(50, CLIENTS - i) },
      (_, k) => urls[(i + k) % urls.length] ?? '',
    )
    sockets.push(...(await Promise.all(batch.map(connect))))
  }
  const sender = sockets[0] as WebSocket
  sender.send(JSON.stringify({ type: 'init', user_id: userId, token }))
  await new Promise((r) => setTimeout(r, 1000))
  const started = performance.now()
  for (let i = 0; i < MESSAGES; i++) {
    sentAt.set(`m${i}`, performance.now())
    sender.send(
      JSON.stringify({ type: 'message', content: '压测消息', content_type: 'text', client_id: `m${i}` }),
    )
    await new Promise((r) => setTimeout(r, GAP_MS))
  }
  const expected = MESSAGES * CLIENTS
  const deadline = performance.now() + 30_000
  while (delivered < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5))
  const seconds = (performance.now() - started) / 1000
  for (const ws of sockets) ws.terminate()
  latencies.sort((a, b) => a - b)
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN
  return { perSecond: delivered / seconds, p99, delivered, expected }
}

async function benchClusterChat(): Promise<void> {
  console.log(
    `\n## Chat fan-out on PostgreSQL + Redis: ${CLIENTS} sockets, ${MESSAGES} messages ${GAP_MS} ms apart`,
  )
  if (!pgBinDir() || !hasRedis()) {
    console.log('skipped: PostgreSQL or redis-server is not installed')
    return
  }
  const root = mkdtempSync(join(tmpdir(), 'xz-bench-cluster-'))
  const cluster = await startPgCluster()
  const redis = await startRedis()
  const instances: InstanceProcess[] = []
  try {
    const databaseUrl = await cluster.createDatabase()
    const env = (name: string) => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      XZ_JWT_SECRET: 'bench-secret-shared-by-both-instances-0123456789',
      XZ_DATA_DIR: join(root, name),
      XZ_ADMIN_PASSWORD: ADMIN_PASSWORD,
      XZ_SEED: '0',
      XZ_RATE_LIMIT_SCALE: '1000000',
    })
    instances.push(await startInstance(env('a')), await startInstance(env('b')))
    const [a, b] = instances.map((i) => i.url) as [string, string]
    const login = await fetch(`${a}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    })
    const { token, id } = ((await login.json()) as { result: { token: string; id: number } }).result
    const one = await measure([a], token, id)
    const two = await measure([a, b], token, id)
    const line = (name: string, r: Result) =>
      console.log(
        `${name.padEnd(34)}${r.perSecond.toFixed(0).padStart(7)} deliveries/s   p99 ${r.p99.toFixed(2)} ms   ${r.delivered}/${r.expected} delivered`,
      )
    line('one instance', one)
    line('two instances side by side', two)
    console.log(`two / one: ${(two.perSecond / one.perSecond).toFixed(2)}×`)
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM')
    redis.stop()
    cluster.stop()
    rmSync(root, { recursive: true, force: true })
  }
}

await benchClusterChat()
