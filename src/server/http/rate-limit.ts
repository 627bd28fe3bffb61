import type { Redis } from '../shared/redis.ts'
import { KEY_PREFIX } from '../shared/redis-keys.ts'
import { tooMany } from './envelope.ts'

/**
 * Fixed-window counters: a key may be counted `limit` times per window. Asynchronous, since
 * instances sharing a Redis count there.
 */
export interface Limiter {
  /** Counts one hit; rejects with 429 when the key is over its limit in the current window. */
  hit(key: string): Promise<void>
  /** Rejects with 429 when the key has used up its window, without counting this call. */
  assertOpen(key: string): Promise<void>
  /** Counts one hit and returns the key's count in the current window. */
  count(key: string): Promise<number>
}

/**
 * Counters in this process's memory: enough for one instance. The windows are short, so a
 * restart forgetting them costs nothing. Old keys are swept as they are touched.
 */
export class RateLimiter implements Limiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<void> {
    if ((await this.count(key)) > this.limit) throw tooMany()
  }

  async assertOpen(key: string): Promise<void> {
    const entry = this.hits.get(key)
    if (entry && entry.resetAt > Date.now() && entry.count >= this.limit) throw tooMany()
  }

  async count(key: string): Promise<number> {
    const at = Date.now()
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= at) {
      if (this.hits.size > 50_000) this.sweep(at)
      this.hits.set(key, { count: 1, resetAt: at + this.windowMs })
      return 1
    }
    entry.count += 1
    return entry.count
  }

  private sweep(at: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= at) this.hits.delete(key)
  }
}

/**
 * Counters in Redis, so a limit holds however the proxy spreads requests over instances. The
 * window starts with a key's first hit and ends when Redis expires the key.
 */
export class RedisRateLimiter implements Limiter {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private key(key: string): string {
    return `${KEY_PREFIX}limit:${this.name}:${key}`
  }

  async hit(key: string): Promise<void> {
    if ((await this.count(key)) > this.limit) throw tooMany()
  }

  async assertOpen(key: string): Promise<void> {
    if (Number(await this.redis.get(this.key(key))) >= this.limit) throw tooMany()
  }

  async count(key: string): Promise<number> {
    const name = this.key(key)
    // NX: only the first hit of a window sets its end
    const [count] = await this.redis.multi().incr(name).pExpire(name, this.windowMs, 'NX').exec()
    return Number(count)
  }
}

export interface Limits {
  login: Limiter
  /** failed logins per account name, from any number of IPs */
  loginAccount: Limiter
  register: Limiter
  comment: Limiter
  message: Limiter
  chat: Limiter
  upload: Limiter
  addView: Limiter
  write: Limiter
  /** confirmation mails a user asks for: each goes to an address they name (docs/api.md §26) */
  noticeEmail: Limiter
}

/**
 * `scale` multiplies every limit (tests and benchmarks raise it). With a Redis the counts are
 * shared by every instance using it; without, each process counts for itself.
 */
export function createLimits(scale = 1, redis?: Redis): Limits {
  const l = (name: keyof Limits, n: number, ms: number): Limiter => {
    const limit = Math.max(1, Math.round(n * scale))
    return redis ? new RedisRateLimiter(redis, name, limit, ms) : new RateLimiter(limit, ms)
  }
  return {
    login: l('login', 10, 60_000),
    loginAccount: l('loginAccount', 10, 15 * 60_000),
    register: l('register', 5, 60_000),
    comment: l('comment', 10, 60_000),
    message: l('message', 10, 60_000),
    chat: l('chat', 30, 10_000),
    upload: l('upload', 20, 60_000),
    addView: l('addView', 30, 60_000),
    write: l('write', 60, 60_000),
    noticeEmail: l('noticeEmail', 5, 3600_000),
  }
}
