import {
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { type Placement, useTrigger } from './floating.tsx'
import floatingCss from './floating.css?inline'
import { followAnchor } from './place.ts'
import { usePrimitiveStyles } from './styles.ts'

export interface TooltipProps {
  /** the hint; plain text reads best */
  content: ReactNode
  /** one focusable element that accepts a ref (Button, a…) */
  children: ReactElement
  /** default 'top'; flips when there is no room */
  placement?: Placement
  /** ms before showing on hover; default 200 */
  delay?: number
  /** never show (e.g. while the trigger's own label is visible) */
  disabled?: boolean
}

type Handler<E> = ((event: E) => void) | undefined

/**
 * A hint shown on hover or keyboard focus, dismissed by Esc, linked to its trigger with
 * aria-describedby. Rendered in place with a fixed position (place.ts, as Popover), so
 * shadow-root styles still apply.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 200,
  disabled = false,
}: TooltipProps) {
  usePrimitiveStyles(floatingCss)
  const [open, setOpen] = useState(false)
  const shown = open && !disabled
  const anchor = useRef<HTMLElement | null>(null)
  const tip = useRef<HTMLDivElement | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const id = useId()
  const setAnchor = useCallback((node: HTMLElement | null) => {
    anchor.current = node
  }, [])
  const show = (after: number) => {
    clearTimeout(timer.current)
    if (after > 0) timer.current = setTimeout(() => setOpen(true), after)
    else setOpen(true)
  }
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setOpen(false)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  useLayoutEffect(() => {
    if (!shown || !anchor.current || !tip.current) return
    return followAnchor(anchor.current, tip.current, placement, 6)
  }, [shown, placement])
  useEffect(() => {
    if (!shown) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // this Esc is ours: a <dialog> around us must not take it as its close request too
      event.preventDefault()
      hide()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [shown, hide])
  const trigger = useTrigger(children, setAnchor)

  return (
    <>
      {trigger((own = {}) => ({
        ...own,
        'aria-describedby': shown ? id : own['aria-describedby'],
        onMouseEnter: (event: MouseEvent) => {
          ;(own.onMouseEnter as Handler<MouseEvent>)?.(event)
          if (!disabled) show(delay)
        },
        onMouseLeave: (event: MouseEvent) => {
          ;(own.onMouseLeave as Handler<MouseEvent>)?.(event)
          hide()
        },
        onFocus: (event: FocusEvent) => {
          ;(own.onFocus as Handler<FocusEvent>)?.(event)
          if (!disabled) show(0)
        },
        onBlur: (event: FocusEvent) => {
          ;(own.onBlur as Handler<FocusEvent>)?.(event)
          hide()
        },
      }))}
      {shown ? (
        <div ref={tip} id={id} role="tooltip" className="xz-tooltip" part="tooltip" data-xz-dismissable="">
          {content}
        </div>
      ) : null}
    </>
  )
}
