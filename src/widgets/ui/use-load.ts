import { useCallback, useEffect, useRef, useState } from 'react'
import { errorText } from './failure.ts'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface Loaded<T> {
  status: LoadStatus
  data: T | null
  /** the failure's words for an error state ('' unless status is 'error') */
  error: string
  /** loads again (the retry button of an ErrorState); the data shown stays until the answer */
  reload: () => void
  /** replaces the loaded value in place (after a like, an edit) */
  setData: (next: T | null | ((prev: T | null) => T | null)) => void
}

export interface LoadOptions {
  /**
   * Keep the previous key's data on screen while the next key loads (a list changing page
   * dims instead of blanking). Default false: data never belongs to another key.
   */
  keep?: boolean
}

interface Settled<T> {
  key: string
  attempt: number
  status: 'ready' | 'error'
  data: T | null
  error: string
}

/**
 * One request per `key`: a new key aborts the previous request and loads again; `null` waits
 * (nothing to load yet). The loader is read from a ref, so an inline arrow does not reload; an
 * answer that arrives for an older key (or after unmount) is dropped.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { keep = false }: LoadOptions = {},
): Loaded<T> {
  const loader = useRef(load)
  loader.current = load
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled<T> | null>(null)

  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, status: 'ready', data, error: '' })
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setSettled({ key, attempt, status: 'error', data: null, error: errorText(error) })
      },
    )
    return () => controller.abort()
  }, [key, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const setData = useCallback((next: T | null | ((prev: T | null) => T | null)) => {
    setSettled((prev) => {
      if (!prev) return prev
      const data = typeof next === 'function' ? (next as (p: T | null) => T | null)(prev.data) : next
      return { ...prev, data }
    })
  }, [])

  if (key === null) return { status: 'idle', data: null, error: '', reload, setData }
  if (settled && settled.key === key && settled.attempt === attempt) return { ...settled, reload, setData }
  const shown = settled && (keep || settled.key === key) ? settled.data : null
  return { status: 'loading', data: shown, error: '', reload, setData }
}
