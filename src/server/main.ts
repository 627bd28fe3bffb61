import { resolve } from 'node:path'
import { compatModeOf, DEFAULT_TIME_ZONE } from './http/compat.ts'
import { defaultOptions, StartupError, startServer } from './server.ts'
import { noticeOptionsOf } from './notify/notice-options.ts'

// The one process of `npm start`: configuration comes from the environment only.
const env = process.env
const compat = compatModeOf(env.XZ_COMPAT)
if (compat instanceof Error) {
  console.error(`无法启动: ${compat.message}`)
  process.exit(1)
}
const options = defaultOptions({
  port: env.PORT ? Number(env.PORT) : 8080,
  host: env.HOST ?? '0.0.0.0',
  dataDir: resolve(env.XZ_DATA_DIR ?? 'data'),
  databaseUrl: env.DATABASE_URL || undefined,
  jwtSecret: env.XZ_JWT_SECRET || undefined,
  uploadsDir: env.XZ_UPLOADS_DIR || undefined,
  redisUrl: env.REDIS_URL || undefined,
  allowedOrigins: (env.XZ_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean),
  adminPassword: env.XZ_ADMIN_PASSWORD || undefined,
  seed: env.XZ_SEED !== '0',
  rateLimitScale: env.XZ_RATE_LIMIT_SCALE ? Number(env.XZ_RATE_LIMIT_SCALE) : 1,
  trustProxy: env.XZ_TRUST_PROXY === '1',
  compat,
  timeZone: env.XZ_TIMEZONE || DEFAULT_TIME_ZONE,
  notices: noticeOptionsOf(env),
})

const running = await startServer(options).catch((err: unknown) => {
  // a configuration mistake is told in one line; anything else keeps its stack
  console.error(err instanceof StartupError ? `无法启动: ${err.message}` : err)
  process.exit(1)
})
console.log(`小站已启动: ${running.url}`)

if (env.XZ_BACKUP_EVERY) {
  // the archive code (tar) loads only where backups are scheduled
  const { parseEvery, scheduleBackups } = await import('./transfer/backup-schedule.ts')
  const every = parseEvery(env.XZ_BACKUP_EVERY)
  if (every === null)
    console.error(`XZ_BACKUP_EVERY=${env.XZ_BACKUP_EVERY} 无法识别，应写成 30m、24h 或 7d 这样`)
  else scheduleBackups(options.dataDir, every, { postgres: Boolean(options.databaseUrl), log: options.log })
}

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('正在关闭…')
    running.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err)
        process.exit(1)
      },
    )
  })
}
