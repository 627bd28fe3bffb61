import { type MouseEvent, type ReactNode, useId, useRef } from 'react'
import { CloseButton } from './CloseButton.tsx'
import type { CssVars, DialogProps } from './Dialog.tsx'
import type { DrawerProps } from './Drawer.tsx'
import { useKeyboardScroll } from './keyboard-scroll.ts'
import { type ModalOptions, useModal } from './modal.ts'
import modalCss from './modal.css?inline'
import { usePrimitiveStyles } from './styles.ts'

// What Dialog.tsx and Drawer.tsx fetch the first time one opens: the native <dialog> frame, its
// focus, Esc and scroll rules (modal.ts) and its styles. A widget's first screen shows a button
// that opens them, not them (docs/architecture.md §4).

const cssSize = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value)

/** Closes on a click that both started and ended on the overlay (a text selection dragged out does not). */
function useOverlayClose(enabled: boolean, onClose: () => void) {
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
export function DialogFrame({ width = 520, role = 'dialog', className, children, ...shared }: DialogProps) {
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

/** A modal side panel with the same keyboard and focus rules as a dialog; rendered in place. */
export function DrawerFrame({
  placement = 'right',
  width = '40%',
  mobileWidth = '80%',
  className,
  children,
  ...shared
}: DrawerProps) {
  return (
    <ModalFrame
      {...shared}
      block="drawer"
      overlayClassName={`xz-overlay xz-overlay--${placement}`}
      className={[`xz-drawer`, `xz-drawer--${placement}`, className].filter(Boolean).join(' ')}
      role="dialog"
      style={{ '--xz-drawer-width': cssSize(width), '--xz-drawer-mobile-width': cssSize(mobileWidth) }}
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
function ModalFrame({
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
function ModalHeader({
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
