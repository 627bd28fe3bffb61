import { useClick, useDismiss, useInteractions, useRole } from '@floating-ui/react'
import { type ReactElement, type ReactNode, useState } from 'react'
import { type Placement, usePlacedFloating, useTrigger } from './floating.tsx'

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
 * DOM (no portal), so Tab moves from the trigger straight into it.
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
  const floating = usePlacedFloating(open, setOpen, placement, 8)
  const { refs, floatingStyles, context } = floating
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ])
  const trigger = useTrigger(children, refs.setReference)
  const close = () => setOpen(false)

  return (
    <>
      {trigger(getReferenceProps)}
      {open ? (
        <div
          ref={refs.setFloating}
          className={className ? `xz-popover ${className}` : 'xz-popover'}
          part="popover"
          data-placement={floating.placement}
          data-xz-dismissable=""
          role="dialog"
          aria-label={ariaLabel}
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {typeof content === 'function' ? content(close) : content}
        </div>
      ) : null}
    </>
  )
}
