import type { ReactNode, RefObject } from 'react'
import { type CssVars, cssSize, ModalContent, useModalPanel } from './Dialog.tsx'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  title?: ReactNode
  /** the scrolling body */
  children?: ReactNode
  /** fixed under the body, e.g. "点击加载更多～" */
  footer?: ReactNode
  /** the side it slides from; default 'right' */
  placement?: 'right' | 'left'
  /** desktop width: px number or CSS length; default '40%' */
  width?: number | string
  /** width below 798px; default '80%' */
  mobileWidth?: number | string
  initialFocus?: RefObject<HTMLElement | null>
  /** default true */
  closeOnOverlay?: boolean
  /** default true */
  closeOnEsc?: boolean
  /** default true */
  showClose?: boolean
  /** default true */
  lockScroll?: boolean
  className?: string
  /** the body's class, e.g. to attach an infinite-scroll observer's styles */
  bodyClassName?: string
  'aria-label'?: string
}

/** A modal side panel with the same keyboard and focus rules as Dialog; rendered in place. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'right',
  width = '40%',
  mobileWidth = '80%',
  initialFocus,
  closeOnOverlay = true,
  closeOnEsc = true,
  showClose = true,
  lockScroll = true,
  className,
  bodyClassName,
  'aria-label': ariaLabel,
}: DrawerProps) {
  const { panel, titleId, overlay, body } = useModalPanel({
    open,
    onClose,
    closeOnEsc,
    initialFocus,
    lockScroll,
    closeOnOverlay,
  })
  if (!open) return null

  const hasTitle = title != null && title !== ''
  const style: CssVars = {
    '--xz-drawer-width': cssSize(width),
    '--xz-drawer-mobile-width': cssSize(mobileWidth),
  }
  return (
    <div className={`xz-overlay xz-overlay--${placement}`} part="overlay" {...overlay}>
      <div
        ref={panel}
        className={[`xz-drawer`, `xz-drawer--${placement}`, className].filter(Boolean).join(' ')}
        part="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
        style={style}
      >
        <ModalContent
          block="drawer"
          title={hasTitle ? title : null}
          titleId={titleId}
          onClose={showClose ? onClose : null}
          body={body}
          bodyClassName={bodyClassName}
          footer={footer}
        >
          {children}
        </ModalContent>
      </div>
    </div>
  )
}
