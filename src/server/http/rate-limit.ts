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
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= at) {
      if (this.hits.size > 50_000) this.sweep(at)
      this.hits.set(key, { count: 1, resetAt: at + this.windowMs })
      return
    }
    entry.count += 1
    if (entry.count > this.limit) throw tooMany()
  }

  private sweep(at: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= at) this.hits.delete(key)
  }
}

export interface Limits {
  login: RateLimiter
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
    register: l(5, 60_000),
    comment: l(10, 60_000),
    message: l(10, 60_000),
    chat: l(30, 10_000),
    upload: l(20, 60_000),
    addView: l(30, 60_000),
    write: l(60, 60_000),
  }
}
