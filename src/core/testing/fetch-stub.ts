/**
 * Test helpers: a recording `fetch` for the API client (docs/architecture.md §12: network stubbed at fetch).
 * Not exported from the package.
 */
import type { FetchLike } from '../config/index.ts'
import type { ToastEvent } from '../toast/index.ts'
import { onToast } from '../toast/index.ts'

export interface RecordedCall {
  request: Request
  url: URL
  method: string
  /** the path after the origin, e.g. /api/user/login */
  path: string
  /** the body as sent, read before the client releases it */
  bodyBytes: Uint8Array
  bodyText: string
  json(): unknown
  formData(): Promise<FormData>
}

export type Reply = (call: RecordedCall) => Response | Promise<Response>

export function stubFetch(reply: Reply = () => envelope(null)) {
  const calls: RecordedCall[] = []
  let replyWith = reply
  const fetch: FetchLike = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const bodyBytes = new Uint8Array(request.body ? await request.clone().arrayBuffer() : new ArrayBuffer(0))
    const bodyText = new TextDecoder().decode(bodyBytes)
    const url = new URL(request.url)
    const call: RecordedCall = {
      request,
      url,
      method: request.method,
      path: url.pathname + url.search,
      bodyBytes,
      bodyText,
      json: () => JSON.parse(bodyText),
      formData: () =>
        new Response(bodyBytes, {
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
        }).formData(),
    }
    calls.push(call)
    return replyWith(call)
  }
  return {
    fetch,
    calls,
    get last(): RecordedCall {
      const call = calls.at(-1)
      if (!call) throw new Error('no request was sent')
      return call
    },
    setReply(next: Reply) {
      replyWith = next
    },
  }
}

/** An API envelope response. */
export function envelope(
  result: unknown,
  { status = 200, code = 0, message = 'ok' }: { status?: number; code?: number; message?: string } = {},
): Response {
  return new Response(JSON.stringify({ code, message, result }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fetch that answers only by rejecting when its request is aborted (for timeouts). */
export const hangingFetch: FetchLike = (input) =>
  new Promise((_, reject) => {
    const signal = input instanceof Request ? input.signal : undefined
    if (signal?.aborted) reject(new DOMException('aborted', 'AbortError'))
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })

export function collectToasts() {
  const events: ToastEvent[] = []
  const stop = onToast((event) => events.push(event))
  return { events, stop }
}
