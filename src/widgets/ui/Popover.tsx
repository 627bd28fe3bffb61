import { useFloating } from '@floating-ui/react-dom'
import { type MouseEvent, type ReactElement, type ReactNode, useEffect, useId, useState } from 'react'
import { type Placement, placedOptions, useTrigger } from './floating.tsx'
import floatingCss from './floating.css?inline'
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
function useDismiss(open: boolean, close: () => void, inside: (Element | null)[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-bound when the open state or the elements change
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    const onPress = (event: PointerEvent) => {
      const path = event.composedPath()
      if (!inside.some((el) => el && path.includes(el))) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPress)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPress)
    }
  }, [open, ...inside])
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
  usePrimitiveStyles(floatingCss)
  const [uncontrolled, setUncontrolled] = useState(false)
  const open = controlled ?? uncontrolled
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next)
    onOpenChange?.(next)
  }
  const close = () => setOpen(false)
  const {
    refs,
    elements,
    floatingStyles,
    placement: placed,
  } = useFloating({ open, ...placedOptions(placement, 8) })
  const id = useId()
  useDismiss(open, close, [elements.reference as Element | null, elements.floating])
  const trigger = useTrigger(children, refs.setReference)

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
          ref={refs.setFloating}
          id={id}
          className={className ? `xz-popover ${className}` : 'xz-popover'}
          part="popover"
          data-placement={placed}
          data-xz-dismissable=""
          role="dialog"
          aria-label={ariaLabel}
          style={floatingStyles}
        >
          {typeof content === 'function' ? content(close) : content}
        </div>
      ) : null}
    </>
  )
}
