import {
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react'
import { type Placement, useTrigger } from './floating.tsx'

// The panel's placement, dismissal and styles come the first time a popover opens: most visits
// never open one, and every widget with a menu or a picker carried them (~1.1 KB gzip) on its
// first screen (docs/architecture.md §4).
const PopoverPanel = lazy(() => import('./PopoverPanel.tsx').then((m) => ({ default: m.PopoverPanel })))

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

/**
 * A click-toggled floating panel, closed by Esc or a click outside. It follows its trigger in the
 * DOM (no portal), so Tab moves from the trigger straight into it. Positioned by place.ts, a few
 * hundred bytes, rather than floating-ui: every widget with a menu or a picker carried ~7 KB gzip
 * of it on its first screen (docs/architecture.md §4).
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
  const [uncontrolled, setUncontrolled] = useState(false)
  const open = controlled ?? uncontrolled
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next)
    onOpenChange?.(next)
  }
  const close = () => setOpen(false)
  const anchor = useRef<HTMLElement | null>(null)
  const setAnchor = useCallback((node: HTMLElement | null) => {
    anchor.current = node
  }, [])
  const id = useId()
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
        <Suspense fallback={null}>
          <PopoverPanel
            id={id}
            anchor={anchor}
            placement={placement}
            aria-label={ariaLabel}
            className={className}
            onClose={close}
          >
            {typeof content === 'function' ? content(close) : content}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  )
}
