import { type RefObject, useLayoutEffect, useRef } from 'react'

// What Dialog and Drawer share: a stack of open modals (only the top one reacts to keys, so a
// confirm opened from a drawer closes alone on Esc), a Tab trap, initial focus, focus restore and
// page scroll lock. Everything works from the panel's own root node, so inside a shadow root the
// active element is read where it really is.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/** Elements Tab can reach inside `container`, in document order. */
export function tabbableIn(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    const index = el.getAttribute('tabindex')
    if (index !== null && Number(index) < 0) return false
    return !el.closest('[hidden], [inert]')
  })
}

/** The focused element, descending through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

/** The focused element of the document or shadow root that holds `node` (duck-typed: works across realms). */
function activeIn(node: Node): Element | null {
  const root: Node & { activeElement?: Element | null } = node.getRootNode()
  return root.activeElement ?? null
}

interface Entry {
  panel: RefObject<HTMLElement | null>
}

const stack: Entry[] = []

let locks = 0
let savedOverflow = ''
let savedPadding = ''

function lockScroll(): void {
  if (typeof document === 'undefined') return
  locks += 1
  if (locks > 1) return
  const body = document.body
  const gap = typeof window !== 'undefined' ? window.innerWidth - document.documentElement.clientWidth : 0
  savedOverflow = body.style.overflow
  savedPadding = body.style.paddingRight
  body.style.overflow = 'hidden'
  // keep the page from shifting sideways when its scrollbar disappears
  if (gap > 0) body.style.paddingRight = `${gap}px`
}

function unlockScroll(): void {
  if (typeof document === 'undefined' || locks === 0) return
  locks -= 1
  if (locks > 0) return
  document.body.style.overflow = savedOverflow
  document.body.style.paddingRight = savedPadding
}

export interface ModalOptions {
  open: boolean
  /** the element that holds the modal's content (role="dialog"); must accept focus (tabIndex -1) */
  panel: RefObject<HTMLElement | null>
  onClose: () => void
  /** default true */
  closeOnEsc?: boolean
  /** focused on open; else the first `[data-autofocus]`, else the first tabbable that is not the close button */
  initialFocus?: RefObject<HTMLElement | null>
  /** default true */
  lockScroll?: boolean
}

function focusInitial(panel: HTMLElement, initial: HTMLElement | null | undefined): void {
  const current = activeIn(panel)
  // a child that took focus itself (autoFocus) wins
  if (current && current !== panel && panel.contains(current)) return
  const tabbable = tabbableIn(panel)
  const target =
    initial ??
    panel.querySelector<HTMLElement>('[data-autofocus]') ??
    tabbable.find((el) => !el.hasAttribute('data-modal-close')) ??
    tabbable[0] ??
    panel
  target.focus()
}

/** Focus trap, Esc, initial focus, focus restore and scroll lock for an open modal panel. */
export function useModal({
  open,
  panel,
  onClose,
  closeOnEsc = true,
  initialFocus,
  lockScroll: shouldLock = true,
}: ModalOptions): void {
  const latest = useRef({ onClose, closeOnEsc, initialFocus })
  latest.current = { onClose, closeOnEsc, initialFocus }

  useLayoutEffect(() => {
    if (!open || typeof document === 'undefined') return
    const entry: Entry = { panel }
    stack.push(entry)
    const previous = deepActiveElement()
    if (shouldLock) lockScroll()
    if (panel.current) focusInitial(panel.current, latest.current.initialFocus?.current)

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== entry) return
      const node = panel.current
      if (!node) return
      if (event.key === 'Escape') {
        if (!latest.current.closeOnEsc || event.defaultPrevented) return
        // an open popover or tooltip inside takes this Esc for itself (it dismisses on its own)
        if (node.querySelector('[data-xz-dismissable]')) return
        event.preventDefault()
        latest.current.onClose()
        return
      }
      if (event.key !== 'Tab') return
      const items = tabbableIn(node)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        node.focus()
        return
      }
      const active = activeIn(node)
      if (!active || !node.contains(active)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      } else if (event.shiftKey && (active === first || active === node)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      const at = stack.indexOf(entry)
      if (at >= 0) stack.splice(at, 1)
      if (shouldLock) unlockScroll()
      if (previous?.isConnected && previous !== document.body) previous.focus()
    }
  }, [open, panel, shouldLock])
}
