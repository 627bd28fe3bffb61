import { useEffect, useState } from 'react'

/** Long enough for the page's own work to finish on a slow phone, short enough to be missed by no one. */
const IDLE_TIMEOUT_MS = 2000

/** Once true for this tab, later pages (navigations) need not wait again. */
let reached = false

/**
 * True once `ready` has been true and the browser then had a quiet moment: for what the visitor
 * does not need to see the page (the chat button, the login dialog), so it neither delays the
 * page's own code and pictures nor blocks the first taps on it.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(reached)
  useEffect(() => {
    if (idle || !ready) return
    const done = () => {
      reached = true
      setIdle(true)
    }
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
      return () => cancelIdleCallback(handle)
    }
    // Safari has no idle callbacks: a frame after the page is as quiet as it knows
    const timer = setTimeout(done, 200)
    return () => clearTimeout(timer)
  }, [idle, ready])
  return idle
}

/** For tests: a new tab that has not settled yet. */
export function resetIdleAfter(): void {
  reached = false
}
