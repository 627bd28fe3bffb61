import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { type ReactElement, type ReactNode, useState } from 'react'
import { type Placement, useTrigger } from './floating.tsx'
import floatingCss from './floating.css?inline'
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

/**
 * A hint shown on hover or keyboard focus, dismissed by Esc, linked to its trigger with
 * aria-describedby. Rendered in place with a fixed position, so shadow-root styles still apply.
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
  // fixed strategy (no portal), so the shadow root's styles still apply
  const floating = useFloating({
    open: shown,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
  })
  const { refs, floatingStyles, context } = floating
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: delay, close: 0 }, enabled: !disabled }),
    useFocus(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])
  const trigger = useTrigger(children, refs.setReference)

  return (
    <>
      {trigger(getReferenceProps)}
      {shown ? (
        <div
          ref={refs.setFloating}
          className="xz-tooltip"
          part="tooltip"
          data-placement={floating.placement}
          data-xz-dismissable=""
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {content}
        </div>
      ) : null}
    </>
  )
}
