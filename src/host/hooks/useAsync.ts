import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react'

export interface AsyncState<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  /** runs the request again (a retry button) */
  reload: () => void
}

/**
 * Runs `load` whenever `deps` change and keeps the latest answer; an answer that arrives after a
 * newer request started (or after unmount) is dropped, so a fast page switch never shows stale data.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(load)
  latest.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to reload
  useEffect(() => {
    let live = true
    setState((s) => ({ data: s.data, error: undefined, loading: true }))
    latest.current().then(
      (data) => {
        if (live) setState({ data, error: undefined, loading: false })
      },
      (error: unknown) => {
        if (live) setState({ data: undefined, error: error ?? new Error('加载失败'), loading: false })
      },
    )
    return () => {
      live = false
    }
  }, [...deps, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
