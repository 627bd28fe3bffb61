import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

// The thin bar at the top while a route changes or a page's code loads. Anything can hold it:
// `begin()` returns the matching `end`, and the bar shows while at least one is held.
const holders = createStore(() => ({ count: 0 }))
const add = (n: number) => holders.setState((s) => ({ count: s.count + n }))

export function beginProgress(): () => void {
  add(1)
  let ended = false
  return () => {
    if (ended) return
    ended = true
    add(-1)
  }
}

export const isProgressActive = (): boolean => holders.getState().count > 0

export const useProgressActive = (): boolean => useStore(holders, (s) => s.count > 0)
