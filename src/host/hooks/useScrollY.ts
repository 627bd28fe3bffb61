import { useSyncExternalStore } from 'react'

/**
 * The window's scroll offset as of the last scroll event. Reading `window.scrollY` while the page is
 * being built forces a layout in the middle of the first render (a phone's longest task grew by
 * it); the position is only asked for when a scroll has happened, where layout is clean anyway.
 */
let lastScrollY = 0

function subscribe(onChange: () => void): () => void {
  const onScroll = () => {
    lastScrollY = window.scrollY
    onChange()
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  // a subscriber that arrives on a scrolled page learns where it is in the next frame, whose
  // layout runs then anyway
  const frame = requestAnimationFrame(onScroll)
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', onScroll)
  }
}

/** Whether the window is scrolled past `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > threshold,
    () => false,
  )
}
