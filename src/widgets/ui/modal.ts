import { type RefObject, useLayoutEffect, useRef } from 'react'
import { noteModalOpened } from './Toaster.tsx'

// Dialog and Drawer are native <dialog>s opened with showModal(): the browser lifts them into the
// top layer (over any z-index of the page), makes the rest of the page inert (Tab and clicks cannot
// reach it), turns Esc into a `cancel` event sent to the topmost dialog only, and gives focus back
// to the opener on close(), inside shadow roots too. What stays ours: which element takes the first
// focus (the ✕ is not it), the page's scroll lock, and Esc routed through onClose so the widget's
// state decides.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/** Elements Tab can reach inside `container`, in document order. */
function tabbableIn(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !(Number(el.getAttribute('tabindex')) < 0) && !el.closest('[hidden], [inert]'),
  )
}

let locks = 0
let savedOverflow = ''
let savedPadding = ''

// A modal dialog does not stop the page from scrolling under a wheel or a swipe: the body does not.
function lockScroll(): void {
  locks += 1
  if (locks > 1) return
  const body = document.body
  const gap = window.innerWidth - document.documentElement.clientWidth
  savedOverflow = body.style.overflow
  savedPadding = body.style.paddingRight
  body.style.overflow = 'hidden'
  // keep the page from shifting sideways when its scrollbar disappears
  if (gap > 0) body.style.paddingRight = `${gap}px`
}

function unlockScroll(): void {
  if (locks === 0) return
  locks -= 1
  if (locks > 0) return
  document.body.style.overflow = savedOverflow
  document.body.style.paddingRight = savedPadding
}

export interface ModalOptions {
  open: boolean
  /** the <dialog> element, rendered closed while `open` is false */
  dialog: RefObject<HTMLDialogElement | null>
  /** the element inside it that holds the content (role="dialog", tabIndex -1) */
  panel: RefObject<HTMLElement | null>
  onClose: () => void
  /** default true */
  closeOnEsc?: boolean
  /** focused on open; else `[data-autofocus]` or `[autofocus]`, else the first tabbable that is not ✕ */
  initialFocus?: RefObject<HTMLElement | null>
  /** default true */
  lockScroll?: boolean
}

function focusInitial(panel: HTMLElement, initial: HTMLElement | null | undefined): void {
  const target =
    initial ??
    panel.querySelector<HTMLElement>('[data-autofocus], [autofocus]') ??
    tabbableIn(panel).find((el) => !el.hasAttribute('data-modal-close')) ??
    panel
  target.focus()
}

/**
 * Tab from the last element goes to the first, Shift+Tab from the first to the last. The inert page
 * keeps focus off the page already; this keeps it off the browser's own toolbar too, as before.
 */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const root = dialog.getRootNode() as Document | ShadowRoot
  const active = root.activeElement
  // a nested dialog's keys are its own
  if (event.key !== 'Tab' || event.defaultPrevented || (active && active.closest('dialog') !== dialog)) return
  const items = tabbableIn(dialog)
  const first = items[0]
  const last = items[items.length - 1]
  // Shift+Tab from the first item, or from the panel that holds it, would leave too
  const leaving = !first || !last || !active || (event.shiftKey ? active.contains(first) : active === last)
  if (!leaving) return
  event.preventDefault()
  ;(event.shiftKey ? last : first)?.focus()
}

/** Opens `dialog` as a modal while `open`, with our first focus, scroll lock and Esc through onClose. */
export function useModal({
  open,
  dialog,
  panel,
  onClose,
  closeOnEsc = true,
  initialFocus,
  lockScroll: shouldLock = true,
}: ModalOptions): void {
  const latest = useRef({ onClose, closeOnEsc, initialFocus })
  latest.current = { onClose, closeOnEsc, initialFocus }

  useLayoutEffect(() => {
    const node = dialog.current
    // showModal() throws outside a document; a custom element renders only once connected
    if (!open || !node?.isConnected) return
    node.showModal()
    noteModalOpened()
    if (shouldLock) lockScroll()
    if (panel.current) focusInitial(panel.current, latest.current.initialFocus?.current)

    const onCancel = (event: Event) => {
      event.preventDefault()
      // an open popover or tooltip inside takes this Esc for itself (it dismisses on its own)
      if (!latest.current.closeOnEsc || panel.current?.querySelector('[data-xz-dismissable]')) return
      latest.current.onClose()
    }
    // the browser may close it without asking (a second Esc with no click between): follow it
    const onClosed = () => latest.current.onClose()
    const onKeyDown = (event: KeyboardEvent) => wrapTab(node, event)
    node.addEventListener('cancel', onCancel)
    node.addEventListener('close', onClosed)
    node.addEventListener('keydown', onKeyDown)

    return () => {
      node.removeEventListener('cancel', onCancel)
      node.removeEventListener('close', onClosed)
      node.removeEventListener('keydown', onKeyDown)
      if (shouldLock) unlockScroll()
      node.close()
    }
  }, [open, dialog, panel, shouldLock])
}
