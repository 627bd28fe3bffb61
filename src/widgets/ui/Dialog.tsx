import type { CSSProperties, ReactNode, RefObject } from 'react'
import { untilOpen } from './until-open.tsx'

/** Inline custom properties: set through the CSSOM, so a strict CSP allows them. */
export type CssVars = CSSProperties & Record<`--${string}`, string>

export interface DialogProps {
  open: boolean
  /** Esc, the close button and a click on the overlay ask for this */
  onClose: () => void
  title?: ReactNode
  children?: ReactNode
  /** buttons under the body, right-aligned */
  footer?: ReactNode
  /** desktop width: px number or any CSS length; default 520. Below 798px the dialog fills the screen. */
  width?: number | string
  /** focused on open; else `[data-autofocus]`, else the first tabbable in the content */
  initialFocus?: RefObject<HTMLElement | null>
  /** default true */
  closeOnOverlay?: boolean
  /** default true */
  closeOnEsc?: boolean
  /** the ✕ button in the header; default true */
  showClose?: boolean
  /** default true: the page behind does not scroll */
  lockScroll?: boolean
  /** 'alertdialog' for confirmations; default 'dialog' */
  role?: 'dialog' | 'alertdialog'
  className?: string
  /** the accessible name when there is no visible title */
  'aria-label'?: string
  'aria-describedby'?: string
}

/**
 * A modal dialog rendered in place (no portal: inside a shadow root a portal would lose the
 * adopted styles); showModal() lifts it into the top layer, over everything on the page. Its code
 * and styles (ModalFrame.tsx) arrive the first time it opens.
 */
export const Dialog = untilOpen<DialogProps>(() => import('./ModalFrame.tsx').then((m) => m.DialogFrame))
