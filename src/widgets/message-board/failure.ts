import { isApiError, toastMessageFor } from '../../core/api/failure.ts'
import { toast } from '../../core/toast/index.ts'

/** What an error state says: the server's message when there is one. */
export function errorText(error: unknown, fallback = '加载失败'): string {
  if (isApiError(error)) {
    if (error.status === 404) return '内容不存在或已被删除'
    if (error.kind === 'network') return '网络异常，请检查网络后重试'
    return error.message || fallback
  }
  return fallback
}

/** For a failed action: one error toast, unless the API layer already showed one. */
export function toastFailure(error: unknown, fallback: string): void {
  const message = toastMessageFor(error, fallback)
  if (message) toast.error(message)
}
