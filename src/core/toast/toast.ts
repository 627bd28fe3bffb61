/**
 * Toasts as events, without UI: core modules announce, a Toaster widget (or the host) renders.
 * Keeping it a bus lets the API layer report failures (docs/api.md §1.1) without knowing any component.
 */

export type ToastKind = 'success' | 'warning' | 'error' | 'info'

export interface ToastEvent {
  id: string
  kind: ToastKind
  title: string
  message: string
}

export type ToastListener = (event: ToastEvent) => void

const listeners = new Set<ToastListener>()
let counter = 0

/**
 * Toasts raised before any Toaster mounted (a welcome toast at start-up, a 401 while the
 * widget chunk still loads) wait here, briefly, for the first listener.
 */
const EARLY_MAX = 5
const EARLY_TTL_MS = 5_000
let early: { event: ToastEvent; at: number }[] = []

function emit(kind: ToastKind, title: string, message = ''): ToastEvent {
  counter += 1
  const event: ToastEvent = { id: `toast-${counter}`, kind, title, message }
  if (listeners.size === 0) {
    early = [...early, { event, at: Date.now() }].slice(-EARLY_MAX)
    return event
  }
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch (error) {
      // One broken renderer must not stop the others, nor the code that raised the toast.
      console.error('[xiaozhan] toast listener failed', error)
    }
  }
  return event
}

export const toast = {
  show: emit,
  success: (title: string, message?: string): ToastEvent => emit('success', title, message),
  warning: (title: string, message?: string): ToastEvent => emit('warning', title, message),
  error: (title: string, message?: string): ToastEvent => emit('error', title, message),
  info: (title: string, message?: string): ToastEvent => emit('info', title, message),
}

export function onToast(listener: ToastListener): () => void {
  listeners.add(listener)
  if (early.length) {
    const fresh = early.filter((e) => Date.now() - e.at < EARLY_TTL_MS)
    early = []
    for (const { event } of fresh) {
      try {
        listener(event)
      } catch (error) {
        console.error('[xiaozhan] toast listener failed', error)
      }
    }
  }
  return () => {
    listeners.delete(listener)
  }
}
