import { type CSSProperties, type MouseEvent, type ReactNode, type RefObject, useId, useRef } from 'react'
import { CloseButton } from './CloseButton.tsx'
import { useKeyboardScroll } from './keyboard-scroll.ts'
import { type ModalOptions, useModal } from './modal.ts'
import modalCss from './modal.css?inline'
import { usePrimitiveStyles } from './styles.ts'

/** Inline custom properties: set through the CSSOM, so a strict CSP allows them. */
export type CssVars = CSSProperties & Record<`--${string}`, string>

export const cssSize = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value)

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

/** Closes on a click that both started and ended on the overlay (a text selection dragged out does not). */
export function useOverlayClose(enabled: boolean, onClose: () => void) {
  const downOnOverlay = useRef(false)
  return {
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      downOnOverlay.current = event.target === event.currentTarget
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const fromOverlay = downOnOverlay.current && event.target === event.currentTarget
      downOnOverlay.current = false
      if (enabled && fromOverlay) onClose()
    },
  }
}

/**
 * A modal dialog rendered in place (no portal: inside a shadow root a portal would lose the
 * adopted styles); showModal() lifts it into the top layer, over everything on the page.
 */
export function Dialog({ width = 520, role = 'dialog', className, children, ...shared }: DialogProps) {
  return (
    <ModalFrame
      {...shared}
      block="dialog"
      overlayClassName="xz-overlay xz-overlay--center"
      className={className ? `xz-dialog ${className}` : 'xz-dialog'}
      role={role}
      style={{ '--xz-dialog-width': cssSize(width) }}
    >
      {children}
    </ModalFrame>
  )
}

/**
 * What a dialog and a drawer share: a native <dialog> covering the viewport as the overlay (modal.ts),
 * the overlay click, arrow-key scrolling, and the panel with its header (when it has a title or ✕),
 * scrolling body and footer. The <dialog> stays in the tree while closed, so close() runs while it
 * is still connected and the browser gives focus back to the opener.
 */
export function ModalFrame({
  block,
  open,
  onClose,
  closeOnEsc = true,
  initialFocus,
  lockScroll = true,
  closeOnOverlay = true,
  overlayClassName,
  className,
  role,
  style,
  title,
  showClose = true,
  bodyClassName,
  footer,
  children,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: Omit<ModalOptions, 'panel' | 'dialog'> & {
  block: 'dialog' | 'drawer'
  closeOnOverlay?: boolean
  overlayClassName: string
  className: string
  role: 'dialog' | 'alertdialog'
  style: CssVars
  title?: ReactNode
  showClose?: boolean
  bodyClassName?: string
  footer?: ReactNode
  children?: ReactNode
  'aria-label'?: string
  'aria-describedby'?: string
}) {
  usePrimitiveStyles(modalCss)
  const dialog = useRef<HTMLDialogElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useModal({ open, dialog, panel, onClose, closeOnEsc, initialFocus, lockScroll })
  const overlay = useOverlayClose(closeOnOverlay, onClose)
  const body = useRef<HTMLDivElement>(null)
  useKeyboardScroll(body, open)

  const hasTitle = title != null && title !== ''
  // role="none": the panel inside is the dialog users meet (labelled, sized, styled by its class)
  return (
    <dialog ref={dialog} className={overlayClassName} part="overlay" role="none" {...overlay}>
      {open ? (
        /* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is 'dialog' or 'alertdialog', both modal */
        <div
          ref={panel}
          className={className}
          part={block}
          role={role}
          aria-modal="true"
          aria-labelledby={hasTitle ? titleId : undefined}
          aria-label={hasTitle ? undefined : ariaLabel}
          aria-describedby={ariaDescribedBy}
          tabIndex={-1}
          style={style}
        >
          {hasTitle || showClose ? (
            <ModalHeader
              block={block}
              title={hasTitle ? title : null}
              titleId={titleId}
              onClose={showClose ? onClose : null}
            />
          ) : null}
          <div
            ref={body}
            className={bodyClassName ? `xz-${block}__body ${bodyClassName}` : `xz-${block}__body`}
            part={`${block}-body`}
          >
            {children}
          </div>
          {footer != null ? (
            <div className={`xz-${block}__footer`} part={`${block}-footer`}>
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}

/** The title row of a dialog or drawer: the heading the panel is labelled by, and ✕. */
export function ModalHeader({
  block,
  title,
  titleId,
  onClose,
}: {
  block: 'dialog' | 'drawer'
  title: ReactNode
  titleId: string
  onClose: (() => void) | null
}) {
  return (
    <div className={`xz-${block}__header`} part={`${block}-header`}>
      {title != null ? (
        <h2 className={`xz-${block}__title`} id={titleId}>
          {title}
        </h2>
      ) : (
        <span />
      )}
      {onClose ? <CloseButton onClick={onClose} /> : null}
    </div>
  )
}
