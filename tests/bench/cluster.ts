// The last part of `npm run bench` (run.ts imports it): chat fan-out on PostgreSQL + Redis,
// every socket on one instance, then the same sockets split over two instances side by side,
// each beside a bare `ws` broadcast measured in the same run with the same harness.
// Needs the PostgreSQL binaries and redis-server (.ci/run installs both); says so and skips without.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { type InstanceProcess, startInstance } from '../support/instance-process.ts'
import { pgBinDir, startPgCluster } from '../support/pg.ts'
import { hasRedis, startRedis } from '../support/redis.ts'
import { ANONYMOUS_INIT, adminLogin, chatFrame, chatHeader, chatLine, measureChat } from './chat-fanout.ts'

const CLIENTS = Number(process.argv.find((a) => a.startsWith('--clients='))?.split('=')[1] ?? 10_000)
const ADMIN_PASSWORD = 'Bench_admin_1'

/** bare-ws.mjs in its own process, and the port it listens on. */
function startBareWs(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['tests/bench/bare-ws.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const port = /port (\d+)/.exec(line)?.[1]
      if (port) resolve({ child, url: `ws://127.0.0.1:${port}` })
    })
    child.once('exit', (code) => reject(new Error(`bare-ws.mjs exited with ${code}`)))
  })
}

async function benchClusterChat(): Promise<void> {
  chatHeader('Chat fan-out on PostgreSQL + Redis: one instance, then two side by side', CLIENTS)
  if (!pgBinDir() || !hasRedis()) {
    console.log('skipped: PostgreSQL or redis-server is not installed')
    return
  }
  const root = mkdtempSync(join(tmpdir(), 'xz-bench-cluster-'))
  const cluster = await startPgCluster()
  const redis = await startRedis()
  const instances: InstanceProcess[] = []
  try {
    const bareWs = await startBareWs()
    const bare = await measureChat(
      {
        readerUrls: [bareWs.url],
        senderUrl: bareWs.url,
        hello: null,
        senderHello: null,
        frame: chatFrame,
        pids: [bareWs.child.pid ?? 0],
      },
      CLIENTS,
    )
    bareWs.child.kill('SIGTERM')
    chatLine('bare ws broadcast (ceiling)', bare, null)

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
    const wsUrl = (url: string) => `${url.replace(/^http/, 'ws')}/ws`
    const { token, id } = await adminLogin(a, ADMIN_PASSWORD)
    const ours = (urls: string[]) => ({
      readerUrls: urls.map(wsUrl),
      senderUrl: wsUrl(a),
      hello: ANONYMOUS_INIT,
      senderHello: JSON.stringify({ type: 'init', user_id: id, token }),
      frame: chatFrame,
      // both instances: the second's memory is part of the room's cost when it holds sockets
      pids: urls.map((url) => instances.find((i) => i.url === url)?.child.pid ?? 0),
    })
    chatLine('one instance', await measureChat(ours([a]), CLIENTS), bare)
    chatLine('two instances side by side', await measureChat(ours([a, b]), CLIENTS), bare)
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM')
    redis.stop()
    cluster.stop()
    rmSync(root, { recursive: true, force: true })
  }
}

await benchClusterChat()
