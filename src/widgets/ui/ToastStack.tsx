import { Icon } from './Icon.tsx'
import * as icons from './icons.ts'
import type { IconDrawing } from './icons.ts'
import { closeCss } from './CloseButton.tsx'
import { usePrimitiveStyles } from './styles.ts'
import toasterCss from './toaster.css?inline'
import type { ToastEvent, ToastKind } from '../../core/toast/index.ts'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

// The Toaster's look (Toaster.tsx): fetched with the first toast of the page.

const ICON: Record<ToastKind, IconDrawing> = {
  success: icons.check,
  warning: icons.warning,
  error: icons.error,
  info: icons.info,
}

export interface ToastStackProps {
  toasts: readonly ToastEvent[]
  duration: number
  onDismiss: (id: string) => void
  /** how many modal dialogs have opened on the page so far (Toaster.tsx counts them) */
  modalsOpened: number
}

/** The toasts stacked at the top centre. */
export function ToastStack({ toasts, duration, onDismiss, modalsOpened }: ToastStackProps) {
  usePrimitiveStyles(closeCss, toasterCss)
  const stack = useRef<HTMLDivElement>(null)
  const raisedAt = useRef(-1)
  // in the top layer with the dialogs, raised above one that opened since (Toaster.tsx)
  useLayoutEffect(() => {
    const node = stack.current
    if (toasts.length && node?.showPopover && raisedAt.current !== modalsOpened) {
      node.hidePopover()
      node.showPopover()
      raisedAt.current = modalsOpened
    }
  }, [toasts, modalsOpened])
  return (
    <div ref={stack} className="xz-toaster" part="toaster" popover="manual">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} duration={duration} onDismiss={onDismiss} />
      ))}
    </div>
  )
}

interface ToastItemProps {
  toast: ToastEvent
  duration: number
  onDismiss: (id: string) => void
}

function ToastItem({ toast, duration, onDismiss }: ToastItemProps) {
  // Hovering or focusing a toast holds it; leaving starts the full time again.
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held || duration <= 0) return
    const timer = setTimeout(() => onDismiss(toast.id), duration)
    return () => clearTimeout(timer)
  }, [held, duration, toast.id, onDismiss])

  const urgent = toast.kind === 'error'
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only holds the timer; the close button is the interaction
    <div
      className={`xz-toast xz-toast--${toast.kind}`}
      part="toast"
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-kind={toast.kind}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon icon={ICON[toast.kind]} size={20} className="xz-toast__icon" />
      <div className="xz-toast__text">
        <p className="xz-toast__title">{toast.title}</p>
        {toast.message ? <p className="xz-toast__message">{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className="xz-close xz-toast__close"
        aria-label="关闭通知"
        onClick={() => onDismiss(toast.id)}
      >
        <Icon icon={icons.close} size={14} />
      </button>
    </div>
  )
}
