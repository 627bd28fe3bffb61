import {
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
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

export interface PopoverProps {
  /** the panel's content, or a function of `close` for menus that close on choice */
  content: ReactNode | ((close: () => void) => ReactNode)
  /** one element that accepts a ref, usually a Button; a click toggles the popover */
  children: ReactElement
  /** default 'bottom' */
  placement?: Placement
  /** controlled open state (with onOpenChange); uncontrolled when omitted */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** the panel's accessible name */
  'aria-label'?: string
  className?: string
}

/** Closes on Esc or a press outside both the trigger and the panel (shadow roots included). */
function useDismiss(open: boolean, close: () => void, inside: RefObject<Element | null>[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-bound when the open state changes; the refs are stable
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // this Esc is ours: a <dialog> around us must not take it as its close request too
      event.preventDefault()
      close()
    }
    const onPress = (event: PointerEvent) => {
      const path = event.composedPath()
      if (!inside.some(({ current }) => current && path.includes(current))) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPress)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPress)
    }
  }, [open])
}

/**
 * A click-toggled floating panel, closed by Esc or a click outside. It follows its trigger in the
 * DOM (no portal), so Tab moves from the trigger straight into it. Positioned by place.ts, a few
 * hundred bytes, rather than floating-ui: every widget with a menu or a picker carried ~7 KB gzip
 * of it on its first screen (issue 13).
 */
export function Popover({
  content,
  children,
  placement = 'bottom',
  open: controlled,
  onOpenChange,
  'aria-label': ariaLabel,
  className,
}: PopoverProps) {
  usePrimitiveStyles(floatingCss)
  const [uncontrolled, setUncontrolled] = useState(false)
  const open = controlled ?? uncontrolled
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next)
    onOpenChange?.(next)
  }
  const close = () => setOpen(false)
  const anchor = useRef<HTMLElement | null>(null)
  const panel = useRef<HTMLDivElement | null>(null)
  const setAnchor = useCallback((node: HTMLElement | null) => {
    anchor.current = node
  }, [])
  // placed before the first paint, then kept beside the trigger while open
  useLayoutEffect(() => {
    if (!open || !anchor.current || !panel.current) return
    return followAnchor(anchor.current, panel.current, placement, 8)
  }, [open, placement])
  const id = useId()
  useDismiss(open, close, [anchor, panel])
  const trigger = useTrigger(children, setAnchor)

  return (
    <>
      {trigger((own = {}) => ({
        ...own,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        onClick: (event: MouseEvent) => {
          ;(own.onClick as ((event: MouseEvent) => void) | undefined)?.(event)
          setOpen(!open)
        },
      }))}
      {open ? (
        <div
          ref={panel}
          id={id}
          className={className ? `xz-popover ${className}` : 'xz-popover'}
          part="popover"
          data-xz-dismissable=""
          role="dialog"
          aria-label={ariaLabel}
        >
          {typeof content === 'function' ? content(close) : content}
        </div>
      ) : null}
    </>
  )
}
