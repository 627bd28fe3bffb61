import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchQuote, QUOTE_FALLBACK, type QuoteFetch, type QuoteServiceConfig, quoteLines } from './index.ts'

const service: QuoteServiceConfig = {
  keyUrl: 'https://quote.example/key',
  quoteUrl: 'https://quote.example/note',
  uid: 'u-1',
  appKey: 'k-1',
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

/** A fetch answering by URL; anything unlisted is a 404. */
function stub(routes: Record<string, () => Response | Promise<Response>>) {
  return vi.fn<QuoteFetch>(async (input) => {
    const route = routes[input]
    return route ? route() : new Response('', { status: 404 })
  })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('fetchQuote', () => {
  it('is a Chinese sentence about intelligent mining when it falls back', () => {
    expect(QUOTE_FALLBACK).toContain('智能挖掘')
  })

  describe('third-party service', () => {
    it('posts uid and appKey for a key, then the key for a note', async () => {
      const f = stub({
        [service.keyUrl]: () => ok({ code: 0, data: { cola_key: 'KEY-9' } }),
        [service.quoteUrl]: () => ok({ code: 0, data: { note: ' 生活明朗，万物可爱。 ' } }),
      })
      await expect(fetchQuote({ fetch: f, service })).resolves.toBe('生活明朗，万物可爱。')
      const [keyCall, quoteCall] = f.mock.calls
      expect(keyCall?.[0]).toBe(service.keyUrl)
      expect(keyCall?.[1]?.method).toBe('POST')
      expect(JSON.parse(String(keyCall?.[1]?.body))).toEqual({ uid: 'u-1', appKey: 'k-1' })
      expect(new Headers(keyCall?.[1]?.headers).get('content-type')).toBe('application/json')
      expect(quoteCall?.[0]).toBe(service.quoteUrl)
      expect(JSON.parse(String(quoteCall?.[1]?.body))).toEqual({ ColaKey: 'KEY-9' })
    })

    it.each([
      ['the key call fails on the network', { key: () => Promise.reject(new TypeError('Failed to fetch')) }],
      ['the key call answers 500', { key: () => new Response('oops', { status: 500 }) }],
      ['the key answer is not JSON', { key: () => new Response('<html>', { status: 200 }) }],
      ['the key answer has no cola_key', { key: () => ok({ data: {} }) }],
      ['cola_key is not a string', { key: () => ok({ data: { cola_key: 42 } }) }],
      ['the key answer has no data', { key: () => ok({ cola_key: 'x' }) }],
      ['the quote call fails', { note: () => Promise.reject(new TypeError('Failed to fetch')) }],
      ['the quote answer has no note', { note: () => ok({ data: { other: 1 } }) }],
      ['the note is blank', { note: () => ok({ data: { note: '   ' } }) }],
      ['the quote answer is null', { note: () => ok(null) }],
    ])(
      'falls back when %s',
      async (_name, broken: {
        key?: () => Response | Promise<Response>
        note?: () => Response | Promise<Response>
      }) => {
        const f = stub({
          [service.keyUrl]: broken.key ?? (() => ok({ data: { cola_key: 'K' } })),
          [service.quoteUrl]: broken.note ?? (() => ok({ data: { note: '好句子' } })),
        })
        await expect(fetchQuote({ fetch: f, service })).resolves.toBe(QUOTE_FALLBACK)
      },
    )

    it('does not ask for a quote without a key', async () => {
      const f = stub({ [service.keyUrl]: () => ok({ data: {} }) })
      await fetchQuote({ fetch: f, service })
      expect(f).toHaveBeenCalledTimes(1)
    })
  })

  describe('local source', () => {
    it('gets /api/quote under the API base and reads result.note', async () => {
      const f = stub({
        'https://blog.example/api/quote': () => ok({ code: 0, message: 'ok', result: { note: '天行健' } }),
      })
      await expect(fetchQuote({ fetch: f, apiBase: 'https://blog.example/' })).resolves.toBe('天行健')
      expect(f.mock.calls[0]?.[1]?.method).toBe('GET')
    })

    it('uses the same origin by default', async () => {
      const f = stub({ '/api/quote': () => ok({ code: 0, message: '', result: { note: '同源' } }) })
      await expect(fetchQuote({ fetch: f })).resolves.toBe('同源')
    })

    it('uses the local source when service is null', async () => {
      const f = stub({ '/api/quote': () => ok({ code: 0, message: '', result: { note: '本地' } }) })
      await expect(fetchQuote({ fetch: f, service: null })).resolves.toBe('本地')
    })

    it.each([
      ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['HTTP 500', () => new Response('{}', { status: 500 })],
      ['HTTP 404', () => new Response('', { status: 404 })],
      ['bad JSON', () => new Response('not json', { status: 200 })],
      ['a non-zero envelope code', () => ok({ code: 100, message: 'tip', result: { note: 'x' } })],
      ['no result', () => ok({ code: 0, message: '' })],
      ['a missing note', () => ok({ code: 0, message: '', result: {} })],
      ['an array body', () => ok([1])],
    ])('falls back on %s', async (_name, answer: () => Response | Promise<Response>) => {
      const f = stub({ '/api/quote': answer })
      await expect(fetchQuote({ fetch: f })).resolves.toBe(QUOTE_FALLBACK)
    })

    it('falls back when fetch throws synchronously', async () => {
      const f: QuoteFetch = () => {
        throw new Error('boom')
      }
      await expect(fetchQuote({ fetch: f })).resolves.toBe(QUOTE_FALLBACK)
    })
  })

  describe('timeout', () => {
    it('falls back after 5 s even if fetch ignores the abort, and aborts the request', async () => {
      vi.useFakeTimers()
      let signal: AbortSignal | undefined
      const f = vi.fn<QuoteFetch>((_input, init) => {
        signal = init?.signal ?? undefined
        return new Promise<Response>(() => {})
      })
      let result: string | undefined
      void fetchQuote({ fetch: f }).then((r) => {
        result = r
      })
      await vi.advanceTimersByTimeAsync(4_999)
      expect(result).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(result).toBe(QUOTE_FALLBACK)
      expect(signal?.aborted).toBe(true)
    })

    it('counts both third-party calls against one deadline', async () => {
      vi.useFakeTimers()
      const f = stub({
        [service.keyUrl]: () =>
          new Promise((r) => setTimeout(() => r(ok({ data: { cola_key: 'K' } })), 3_000)),
        [service.quoteUrl]: () =>
          new Promise((r) => setTimeout(() => r(ok({ data: { note: '迟到' } })), 3_000)),
      })
      const pending = fetchQuote({ fetch: f, service })
      await vi.advanceTimersByTimeAsync(5_000)
      await expect(pending).resolves.toBe(QUOTE_FALLBACK)
    })

    it('honours a custom timeout and a caller abort', async () => {
      vi.useFakeTimers()
      const never: QuoteFetch = () => new Promise<Response>(() => {})
      const short = fetchQuote({ fetch: never, timeoutMs: 100 })
      await vi.advanceTimersByTimeAsync(100)
      await expect(short).resolves.toBe(QUOTE_FALLBACK)

      const controller = new AbortController()
      const cancelled = fetchQuote({ fetch: never, signal: controller.signal })
      controller.abort()
      await expect(cancelled).resolves.toBe(QUOTE_FALLBACK)
    })
  })

  it('falls back when no fetch exists at all', async () => {
    vi.stubGlobal('fetch', undefined)
    await expect(fetchQuote()).resolves.toBe(QUOTE_FALLBACK)
  })

  it('uses the global fetch by default', async () => {
    const f = stub({ '/api/quote': () => ok({ code: 0, message: '', result: { note: '全局' } }) })
    vi.stubGlobal('fetch', f)
    await expect(fetchQuote()).resolves.toBe('全局')
  })
})

describe('quoteLines', () => {
  it('puts a quote’s source on a line of its own', () => {
    expect(quoteLines('路漫漫其修远兮，吾将上下而求索。——屈原')).toEqual([
      '路漫漫其修远兮，吾将上下而求索。',
      '——屈原',
    ])
    expect(quoteLines('智能挖掘，让每一份数据都闪光。')).toEqual(['智能挖掘，让每一份数据都闪光。'])
  })
})
