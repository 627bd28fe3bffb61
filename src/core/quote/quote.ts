import { CODE_OK } from '../contract/index.ts'

/** Shown whenever the quote cannot be fetched — a fixed line about intelligent mining. */
export const QUOTE_FALLBACK = '智能挖掘，让每一份数据都闪光。'

export const QUOTE_TIMEOUT_MS = 5_000

/** A quote as typewriter lines: the saying, then its source ("——陆游") on a line of its own. */
export function quoteLines(quote: string): string[] {
  const at = quote.indexOf('——')
  if (at <= 0) return [quote]
  return [quote.slice(0, at).trim(), quote.slice(at).trim()]
}

/** The third-party service: a key from `keyUrl`, then a quote from `quoteUrl` with that key. */
export interface QuoteServiceConfig {
  keyUrl: string
  quoteUrl: string
  uid: string
  appKey: string
}

export type QuoteFetch = (input: string, init?: RequestInit) => Promise<Response>

export interface FetchQuoteOptions {
  /** defaults to the global fetch */
  fetch?: QuoteFetch
  /** '' = same origin; the local source is `${apiBase}/api/quote` */
  apiBase?: string
  /** when set, the third-party flow is used instead of the local source */
  service?: QuoteServiceConfig | null
  /** for both calls together */
  timeoutMs?: number
  signal?: AbortSignal
}

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A non-empty string at `outer.inner`, trimmed, or null. */
function field(body: unknown, outer: string, inner: string): string | null {
  if (!isRecord(body)) return null
  const nested = body[outer]
  if (!isRecord(nested)) return null
  const value = nested[inner]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.json()
}

const post = (body: Json, signal: AbortSignal): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
  signal,
})

async function fromService(
  f: QuoteFetch,
  service: QuoteServiceConfig,
  signal: AbortSignal,
): Promise<string | null> {
  const key = field(
    await json(await f(service.keyUrl, post({ uid: service.uid, appKey: service.appKey }, signal))),
    'data',
    'cola_key',
  )
  if (key === null) return null
  return field(await json(await f(service.quoteUrl, post({ ColaKey: key }, signal))), 'data', 'note')
}

async function fromApi(f: QuoteFetch, apiBase: string, signal: AbortSignal): Promise<string | null> {
  const base = apiBase.replace(/\/+$/, '')
  const body = await json(await f(`${base}/api/quote`, { method: 'GET', signal }))
  if (!isRecord(body) || body.code !== CODE_OK) return null
  return field(body, 'result', 'note')
}

/**
 * The landing page's typewriter line. Never rejects: a network error, an HTTP error, unexpected
 * JSON, a missing field or a slow answer all resolve to QUOTE_FALLBACK, because the landing page
 * must always have a line to type.
 */
export async function fetchQuote(options: FetchQuoteOptions = {}): Promise<string> {
  const f: QuoteFetch | undefined =
    options.fetch ??
    (typeof globalThis.fetch === 'function' ? (input, init) => globalThis.fetch(input, init) : undefined)
  if (!f) return QUOTE_FALLBACK
  const controller = new AbortController()
  const outer = options.signal
  const onAbort = () => controller.abort()
  if (outer?.aborted) return QUOTE_FALLBACK
  outer?.addEventListener('abort', onAbort, { once: true })

  let timer: ReturnType<typeof setTimeout> | undefined
  // Raced rather than relying on the abort alone: a fetch that ignores its signal must not hang the page.
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(null)
    }, options.timeoutMs ?? QUOTE_TIMEOUT_MS)
  })
  const aborted = new Promise<null>((resolve) =>
    controller.signal.addEventListener('abort', () => resolve(null)),
  )
  try {
    const work = options.service
      ? fromService(f, options.service, controller.signal)
      : fromApi(f, options.apiBase ?? '', controller.signal)
    // A late rejection after the deadline won must not surface as unhandled.
    work.catch(() => {})
    return (await Promise.race([work, deadline, aborted])) ?? QUOTE_FALLBACK
  } catch {
    return QUOTE_FALLBACK
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', onAbort)
  }
}
