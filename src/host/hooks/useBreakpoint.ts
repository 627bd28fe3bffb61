import { useSyncExternalStore } from 'react'
import { BREAKPOINT_MOBILE, BREAKPOINT_WIDE } from '../../core/contract/constants.ts'

/** SPEC §9: above 1280 wide, 798–1280 mid, below 798 mobile. The CSS uses the same numbers. */
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

const current = (): Breakpoint => breakpointFor(window.innerWidth)
const server = (): Breakpoint => 'wide'

/** The current breakpoint, re-rendering only when it changes (not on every resize). */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, current, server)
}
