import { useCallback, useEffect, useRef, useState } from 'react'
import { errorText } from './failure.ts'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface Loaded<T> {
  status: LoadStatus
  data: T | null
  /** the failure's message, '' otherwise */
  error: string
  /** loads again (the retry button of an ErrorState) */
  reload: () => void
  /** replaces the loaded value in place (after a like, an edit) */
  setData: (next: T | null | ((prev: T | null) => T | null)) => void
}

/**
 * One request per `key`: a new key aborts the previous request and loads again; `null` waits
 * (nothing to load yet). The loader is read from a ref, so an inline arrow does not reload.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const loader = useRef(load)
  loader.current = load
  const [nonce, setNonce] = useState(0)
  const [state, setState] = useState<{ status: LoadStatus; data: T | null; error: string }>({
    status: key === null ? 'idle' : 'loading',
    data: null,
    error: '',
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: nonce is the reload trigger
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle', data: null, error: '' })
      return
    }
    const controller = new AbortController()
    setState((prev) => ({ status: 'loading', data: prev.data, error: '' }))
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: '' })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error: errorText(error) })
      },
    )
    return () => controller.abort()
  }, [key, nonce])

  const reload = useCallback(() => setNonce((n) => n + 1), [])
  const setData = useCallback((next: T | null | ((prev: T | null) => T | null)) => {
    setState((prev) => ({
      ...prev,
      data: typeof next === 'function' ? (next as (p: T | null) => T | null)(prev.data) : next,
    }))
  }, [])
  return { ...state, reload, setData }
}
