import { type RefObject, useEffect } from 'react'

/**
 * A scrolling box that keyboard users can scroll too: while its content overflows it takes focus
 * (tabindex 0, then the arrow keys scroll it); while it fits it is no extra tab stop.
 */
export function useKeyboardScroll(box: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const el = box.current
    if (!active || !el) return
    const update = () => {
      const overflows = el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1
      if (overflows) el.tabIndex = 0
      else el.removeAttribute('tabindex')
    }
    update()
    // the box resizes with the window; its content grows without resizing it (more items, a picture)
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    resized?.observe(el)
    const changed = new MutationObserver(update)
    changed.observe(el, { childList: true, subtree: true, characterData: true })
    return () => {
      resized?.disconnect()
      changed.disconnect()
    }
  }, [box, active])
}
