import { useSyncExternalStore } from 'react'

// The thin bar at the top while a route changes or a page's code loads. Anything can hold it:
// `begin()` returns the matching `end`, and the bar shows while at least one is held.
let holders = 0
const listeners = new Set<() => void>()

function notify(): void {
  for (const l of listeners) l()
}

export function beginProgress(): () => void {
  holders += 1
  notify()
  let ended = false
  return () => {
    if (ended) return
    ended = true
    holders -= 1
    notify()
  }
}

export const isProgressActive = (): boolean => holders > 0

export function useProgressActive(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    isProgressActive,
    () => false,
  )
}
