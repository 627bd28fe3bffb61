import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Keeps a page mounted while another route shows: hidden (display:none) instead of unmounted, so
 * its state survives, and the window's scroll position it had is put back when it shows again.
 */
export function KeepAlive({
  active,
  name,
  children,
}: {
  active: boolean
  name: string
  children: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const saved = useRef(0)

  useEffect(() => {
    // Only while shown: hiding the page shrinks the document and the browser's clamped scroll
    // event arrives after the box is already hidden, so it cannot overwrite the real position.
    const onScroll = () => {
      if (box.current && !box.current.hidden) saved.current = window.scrollY
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useLayoutEffect(() => {
    if (active) window.scrollTo({ top: saved.current, left: 0, behavior: 'instant' })
  }, [active])

  return (
    <div ref={box} className="xz-keep-alive" data-keep-alive={name} hidden={!active}>
      {children}
    </div>
  )
}
