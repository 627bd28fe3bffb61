import { useEffect, useState } from 'react'
import { HEADER_SHOW_WITHIN_PX } from '../../core/contract/constants.ts'

/**
 * The header hides while scrolling down and shows when scrolling up or within 50px of
 * the top. `previousY`/`y` are successive scroll positions; an unchanged position keeps the state.
 */
export function nextHeaderVisible(previousY: number, y: number, visible: boolean): boolean {
  if (y <= HEADER_SHOW_WITHIN_PX) return true
  if (y > previousY) return false
  if (y < previousY) return true
  return visible
}

/** Follows the window's scroll with the rule above; `pinned` keeps it shown (an open menu). */
export function useHeaderVisible(pinned = false): boolean {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    let previous = window.scrollY
    let frame = 0
    const check = () => {
      frame = 0
      const y = window.scrollY
      const before = previous
      previous = y
      // the updater runs later, so it must not read `previous` itself
      setVisible((v) => nextHeaderVisible(before, y, v))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
  return pinned || visible
}
