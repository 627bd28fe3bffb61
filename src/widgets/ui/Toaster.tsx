import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'
import { onToast, type ToastEvent } from '../../core/toast/index.ts'
import type { ToastStackProps } from './ToastStack.tsx'

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

// ---- above modal dialogs ----------------------------------------------------------------
// A modal <dialog> (modal.ts) sits in the top layer, above any z-index: the stack is a popover in
// the top layer too, shown again (raised) for a toast that comes after a newer dialog opened.

let modalsOpened = 0

/** A modal dialog opened on the page (modal.ts calls this). */
export function noteModalOpened(): void {
  modalsOpened += 1
}

/** How many modal dialogs opened on the page so far. */
const modalsOpenedSoFar = (): number => modalsOpened

// ---- the stack, fetched with the first toast ---------------------------------------------
// Every widget mounts a Toaster but most visits never see a toast: the stack's markup and styles
// come in their own chunk when the first toast is raised (they queue meanwhile).

let loadedStack: ComponentType<ToastStackProps> | null = null
let loadingStack: Promise<ComponentType<ToastStackProps>> | null = null

/**
 * Fetches the toast stack (once; again after a failed fetch). A widget that toasts on its first
 * screen calls it as it loads; tests await it to render toasts at once.
 */
export function loadToastStack(): Promise<ComponentType<ToastStackProps>> {
  loadingStack ??= import('./ToastStack.tsx').then(
    (module) => {
      loadedStack = module.ToastStack
      return module.ToastStack
    },
    (error: unknown) => {
      loadingStack = null
      throw error
    },
  )
  return loadingStack
}

// ---- the component -----------------------------------------------------------------------

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
  const [Stack, setStack] = useState(() => loadedStack)

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

  // a failed fetch is tried again with the next toast
  const waiting = active && !Stack ? toasts.length : 0
  useEffect(() => {
    if (waiting)
      void loadToastStack().then(
        (stack) => setStack(() => stack),
        () => {},
      )
  }, [waiting])

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), [])

  if (!active || !Stack) return null
  return <Stack toasts={toasts} duration={duration} onDismiss={dismiss} modalsOpened={modalsOpenedSoFar()} />
}
