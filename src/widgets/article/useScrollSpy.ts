import { type RefObject, useCallback, useEffect, useState } from 'react'

/** How far below the viewport's top a heading counts as "reached" (room for a sticky site header). */
const LINE_PX = 96

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** The heading element with `id` inside `container` (ids may hold any character: no selector). */
export function headingIn(container: HTMLElement | null, id: string): HTMLElement | null {
  if (!container) return null
  for (const el of container.querySelectorAll<HTMLElement>('[id]')) if (el.id === id) return el
  return null
}

const INTERRUPTS = ['wheel', 'touchstart', 'keydown'] as const

/**
 * Lazy images above a heading may load while the page scrolls to it and push it down: when the
 * scroll ends it is put back in place. A reader who takes over the scrolling is left alone.
 */
function settleOn(heading: HTMLElement): void {
  const stop = () => {
    clearTimeout(fallback)
    window.removeEventListener('scrollend', settle)
    for (const type of INTERRUPTS) window.removeEventListener(type, stop)
  }
  const settle = () => {
    stop()
    const margin = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0
    if (Math.abs(heading.getBoundingClientRect().top - margin) > 4) {
      heading.scrollIntoView({ behavior: 'auto', block: 'start' })
    }
  }
  // browsers without `scrollend` settle after a typical smooth scroll instead
  const fallback = setTimeout(settle, 1200)
  window.addEventListener('scrollend', settle)
  for (const type of INTERRUPTS) window.addEventListener(type, stop, { passive: true })
}

/** Smoothly scrolls to a heading and moves focus there, so keyboard reading continues from it. */
export function scrollToHeading(container: HTMLElement | null, id: string): boolean {
  const heading = headingIn(container, id)
  if (!heading) return false
  const smooth = !prefersReducedMotion()
  heading.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  heading.focus({ preventScroll: true })
  if (smooth) settleOn(heading)
  return true
}

/** At the very end of the page the last headings can never reach the line: they count as reached. */
function atPageEnd(): boolean {
  const page = document.scrollingElement ?? document.documentElement
  return page.scrollHeight > page.clientHeight && window.innerHeight + window.scrollY >= page.scrollHeight - 2
}

/**
 * Scroll-spy: the id of the last heading whose top has passed a line near the top of the
 * viewport (the first heading before any has). An IntersectionObserver watches the part of the
 * viewport below that line: a heading crossing the line, or entering or leaving the viewport,
 * changes its state, and only then are the positions read, so scrolling costs nothing in between.
 */
export function useScrollSpy(
  container: RefObject<HTMLElement | null>,
  ids: readonly string[],
): [active: string | null, setActive: (id: string) => void] {
  const [active, setActive] = useState<string | null>(ids[0] ?? null)
  const key = ids.join('\n')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`
  useEffect(() => {
    const root = container.current
    setActive(ids[0] ?? null)
    if (!root || ids.length === 0 || typeof IntersectionObserver === 'undefined') return
    const headings = ids.map((id) => headingIn(root, id)).filter((el): el is HTMLElement => el !== null)
    const pick = () => {
      let current = headings[0]?.id ?? null
      const end = atPageEnd()
      for (const heading of headings) {
        const top = heading.getBoundingClientRect().top
        if (top - LINE_PX > 1 && !(end && top < window.innerHeight)) break
        current = heading.id
      }
      setActive(current)
    }
    const observer = new IntersectionObserver(pick, { rootMargin: `-${LINE_PX}px 0px 0px 0px` })
    for (const heading of headings) observer.observe(heading)
    // a jump that moves no heading across the viewport's edges (End key, restored position) is
    // caught when the scroll ends
    window.addEventListener('scrollend', pick, { passive: true })
    pick()
    return () => {
      observer.disconnect()
      window.removeEventListener('scrollend', pick)
    }
  }, [container, key])

  const choose = useCallback((id: string) => setActive(id), [])
  return [active, choose]
}
