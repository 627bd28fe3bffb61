import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import type { Placement } from './floating.tsx'
import floatingCss from './floating.css?inline'
import { followAnchor } from './place.ts'
import { usePrimitiveStyles } from './styles.ts'

export interface PopoverPanelProps {
  id: string
  /** the trigger the panel sits beside */
  anchor: RefObject<HTMLElement | null>
  placement: Placement
  'aria-label'?: string
  className?: string
  onClose: () => void
  children: ReactNode
}

/** Closes on Esc or a press outside both the trigger and the panel (shadow roots included). */
function useDismiss(close: () => void, inside: RefObject<Element | null>[]): void {
  const latest = useRef(close)
  latest.current = close
  // biome-ignore lint/correctness/useExhaustiveDependencies: bound while the panel is mounted (open); the refs are stable
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // this Esc is ours: a <dialog> around us must not take it as its close request too
      event.preventDefault()
      latest.current()
    }
    const onPress = (event: PointerEvent) => {
      const path = event.composedPath()
      if (!inside.some(({ current }) => current && path.includes(current))) latest.current()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPress)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPress)
    }
  }, [])
}

/**
 * An open popover's panel: placed beside its trigger by place.ts before the first paint and kept
 * there, dismissed by Esc or a press outside. Mounted only while the popover is open, and fetched
 * with its styles the first time one opens (Popover.tsx), so a widget's first screen carries the
 * trigger only.
 */
export function PopoverPanel({
  id,
  anchor,
  placement,
  'aria-label': ariaLabel,
  className,
  onClose,
  children,
}: PopoverPanelProps) {
  usePrimitiveStyles(floatingCss)
  const panel = useRef<HTMLDivElement | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the anchor ref is stable
  useLayoutEffect(() => {
    if (!anchor.current || !panel.current) return
    return followAnchor(anchor.current, panel.current, placement, 8)
  }, [placement])
  useDismiss(onClose, [anchor, panel])
  return (
    <div
      ref={panel}
      id={id}
      className={className ? `xz-popover ${className}` : 'xz-popover'}
      part="popover"
      data-xz-dismissable=""
      role="dialog"
      aria-label={ariaLabel}
    >
      {children}
    </div>
  )
}
