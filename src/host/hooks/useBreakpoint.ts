import { useSyncExternalStore } from 'react'
import { BREAKPOINT_MOBILE, BREAKPOINT_WIDE } from '../../core/contract/constants.ts'

/** Above 1280 wide, 798–1280 mid, below 798 mobile. The CSS uses the same numbers. */
export type Breakpoint = 'wide' | 'mid' | 'mobile'

export function breakpointFor(width: number): Breakpoint {
  if (width > BREAKPOINT_WIDE) return 'wide'
  if (width >= BREAKPOINT_MOBILE) return 'mid'
  return 'mobile'
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  window.addEventListener('orientationchange', onChange)
  return () => {
    window.removeEventListener('resize', onChange)
    window.removeEventListener('orientationchange', onChange)
  }
}

// Asked as media queries, the very ones the CSS uses: reading window.innerWidth on a phone (a
// page with a viewport meta) lays the whole page out first, and the first render asks while it
// builds the page, so a phone's first render paid a full layout of the half-built page.
let wideQuery: MediaQueryList | null = null
let midQuery: MediaQueryList | null = null

function current(): Breakpoint {
  if (typeof window.matchMedia !== 'function') return breakpointFor(window.innerWidth)
  wideQuery ??= window.matchMedia(`(min-width: ${BREAKPOINT_WIDE + 1}px)`)
  midQuery ??= window.matchMedia(`(min-width: ${BREAKPOINT_MOBILE}px)`)
  return wideQuery.matches ? 'wide' : midQuery.matches ? 'mid' : 'mobile'
}
const server = (): Breakpoint => 'wide'

/** The current breakpoint, re-rendering only when it changes (not on every resize). */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, current, server)
}
