/**
 * Comment and view counts of pages, for counters that may stand fifty to a page: every counter
 * asked for in the same task goes out in ONE call (POST /api/page/stats,
 * docs/api.md §23), with the page's own view when a view counter is among them. Plain fetch with a
 * text/plain body: no client library to load, and a foreign page's call needs no preflight.
 */

export interface PageStats {
  comments: number
  views: number
}

export interface PageViewInfo {
  title: string
  url: string
}

interface Waiting {
  resolve: (stats: PageStats) => void
  reject: (error: unknown) => void
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

interface Batch {
  asks: Map<string, Waiting[]>
  view: ({ path: string } & PageViewInfo) | null
  fetch: FetchLike
}

/** One batch per API server, sent at the end of the task that started it. */
const batches = new Map<string, Batch>()
/** Views already counted from this page, by server and path: a second counter only reads. */
const counted = new Set<string>()

/**
 * The counts of `path` (the server reads it the way it keys threads: `/a`, `/a/` and
 * `/a/index.html` are one page). With `view`, this page's view is counted first, once per page
 * load however many counters ask.
 */
export function pageStats(
  apiBase: string,
  path: string,
  view?: PageViewInfo,
  /** the API client's configured fetch, where there is one (tests, stories) */
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<PageStats> {
  let batch = batches.get(apiBase)
  if (!batch) {
    const fresh: Batch = { asks: new Map(), view: null, fetch: fetchImpl }
    batches.set(apiBase, fresh)
    queueMicrotask(() => send(apiBase, fresh))
    batch = fresh
  }
  const viewKey = `${apiBase} ${path}`
  if (view && !counted.has(viewKey) && !batch.view) {
    counted.add(viewKey)
    batch.view = { path, ...view }
  }
  const { asks } = batch
  return new Promise((resolve, reject) => {
    const list = asks.get(path)
    if (list) list.push({ resolve, reject })
    else asks.set(path, [{ resolve, reject }])
  })
}

async function send(apiBase: string, batch: Batch): Promise<void> {
  batches.delete(apiBase)
  const { asks, view } = batch
  const paths = [...asks.keys()].filter((p) => p !== view?.path)
  const settle = (each: (w: Waiting, path: string) => void) => {
    for (const [path, list] of asks) for (const w of list) each(w, path)
  }
  try {
    const res = await batch.fetch(`${apiBase}/api/page/stats`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(view ? { paths, view } : { paths }),
      credentials: 'omit',
    })
    const envelope = (await res.json()) as { code: number; message: string; result?: Record<string, PageStats> }
    if (envelope.code !== 0 || !envelope.result) throw new Error(envelope.message || `HTTP ${res.status}`)
    const result = envelope.result
    settle((w, path) => w.resolve(result[path] ?? { comments: 0, views: 0 }))
  } catch (error) {
    settle((w) => w.reject(error))
  }
}
