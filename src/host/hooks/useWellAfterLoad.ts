import { useEffect, useState } from 'react'

/** Long enough after `load` for a phone to have finished the page's own work and gone quiet. */
export const WELL_AFTER_LOAD_MS = 5000

/** Once due for this tab, what mounts later (after a visit to the bare landing page) is due at once. */
let reached = false

/**
 * True once `active` has been true, the page has finished loading (the `load` event), `delayMs`
 * have passed since and the browser then had a quiet moment: for work nobody waits for, which
 * would otherwise share a phone's main thread and network with the page's first seconds.
 */
export function useWellAfterLoad(active: boolean, delayMs = WELL_AFTER_LOAD_MS): boolean {
  const [due, setDue] = useState(reached)
  useEffect(() => {
    if (due || !active) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let idle: number | undefined
    const done = () => {
      reached = true
      setDue(true)
    }
    const quiet = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(done)
      else done()
    }
    const wait = () => {
      timer = setTimeout(quiet, delayMs)
    }
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
    return () => {
      window.removeEventListener('load', wait)
      clearTimeout(timer)
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  }, [active, due, delayMs])
  return due
}

/** For tests: a new tab whose page has not loaded long ago. */
export function resetWellAfterLoad(): void {
  reached = false
}
