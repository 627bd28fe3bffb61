import { tooMany } from './envelope.ts'

/**
 * Fixed-window counters in memory: enough for one process. The windows are short, so a
 * restart forgetting them costs nothing. Old keys are swept as they are touched.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 when the key is over its limit in the current window. */
  hit(key: string, at = Date.now()): void {
    if (this.count(key, at) > this.limit) throw tooMany()
  }

  /** Throws 429 when the key has used up its window, without counting this call. */
  assertOpen(key: string, at = Date.now()): void {
    const entry = this.hits.get(key)
    if (entry && entry.resetAt > at && entry.count >= this.limit) throw tooMany()
  }

  /** Counts one hit and returns the key's count in the current window. */
  count(key: string, at = Date.now()): number {
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

export interface Limits {
  login: RateLimiter
  /** failed logins per account name, from any number of IPs */
  loginAccount: RateLimiter
  register: RateLimiter
  comment: RateLimiter
  message: RateLimiter
  chat: RateLimiter
  upload: RateLimiter
  addView: RateLimiter
  write: RateLimiter
}

/** `scale` multiplies every limit (tests and benchmarks raise it). */
export function createLimits(scale = 1): Limits {
  const l = (n: number, ms: number) => new RateLimiter(Math.max(1, Math.round(n * scale)), ms)
  return {
    login: l(10, 60_000),
    loginAccount: l(10, 15 * 60_000),
    register: l(5, 60_000),
    comment: l(10, 60_000),
    message: l(10, 60_000),
    chat: l(30, 10_000),
    upload: l(20, 60_000),
    addView: l(30, 60_000),
    write: l(60, 60_000),
  }
}
