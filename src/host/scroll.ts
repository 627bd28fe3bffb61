/** Smooth unless the reader asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
  return reduce ? 'auto' : 'smooth'
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() })
}
