/**
 * The one HTTP client (ky) and the envelope/error handling every typed call goes through.
 *
 * api ↔ session: the session needs the API (login), and the API needs the session (token header,
 * 401 → logout). To keep imports one-way, this module never imports the session; the session
 * registers an `AuthBridge` here when it is created (`setAuthBridge`). Without a session on the
 * page the bridge is inert: no token is sent and a 401 only toasts.
 */
import ky, { type KyInstance, TimeoutError } from 'ky'
import { getConfig, type XzConfig } from '../config/index.ts'
import { CODE_OK, HTTP_TIMEOUT_MS } from '../contract/index.ts'
import { toast } from '../toast/index.ts'
import { ApiError, describeFailure, type Failure, type FailureBody } from './failure.ts'

export interface AuthBridge {
  getToken(): string | null
  /** drop the session silently (HTTP 401) */
  clear(): void
  /** ask the UI to open the login dialog */
  requestLogin(): void
}

const inertBridge: AuthBridge = { getToken: () => null, clear: () => {}, requestLogin: () => {} }
let bridge: AuthBridge = inertBridge

/** Returns a function that removes this bridge again (only if it is still the registered one). */
export function setAuthBridge(next: AuthBridge): () => void {
  bridge = next
  return () => {
    if (bridge === next) bridge = inertBridge
  }
}

export function authorizationValue(token: string): string {
  // Both forms are accepted (docs/api.md §2); the standard one is sent, without doubling a stored prefix.
  return /^Bearer\s/i.test(token) ? token : `Bearer ${token}`
}

function readCookie(name: string): string | null {
  let cookies: string
  try {
    cookies = globalThis.document?.cookie ?? ''
  } catch {
    return null
  }
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

function createHttp(config: Readonly<XzConfig>): KyInstance {
  return ky.create({
    prefixUrl: `${config.apiBase}/api`,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    timeout: HTTP_TIMEOUT_MS,
    retry: 0,
    // Statuses are mapped by the failure catalogue (docs/api.md §1.1), with the body at hand.
    throwHttpErrors: false,
    // Late-bound so a fetch stubbed or polyfilled after the instance was built is still used.
    fetch: (input, init) => (config.fetch ?? globalThis.fetch)(input, init),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = bridge.getToken()
          if (token) request.headers.set('Authorization', authorizationValue(token))
          const csrf = getConfig().csrf
          if (csrf) {
            const value = readCookie(csrf.cookieName)
            if (value !== null) request.headers.set(csrf.headerName, value)
          }
        },
      ],
    },
  })
}

let cached: { config: Readonly<XzConfig>; http: KyInstance } | null = null

/** The ky instance for the current configuration (rebuilt only when `configure` was called). */
export function getHttp(): KyInstance {
  const config = getConfig()
  if (cached?.config !== config) cached = { config, http: createHttp(config) }
  return cached.http
}

export type Method = 'get' | 'post' | 'put' | 'delete'

export interface CallOptions {
  /** cancels the request; the promise rejects with an ApiError of kind 'aborted', without a toast */
  signal?: AbortSignal
  /** lets the request outlive the page (fetch `keepalive`): for reports sent on pagehide */
  keepalive?: boolean
  /**
   * headers of this call only (a guest's `X-Xz-Guest`, core/comments/guest.ts); never on every
   * call, since a custom header makes a foreign page's request need a preflight
   */
  headers?: Record<string, string>
}

export interface RequestOptions extends CallOptions {
  json?: unknown
  /**
   * a body sent as it is, with no time limit (it takes as long as the upload takes): a picture's
   * form, or a whole file (the desk's comment import)
   */
  form?: FormData | Blob
}

/** A path segment; every text or id placed in a URL path goes through this (search text!). */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value))
}

function isEnvelope(value: unknown): value is FailureBody & { code: number; result?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text()
    return text === '' ? null : JSON.parse(text)
  } catch {
    return null
  }
}

