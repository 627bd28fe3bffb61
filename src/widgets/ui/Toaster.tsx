import { useCallback, useEffect, useRef, useState } from 'react'
import { onToast, type ToastEvent, type ToastKind } from '../../core/toast/index.ts'
import { Icon, type IconName } from './Icon.tsx'

// ---- one renderer per page ---------------------------------------------------------------
// Every widget mounts a <Toaster/>, and all of them hear the same toast bus. Claims form a queue:
// the oldest claim renders, the others stay idle; when it goes, the next one takes over.

interface Claim {
  notify: (active: boolean) => void
}

const claims: Claim[] = []

export interface ToasterClaim {
  /** true while this claim is the one that renders */
  readonly active: boolean
  /** give the claim up (idempotent); the next claim in line becomes active and is told so */
  release(): void
}

/** Joins the queue of toasters; `onChange(true)` is called when this claim later becomes active. */
export function claimToaster(onChange: (active: boolean) => void = () => {}): ToasterClaim {
  const claim: Claim = { notify: onChange }
  claims.push(claim)
  return {
    get active() {
      return claims[0] === claim
    },
    release() {
      const at = claims.indexOf(claim)
      if (at < 0) return
      claims.splice(at, 1)
      const next = claims[0]
      if (at === 0 && next) next.notify(true)
    },
  }
}

// ---- the component -----------------------------------------------------------------------

const ICON: Record<ToastKind, IconName> = {
  success: 'check',
  warning: 'warning',
  error: 'error',
  info: 'info',
}

export interface ToasterProps {
  /** ms before a toast leaves by itself; default 3000; 0 keeps it until closed */
  duration?: number
  /** at most this many at once, the oldest leave first; default 5 */
  max?: number
}

/**
 * Shows the toasts of `core/toast` stacked at the top centre. Mount one in every widget: only
 * the first mounted on the page renders, so a toast never shows twice.
 */
export function Toaster({ duration = 3000, max = 5 }: ToasterProps) {
  const [active, setActive] = useState(false)
  const [toasts, setToasts] = useState<ToastEvent[]>([])

  const limit = useRef(max)
  limit.current = max

  useEffect(() => {
    const claim = claimToaster(setActive)
    setActive(claim.active)
    // Listen from the first commit (a sibling may toast in its own mount effect) and let the
    // claim decide at delivery time, so a toaster that takes over later needs no re-subscribe.
    const stop = onToast((event) => {
      if (claim.active) setToasts((list) => [...list, event].slice(-limit.current))
    })
    return () => {
      stop()
      claim.release()
      setActive(false)
    }
  }, [])

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), [])

  if (!active) return null
  return (
    <div className="xz-toaster" part="toaster">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} duration={duration} onDismiss={dismiss} />
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
      <Icon name={ICON[toast.kind]} size={20} className="xz-toast__icon" />
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
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}
