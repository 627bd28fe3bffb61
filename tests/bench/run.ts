// `npm run bench`: prints figures, never passes or fails on time. Each figure that depends on
// the machine is paired with a baseline measured in the same run, so ratios stay comparable on
// a shared, noisy 2-core machine.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import type { ServerFrame } from '../../src/core/contract/index.ts'
import { now } from '../../src/server/db/database.ts'
import { defaultOptions, type RunningServer, startServer } from '../../src/server/server.ts'
import { generateArticles } from './corpus.ts'

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k ?? '', v ?? 'true'] as const
  }),
)
const CLIENTS = Number(args.get('clients') ?? 500)
const ARTICLES = Number(args.get('articles') ?? 10_000)
const SECONDS = Number(args.get('seconds') ?? 3)

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (n: number) => `${n.toFixed(2)} ms`

/** Requests per second a fixed number of concurrent callers reach against one URL. */
async function throughput(url: string, concurrency: number, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const res = await fetch(url)
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${url} answered ${res.status}`)
        done += 1
      }
    }),
  )
  return done / seconds
}

async function seedArticles(server: RunningServer, count: number): Promise<void> {
  const { db } = server.ctx
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow()
  const stamp = now()
  const rows = generateArticles(count)
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('articles')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          article_title: r.title,
          article_description: r.title,
          article_content: r.content,
          article_cover: '',
          category_id: null,
          author_id: admin.id,
          is_top: 0,
          sort_order: 0,
          status: 1,
          type: 1,
          origin_url: '',
          view_times: r.views,
          thumbs_up_times: 0,
          reading_duration: 0,
          createdAt: stamp,
          updatedAt: stamp,
        })),
      )
      .execute()
  }
}

async function benchHttp(server: RunningServer): Promise<void> {
  const list = `${server.url}/api/article/blogHomeGetArticleList/1/10`
  const baseline = `${server.url}/api/user/getUserInfoById/1`
  await throughput(list, 4, 0.5) // warm-up: JIT, statement cache
  const staticRps = await throughput(baseline, 16, SECONDS)
  const listRps = await throughput(list, 16, SECONDS)
  console.log('\n## HTTP: article list vs a one-row JSON route (same process, same run)')
  console.log(`one-row route (getUserInfoById)  ${staticRps.toFixed(0)} req/s`)
  console.log(`article list page 1 of 10        ${listRps.toFixed(0)} req/s`)
  console.log(`ratio list / one-row             ${(listRps / staticRps).toFixed(2)}`)
}

async function benchSearch(server: RunningServer, count: number): Promise<void> {
  const queries = [
    '并发',
    '数据库',
    '缓存失效',
    '组件',
    '性能优化',
    '索引',
    '事务隔离',
    'WebSocket',
    '部署',
    '函数式',
  ]
  const times: number[] = []
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const t0 = performance.now()
      const res = await fetch(`${server.url}/api/article/getArticleListByContent/${encodeURIComponent(q)}`)
      await res.json()
      times.push(performance.now() - t0)
    }
  }
  times.sort((a, b) => a - b)
  console.log(
    `\n## Search over ${count} generated articles (${times.length} queries, HTTP round trip included)`,
  )
  console.log(
    `p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(times.at(-1) ?? 0)}`,
  )
}

async function benchChat(server: RunningServer, clients: number): Promise<void> {
  const wsUrl = `${server.url.replace(/^http/, 'ws')}/ws`
  const token = await (async () => {
    const res = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Bench_admin_1' }),
    })
    return ((await res.json()) as { result: { token: string } }).result.token
  })()

  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let deliveries = 0
  const open = (): Promise<WebSocket> =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl)
      ws.on('open', () => resolve(ws))
      ws.on('error', reject)
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as ServerFrame
        if (frame.type === 'message' && frame.client_id) {
          deliveries += 1
          const t0 = sentAt.get(frame.client_id)
          if (t0 !== undefined) latencies.push(performance.now() - t0)
        }
      })
    })
  const sockets: WebSocket[] = []
  for (let i = 0; i < clients; i += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, clients - i) }, open))))
  }
  const sender = sockets[0]
  if (!sender) return
  sender.send(JSON.stringify({ type: 'init', user_id: 1, token }))
  await new Promise((r) => setTimeout(r, 300))

  const MESSAGES = 40
  const t0 = performance.now()
  for (let i = 0; i < MESSAGES; i++) {
    const id = `b${i}`
    sentAt.set(id, performance.now())
    sender.send(
      JSON.stringify({ type: 'message', content: `压测消息 ${i}`, content_type: 'text', client_id: id }),
    )
    await new Promise((r) => setTimeout(r, 20))
  }
  const expected = MESSAGES * clients
  const deadline = performance.now() + 30_000
  while (deliveries < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  const elapsed = (performance.now() - t0) / 1000
  latencies.sort((a, b) => a - b)
  console.log(`\n## Chat fan-out: ${clients} clients, ${MESSAGES} messages (${expected} deliveries expected)`)
  console.log(
    `delivered ${deliveries} in ${elapsed.toFixed(2)} s → ${(deliveries / elapsed).toFixed(0)} deliveries/s`,
  )
  console.log(
    `latency send→receive   p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}`,
  )
  for (const s of sockets) s.terminate()
}

const dataDir = mkdtempSync(join(tmpdir(), 'xz-bench-'))
const server = await startServer(
  defaultOptions({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seed: false,
    adminPassword: 'Bench_admin_1',
    rateLimitScale: 1e6,
    hostDir: join(dataDir, 'none'),
    publicDirs: [],
    staticMounts: [],
    log: () => {},
  }),
)
try {
  console.log(`# Xiaozhan benchmarks (node ${process.version}, ${new Date().toISOString()})`)
  const t0 = performance.now()
  await seedArticles(server, ARTICLES)
  console.log(`inserted ${ARTICLES} articles in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  await benchHttp(server)
  await benchSearch(server, ARTICLES)
  await benchChat(server, CLIENTS)
} finally {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
