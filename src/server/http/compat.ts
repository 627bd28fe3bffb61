/**
 * `XZ_COMPAT=blog-v3`: answers shaped for the original Vue front end (docs/blog-v3.md), done
 * here, on the way out, for every JSON answer under /api, never route by route.
 *
 * - A refusal whose status that client passes by without a word is sent as HTTP 500 with the
 *   same envelope and message, which it shows. Each one is logged under its own tag, so 5xx
 *   counted from the logs can leave them out.
 * - Every ISO 8601 date in an answer, and in a chat frame (frameEncoder), is sent as
 *   `YYYY-MM-DD HH:mm:ss` in the site's time zone: that client parses dates after
 *   `replace(/-/g, '/')`, which turns ISO strings into NaN.
 *
 * The answer lane keeps and replays finished bytes; in this mode it keeps nothing and routes
 * leave their answers plain (conditional-body.ts), so every answer passes through here before
 * conditional-body.ts tags and compresses it.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv, ServerOptions } from '../context.ts'
import { replaceResponse } from './lane/conditional-body.ts'

export const COMPAT_MODES = ['blog-v3'] as const
export type CompatMode = (typeof COMPAT_MODES)[number]

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

/** The tag of the log line each rewritten refusal leaves: grep it out of 5xx counts. */
export const COMPAT_REFUSAL_TAG = '[compat-refusal]'

/** The statuses blog-v3's axios interceptor shows a message for; it passes every other by silently. */
export const SHOWN_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 408, 429, 500])

/** The mode named by XZ_COMPAT, undefined when unset; a name we do not know is a mistake to tell. */
export function compatModeOf(value: string | undefined): CompatMode | undefined | Error {
  if (!value) return undefined
  const mode = COMPAT_MODES.find((m) => m === value)
  return mode ?? new Error(`XZ_COMPAT=${value} 无法识别，可用的值：${COMPAT_MODES.join('、')}`)
}

/** What the server cannot start with in this mode, or null. */
export function compatProblem(options: Pick<ServerOptions, 'timeZone'>): string | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone })
    return null
  } catch {
    return `XZ_TIMEZONE=${options.timeZone} 不是可识别的时区，例如 Asia/Shanghai`
  }
}

/** A date-time with its zone, as Date.prototype.toISOString and PostgreSQL write them. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** `YYYY-MM-DD HH:mm:ss` of an instant in `timeZone`. */
export function wallClock(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  return (iso) => {
    const time = Date.parse(iso)
    if (Number.isNaN(time)) return iso
    const part: Record<string, string> = {}
    for (const { type, value } of format.formatToParts(time)) part[type] = value
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
  }
}

/** `value` with every ISO date-time string in it, at any depth, passed through `rewrite`. */
export function withDatesRewritten(value: unknown, rewrite: (iso: string) => string): unknown {
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? rewrite(value) : value
  if (Array.isArray(value)) return value.map((v) => withDatesRewritten(v, rewrite))
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) out[key] = withDatesRewritten(v, rewrite)
    return out
  }
  return value
}

/** How chat frames are written out: their dates too, in a mode that rewrites them. */
export function frameEncoder(options: Pick<ServerOptions, 'compat' | 'timeZone'>): (frame: object) => string {
  if (options.compat !== 'blog-v3') return JSON.stringify
  const toWallClock = wallClock(options.timeZone)
  return (frame) => JSON.stringify(withDatesRewritten(frame, toWallClock))
}

/**
 * The middleware of the mode named in `options`, or null when no mode is on. It sits just
 * inside conditional-body.ts's (app.ts), so it reads every answer before that one finishes it.
 */
export function compatAnswers(
  options: Pick<ServerOptions, 'compat' | 'timeZone' | 'log'>,
): MiddlewareHandler<AppEnv> | null {
  if (options.compat !== 'blog-v3') return null
  const toWallClock = wallClock(options.timeZone)
  const { log } = options
  return async (c, next) => {
    // pages and files are the host's, not blog-v3's: they keep the lane's finishing
    if (!c.req.path.startsWith('/api/')) return next()
    c.set('answersLeftPlain', true)
    await next()
    const res = c.res
    if (!res.body) return
    if (!res.headers.get('content-type')?.startsWith('application/json')) return
    const text = await res.text()
    let envelope: unknown
    try {
      envelope = JSON.parse(text)
    } catch {
      replaceResponse(c, new Response(text, res))
      return
    }
    const swallowed = res.status >= 400 && !SHOWN_STATUSES.has(res.status)
    const status = swallowed ? 500 : res.status
    if (swallowed) {
      const message = (envelope as { message?: unknown } | null)?.message
      log(`${COMPAT_REFUSAL_TAG} ${res.status}→500 ${c.req.method} ${c.req.path}: ${String(message)}`)
    }
    const headers = new Headers(res.headers)
    headers.delete('content-length')
    const body = JSON.stringify(withDatesRewritten(envelope, toWallClock))
    replaceResponse(c, new Response(body, { status, headers }))
  }
}
