// What a failed call says to the user. Kept out of core/api (which every widget loads with the
// API client), so that only the widgets that show these words carry them.
import { isApiError, toastMessageFor } from '../../core/api/failure.ts'
import { toast } from '../../core/toast/index.ts'

export const LOAD_FAILED = '加载失败'

/** What an error state says: the server's message when there is one. */
export function errorText(error: unknown, fallback: string = LOAD_FAILED): string {
  if (!isApiError(error)) return fallback
  if (error.kind === 'network') return '网络异常，请检查网络后重试'
  if (error.message) return error.message
  return error.status === 404 ? '内容不存在或已被删除' : fallback
}

/** For a failed action: one error toast, unless the API layer already showed one. */
export function toastFailure(error: unknown, fallback: string): void {
  const message = toastMessageFor(error, fallback)
  if (message) toast.error(message)
}

export const isAborted = (error: unknown): boolean => isApiError(error) && error.kind === 'aborted'
