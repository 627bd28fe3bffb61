/**
 * The failure catalogue (docs/api.md §1.1) as a pure function: every row testable without a network.
 * `null` means "silent": the caller still gets an ApiError, no toast is shown.
 */
import { CODE_TIP, MSG } from '../contract/index.ts'
import type { ToastKind } from '../toast/index.ts'

/** An HTTP status, or a request that never got one. */
export type Failure = number | 'timeout'

export interface FailureBody {
  code?: number
  message?: string
}

export interface FailureNotice {
  kind: ToastKind
  title: string
  message: string
  /** the session must be cleared (401) */
  logout?: boolean
  /** the login dialog must open (401) */
  showLogin?: boolean
}

export const MSG_TIMEOUT = '请求超时'

export function describeFailure(failure: Failure, body?: FailureBody | null): FailureNotice | null {
  const message = typeof body?.message === 'string' ? body.message : ''
  if (failure === 'timeout') return { kind: 'warning', title: MSG.tipTitle, message: MSG_TIMEOUT }
  // Code 100 rides on a successful HTTP answer (docs/api.md §1); an error status has its own row below.
  if (failure < 400) {
    return body?.code === CODE_TIP ? { kind: 'warning', title: MSG.tipTitle, message } : null
  }
  switch (failure) {
    case 401:
      return {
        kind: 'error',
        title: MSG.errorTitle,
        message: message || MSG.loginExpired,
        logout: true,
        showLogin: true,
      }
    case 403:
      return { kind: 'error', title: message || MSG.forbidden, message: '' }
    case 404:
      return { kind: 'error', title: MSG.notFound, message: '' }
    case 408:
      return { kind: 'warning', title: MSG.tipTitle, message: message || MSG.serverError }
    case 500:
      return { kind: 'error', title: message || MSG.serverError, message: '' }
    default:
      return null
  }
}

export type ApiErrorKind = 'envelope' | 'http' | 'timeout' | 'network' | 'aborted' | 'invalid'

export interface ApiErrorInit {
  kind: ApiErrorKind
  /** HTTP status; 0 when no response arrived */
  status: number
  /** envelope code when the body had one */
  code: number | null
  message: string
  /** a toast for this failure was already shown by the API layer */
  notified: boolean
  cause?: unknown
}

/** Every failed call rejects with this, so UI can react by status or code. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code: number | null
  readonly notified: boolean

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.notified = init.notified
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Callers that owe the user a message of their own (docs/api.md §1.1: login/register failure, delete
 * notification failure) call this, so a failure the API layer already toasted is not toasted twice.
 */
export function toastMessageFor(error: unknown, fallback: string): string | null {
  if (isApiError(error)) {
    if (error.notified) return null
    return error.message || fallback
  }
  return fallback
}
