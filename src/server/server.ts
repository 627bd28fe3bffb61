import { mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { createTokens, loadSecret, secretProblem } from './auth/jwt.ts'
import { ChatHub } from './chat/hub.ts'
import { attachChatSocket } from './chat/chat-socket.ts'
import type { ServerContext, ServerOptions } from './context.ts'
import { openDatabase, whileStartingAlone } from './db/database.ts'
import { migrate } from './db/migrations.ts'
import { ensureAdmin, seedIfEmpty } from './seed/seed.ts'
import { compatProblem, DEFAULT_TIME_ZONE, frameEncoder } from './http/compat.ts'
import { replayBeforeRouting } from './http/lane/replay-before-routing.ts'
import { createLimits } from './http/rate-limit.ts'
import { createServerCaches } from './server-caches.ts'
import { Outbox } from './notify/outbox.ts'
import { uploadsDirOf } from './upload/upload-disk.ts'

/** How long a shutdown waits for requests in flight before cutting their connections. */
const DRAIN_MS = 10_000

/** A configuration the server cannot start with; main.ts prints its message alone, without a stack. */
export class StartupError extends Error {}

export interface RunningServer {
  url: string
  port: number
  ctx: ServerContext
  /** Stops accepting, closes chat sockets, lets requests in flight finish, closes the database. */
  close(): Promise<void>
}

export function defaultOptions(overrides: Partial<ServerOptions> = {}): ServerOptions {
  const root = process.cwd()
  return {
    port: 8080,
    host: '0.0.0.0',
    dataDir: resolve(root, 'data'),
    allowedOrigins: [],
    hostDir: resolve(root, 'dist/host'),
    publicDirs: [resolve(root, 'public')],
    staticMounts: [
      { prefix: '/embed', dir: resolve(root, 'dist/embed') },
      { prefix: '/examples', dir: resolve(root, 'examples') },
    ],
    seed: true,
    rateLimitScale: 1,
    trustProxy: false,
    timeZone: DEFAULT_TIME_ZONE,
    log: (line) => console.log(line),
    ...overrides,
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const problem = secretProblem(options.jwtSecret, options.databaseUrl) ?? compatProblem(options)
  if (problem) throw new StartupError(problem)
  mkdirSync(options.dataDir, { recursive: true })
  const uploadsDir = uploadsDirOf(options.dataDir, options.uploadsDir)
  mkdirSync(uploadsDir, { recursive: true })
  mkdirSync(join(options.dataDir, 'seed'), { recursive: true })

  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    log: options.log,
  })
  const tokens = createTokens(loadSecret(options.dataDir, options.jwtSecret))
  // loaded only when configured, like the PostgreSQL driver: a single instance never needs it
  const redis = options.redisUrl
    ? await (await import('./shared/redis.ts')).connectRedis(options.redisUrl, options.log)
    : undefined
  const hub = new ChatHub(frameEncoder(options))
  const relay = redis
    ? await (await import('./chat/redis-relay.ts')).startRedisRelay(redis, hub, options.log)
    : null
  const ctx: ServerContext = {
    db: database.db,
    dialect: database.dialect,
    dataVersion: database.version,
    caches: createServerCaches(options),
    tokens,
    limits: createLimits(options.rateLimitScale, redis),
    options,
    uploadsDir,
    hub,
    outbox: new Outbox(),
    redis,
  }
  await whileStartingAlone(database, async () => {
    await migrate(database.db, database.dialect)
    await ensureAdmin(ctx)
    if (options.seed) await seedIfEmpty(ctx)
  })

  ctx.outbox.start(ctx)
  const app = createApp(ctx)
  // without TLS or HTTP/2 options serve() makes a plain node:http server
  const server = serve({
    // a compat mode rewrites every answer (http/compat.ts): nothing is sent again without the app
    fetch: options.compat ? app.fetch : replayBeforeRouting(ctx, app.fetch),
    port: options.port,
    hostname: options.host,
  }) as Server
  const detachSocket = attachChatSocket(server, ctx)
  await new Promise<void>((resolveListen, reject) => {
    if (server.listening) return resolveListen()
    server.once('listening', () => resolveListen())
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host

  let closing: Promise<void> | null = null
  return {
    url: `http://${shownHost}:${port}`,
    port,
    ctx,
    close() {
      closing ??= (async () => {
        // chat sockets first, with 1012 (service restart): clients reconnect, through the
        // proxy, to an instance that stays
        detachSocket()
        await relay?.close()
        await new Promise<void>((done) => {
          server.close(() => done())
          // requests in flight finish (their writes included); idle keep-alive connections
          // would hold close() open until they time out
          server.closeIdleConnections()
          const idle = setInterval(() => server.closeIdleConnections(), 100)
          const cutoff = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
          server.once('close', () => {
            clearInterval(idle)
            clearTimeout(cutoff)
          })
        })
        await ctx.outbox.stop()
        await redis?.close()
        await database.close()
      })()
      return closing
    },
  }
}
