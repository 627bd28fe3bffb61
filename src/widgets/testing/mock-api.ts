import { configure, type FetchLike } from '../../core/config/index.ts'

/** What a mocked route answers: the `result` of a success, or a failure with its HTTP status. */
export type MockAnswer = unknown | MockFailure

export class MockFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code: number = status,
  ) {}
}

/** A request as a mocked route sees it (`headers`: e.g. a guest's `X-Xz-Guest`). */
export interface MockRequest {
  body: unknown
  url: URL
  method: string
  headers?: Headers
}

export type MockRoute = MockAnswer | ((req: MockRequest) => MockAnswer | Promise<MockAnswer>)

export interface MockApiOptions {
  /** simulated latency, so loading states show in stories */
  delayMs?: number
  /** called for every request, for assertions */
  onRequest?: (method: string, path: string, body: unknown) => void
}

/**
 * A `fetch` that answers the API from fixtures, for stories and component tests: keys are
 * `"METHOD /api/path"`, where a trailing `*` matches any rest of the path
 * (`'GET /api/article/getArticleById/*'`). Unknown routes answer 404 like the real server.
 * Pass it to `configure({ fetch })`.
 */
export function mockFetch(routes: Record<string, MockRoute>, opts: MockApiOptions = {}): FetchLike {
  return counted(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    const url = new URL(request.url, 'http://localhost')
    const method = request.method.toUpperCase()
    const text = method === 'GET' || method === 'HEAD' ? '' : await request.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text
    }
    opts.onRequest?.(method, url.pathname, body)
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs))
    const route = findRoute(routes, method, decodeURIComponent(url.pathname))
    if (route === undefined) return envelope(404, { code: 404, message: '接口没有找到', result: null })
    const pending =
      typeof route === 'function' ? route({ body, url, method, headers: request.headers }) : route
    if (pending === NEVER) {
      // a loading-state story: this request is as answered as it will ever be
      inFlight--
      await NEVER
    }
    const answer = await pending
    if (answer instanceof MockFailure) {
      return envelope(answer.status, { code: answer.code, message: answer.message, result: null })
    }
    return envelope(200, { code: 0, message: 'success', result: answer })
  })
}

let inFlight = 0

/**
 * Requests a mocked fetch is still answering, not counting `forever` routes: a story is judged
 * (a11y panel, story render test) once there are none (.storybook/settle.ts).
 */
export function mockRequestsInFlight(): number {
  return inFlight
}

function counted(fetch: FetchLike): FetchLike {
  return async (input, init) => {
    inFlight++
    try {
      return await fetch(input, init)
    } finally {
      inFlight--
    }
  }
}

function findRoute(routes: Record<string, MockRoute>, method: string, path: string): MockRoute | undefined {
  const exact = routes[`${method} ${path}`]
  if (exact !== undefined) return exact
  for (const [key, route] of Object.entries(routes)) {
    const [m, p] = key.split(' ')
    if (m === method && p?.endsWith('*') && path.startsWith(p.slice(0, -1))) return route
  }
  return undefined
}

function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const NEVER = new Promise<never>(() => {})

/** A route that stays loading forever (loading-state stories): one promise that never settles. */
export const forever = (): Promise<never> => NEVER

/** One request a mocked API received. */
export interface Call {
  method: string
  path: string
  body: unknown
}

/**
 * Points the shared API client at `routes` (see mockFetch) for a component test and returns the
 * list every request is recorded in, in order, so the test can assert what was sent.
 */
export function mockApi(
  routes: Record<string, MockRoute>,
  opts: Omit<MockApiOptions, 'onRequest'> = {},
): Call[] {
  const calls: Call[] = []
  configure({
    fetch: mockFetch(routes, {
      ...opts,
      onRequest: (method, path, body) => calls.push({ method, path, body }),
    }),
  })
  return calls
}

/** The recorded requests to one route. */
export const callsTo = (calls: readonly Call[], method: string, path: string): Call[] =>
  calls.filter((c) => c.method === method && c.path === path)

/**
 * An in-memory update route: merges the body into the row of `rows` with the body's id and
 * answers that row (nothing when there is none).
 */
export const updateRow =
  <T extends { id: number }>(rows: T[]): MockRoute =>
  ({ body }: { body: unknown }) => {
    const edit = body as Partial<T> & { id: number }
    const row = rows.find((r) => r.id === edit.id)
    if (row) Object.assign(row, edit)
    return row
  }

/** The recorded requests as "METHOD /path" lines, in order. */
export const requestLines = (calls: readonly Call[]): string[] => calls.map((c) => `${c.method} ${c.path}`)

/**
 * A route that fails with `failure` until `recover()`, then answers as `route` does: for the tests
 * of an error state whose retry loads again.
 */
export function failingUntilRecovered(failure: MockFailure, route: MockRoute) {
  let failing = true
  const flaky = (req: { body: unknown; url: URL; method: string }) => {
    if (failing) return failure
    return typeof route === 'function' ? route(req) : route
  }
  return {
    route: flaky as MockRoute,
    recover: () => {
      failing = false
    },
  }
}

/**
 * A component test's API over a widget's fixture routes: `use()` points the client at them (each
 * of `overrides` replacing a route) and starts a new record, which the readers see.
 */
export function recordingApi(fixtures: () => Record<string, MockRoute>) {
  let calls: Call[] = []
  return {
    use(overrides: Record<string, MockRoute> = {}, routes = fixtures()): void {
      calls = mockApi({ ...routes, ...overrides })
    },
    /** "METHOD /path" of every request since `use()`, in order */
    requests: (): string[] => requestLines(calls),
    /** the bodies sent to one route since `use()` */
    bodiesOf: (method: string, path: string): unknown[] => callsTo(calls, method, path).map((c) => c.body),
  }
}
