import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '../../core/api/failure.ts'

export type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; message: string }

/** The words for a failed request: the server's (or the catalogue's) message when there is one. */
export function failureText(error: unknown): string {
  return isApiError(error) && error.message ? error.message : '网络异常'
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and tracks its outcome; the second
 * value retries. A result that belongs to an earlier key is never shown: it reads as loading.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): [Load<T>, () => void] {
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<{ token: string; result: Load<T> } | null>(null)
  const latest = useRef(load)
  latest.current = load
  const token = key === null ? null : `${key}#${attempt}`

  useEffect(() => {
    if (token === null) return
    let live = true
    latest.current().then(
      (data) => {
        if (live) setOutcome({ token, result: { state: 'ready', data } })
      },
      (error: unknown) => {
        if (live) setOutcome({ token, result: { state: 'error', message: failureText(error) } })
      },
    )
    return () => {
      live = false
    }
  }, [token])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const result: Load<T> = outcome && outcome.token === token ? outcome.result : { state: 'loading' }
  return [result, retry]
}
