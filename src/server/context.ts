import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { AnswerCaches } from './http/lane/answer-caches.ts'
import type { Tokens } from './auth/jwt.ts'
import type { CompatMode } from './http/compat.ts'
import type { ChatHub } from './chat/hub.ts'
import type { DataVersion } from './db/data-version.ts'
import type { Dialect } from './db/database.ts'
import type { DB } from './db/schema.ts'
import type { Limits } from './http/rate-limit.ts'
import type { NoticeOptions } from './notify/notice-options.ts'
import type { Outbox } from './notify/outbox.ts'
import type { ServerCaches } from './server-caches.ts'
import type { Redis } from './shared/redis.ts'

export interface ServerOptions {
  /** 0 picks a free port (tests). */
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  /** XZ_JWT_SECRET: the signing secret every instance shares; required with databaseUrl */
  jwtSecret?: string
  /** XZ_UPLOADS_DIR: uploads outside the data folder, e.g. a volume shared by instances */
  uploadsDir?: string
  /** REDIS_URL: chat, online list and rate limits shared by every instance using it */
  redisUrl?: string
  /** Origins, besides our own, whose pages may call the API and open the socket. */
  allowedOrigins: string[]
  /** The built host (index.html + assets); served with history fallback when present. */
  hostDir: string
  /** Static files served at the site root (favicon, robots.txt…). */
  publicDirs: string[]
  /** Static folders served under a path prefix: the script-tag bundles at /embed, the examples at /examples. */
  staticMounts: { prefix: string; dir: string }[]
  adminPassword?: string
  seed: boolean
  /** Multiplies every rate limit; tests and benchmarks raise it. */
  rateLimitScale: number
  trustProxy: boolean
  /** XZ_COMPAT: answers shaped for another front end (http/compat.ts); off when unset */
  compat?: CompatMode
  /** XZ_TIMEZONE: the site's time zone, for the dates a compat mode writes out */
  timeZone: string
  /** XZ_SMTP_URL, XZ_MAIL_FROM, XZ_SITE_URL, XZ_ADMIN_EMAIL; the outbox's pace (notify/notice-options.ts) */
  notices?: NoticeOptions
  log: (line: string) => void
}

export interface AuthUser {
  id: number
  role: number
  username: string
  nick_name: string
  avatar: string
}

export interface ServerContext {
  db: Kysely<DB>
  dialect: Dialect
  /** whether anything stored changed since (db/data-version.ts), on either engine */
  dataVersion: DataVersion
  /** everything this server keeps in memory, dropped with it (server-caches.ts) */
  caches: ServerCaches
  tokens: Tokens
  limits: Limits
  options: ServerOptions
  uploadsDir: string
  hub: ChatHub
  /** sends the queued e-mails and webhook calls (notify/outbox.ts) */
  outbox: Outbox
  /** present when REDIS_URL is set */
  redis?: Redis
}

export type AppEnv = {
  Bindings: HttpBindings
  Variables: {
    user: AuthUser | null
    ip: string
    /** the token named a user the admin has disabled: routes needing a user say so */
    disabled?: boolean
    /**
     * this server's answer caches, set by the outermost middleware (http/lane/conditional-body.ts);
     * read with c.get(): c.var copies every variable
     */
    answers: AnswerCaches
    /**
     * a compat mode rewrites every answer on the way out (http/compat.ts): routes leave theirs
     * plain for it, unfinished (http/lane/conditional-body.ts)
     */
    answersLeftPlain?: boolean
  }
}

export type AppContext = Context<AppEnv>
