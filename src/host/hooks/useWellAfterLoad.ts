import { useEffect, useState } from 'react'

/** Long enough after `load` for a phone to have finished the page's own work and gone quiet. */
export const WELL_AFTER_LOAD_MS = 5000

/** Once due for this tab, what mounts later (after a visit to the bare landing page) is due at once. */
let reached = false

/**
 * True once `active` has been true, the page has finished loading (the `load` event) and
 * `delayMs` have passed since: for work nobody waits for, which would otherwise share a phone's
 * main thread and network with the page's first seconds.
 */
export function useWellAfterLoad(active: boolean, delayMs = WELL_AFTER_LOAD_MS): boolean {
  const [due, setDue] = useState(reached)
  useEffect(() => {
    if (due || !active) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      timer = setTimeout(() => {
        reached = true
        setDue(true)
      }, delayMs)
    }
    if (document.readyState === 'complete') wait()
    else addEventListener('load', wait) // fires once per document
    return () => {
      removeEventListener('load', wait)
      clearTimeout(timer)
    }
  }, [active, due, delayMs])
  return due
}

/** For tests: a new tab whose page has not loaded long ago. */
export function resetWellAfterLoad(): void {
  reached = false
}