function fail(
  failure: Failure,
  body: FailureBody | null,
  kind: 'envelope' | 'http' | 'timeout',
  sentToken: string | null = null,
): never {
  const notice = describeFailure(failure, body)
  if (notice) {
    toast.show(notice.kind, notice.title, notice.message)
    // A 401 answering a token that has since been replaced (the user logged in again while the
    // request was in flight) says nothing about the new session, so that one is kept.
    const stale = bridge.getToken() !== sentToken
    if (notice.logout && !stale) bridge.clear()
    if (notice.showLogin && !stale) bridge.requestLogin()
  }
  const serverMessage = typeof body?.message === 'string' ? body.message : ''
  const status = failure === 'timeout' ? 0 : failure
  throw new ApiError({
    kind,
    status,
    code: typeof body?.code === 'number' ? body.code : null,
    message: serverMessage || (notice ? notice.message || notice.title : `请求失败（${status}）`),
    notified: notice !== null,
  })
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError')
}

/** Sends one call and unwraps the envelope: `result` on code 0, an ApiError otherwise. */
export async function request<T>(method: Method, path: string, init: RequestOptions = {}): Promise<T> {
  const sentToken = bridge.getToken()
  let response: Response
  try {
    response = await getHttp()(path, {
      method,
      signal: init.signal,
      ...(init.keepalive ? { keepalive: true } : {}),
      // ky replaces the instance headers when given `headers: undefined`, so the key is only added
      // for an upload: the browser must write the multipart boundary itself.
      ...(init.form
        ? { body: init.form, headers: { 'Content-Type': undefined }, timeout: false as const }
        : { json: init.json, ...(init.headers ? { headers: init.headers } : {}) }),
    })
  } catch (error) {
    if (error instanceof TimeoutError) return fail('timeout', null, 'timeout')
    if (isAbort(error, init.signal)) {
      throw new ApiError({
        kind: 'aborted',
        status: 0,
        code: null,
        message: '请求已取消',
        notified: false,
        cause: error,
      })
    }
    // No status means no catalogue row (docs/api.md §1.1): reject silently, the caller decides.
    throw new ApiError({
      kind: 'network',
      status: 0,
      code: null,
      message: '网络异常',
      notified: false,
      cause: error,
    })
  }
  const body = await readBody(response)
  const envelope = isEnvelope(body) ? body : null
  if (!response.ok) return fail(response.status, envelope, 'http', sentToken)
  if (!envelope) {
    throw new ApiError({
      kind: 'invalid',
      status: response.status,
      code: null,
      message: '响应格式错误',
      notified: false,
    })
  }
  // The wire contract (src/core/contract) is trusted here rather than validated at runtime.
  if (envelope.code === CODE_OK) return envelope.result as T
  return fail(response.status, envelope, 'envelope', sentToken)
}

/**
 * A static JSON file next to the API (e.g. `/config/config.json`): no `/api` prefix, no envelope,
 * and no toasts — its users have a fallback of their own.
 */
export async function getStatic<T>(path: string, options: CallOptions = {}): Promise<T> {
  const url = `${getConfig().apiBase}/${path.replace(/^\/+/, '')}`
  let response: Response
  try {
    response = await getHttp()(url, { prefixUrl: '', signal: options.signal })
  } catch (error) {
    const kind =
      error instanceof TimeoutError ? 'timeout' : isAbort(error, options.signal) ? 'aborted' : 'network'
    throw new ApiError({ kind, status: 0, code: null, message: kind, notified: false, cause: error })
  }
  const body = await readBody(response)
  if (!response.ok || body === null) {
    throw new ApiError({
      kind: response.ok ? 'invalid' : 'http',
      status: response.status,
      code: null,
      message: `请求失败（${response.status}）`,
      notified: false,
    })
  }
  return body as T
}

export const get = <T>(path: string, options?: CallOptions): Promise<T> => request<T>('get', path, options)
export const post = <T>(path: string, json?: unknown, options?: CallOptions): Promise<T> =>
  request<T>('post', path, { ...options, json })
export const put = <T>(path: string, json?: unknown, options?: CallOptions): Promise<T> =>
  request<T>('put', path, { ...options, json })
export const del = <T>(path: string, options?: CallOptions): Promise<T> => request<T>('delete', path, options)
