import { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context.ts'
import type { Redis } from '../shared/redis.ts'
import { pingDatabase } from './sql.ts'

/** A dependency that takes longer than this to answer counts as down: the proxy should look elsewhere. */
const PROBE_TIMEOUT_MS = 2000

type Probe = () => Promise<unknown>

function withinTimeout(probe: Probe): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)
    probe().then(
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      () => {
        clearTimeout(timer)
        resolve(false)
      },
    )
  })
}

/**
 * For the reverse proxy and the orchestrator, outside /api: `/healthz` says the process
 * answers, `/readyz` that the database (and Redis, when configured) answer too, 503 otherwise,
 * naming what is down.
 */
export function healthRoutes(ctx: ServerContext): Hono<AppEnv> {
  const probes: Record<string, Probe> = {
    database: () => pingDatabase(ctx.db),
    ...(ctx.redis ? { redis: () => (ctx.redis as Redis).ping() } : {}),
  }
  const r = new Hono<AppEnv>()
  r.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'ok' })
  })
  r.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const names = Object.keys(probes)
    const results = await Promise.all(names.map((name) => withinTimeout(probes[name] as Probe)))
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i] ? 'ok' : 'down']))
    const ready = results.every(Boolean)
    return c.json({ status: ready ? 'ok' : 'down', checks }, ready ? 200 : 503)
  })
  return r
}
