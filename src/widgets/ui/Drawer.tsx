import type { ReactNode, RefObject } from 'react'
import { cssSize, ModalFrame } from './Dialog.tsx'

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
  return (
    <ModalFrame
      block="drawer"
      open={open}
      onClose={onClose}
      closeOnEsc={closeOnEsc}
      initialFocus={initialFocus}
      lockScroll={lockScroll}
      closeOnOverlay={closeOnOverlay}
      overlayClassName={`xz-overlay xz-overlay--${placement}`}
      className={[`xz-drawer`, `xz-drawer--${placement}`, className].filter(Boolean).join(' ')}
      role="dialog"
      style={{ '--xz-drawer-width': cssSize(width), '--xz-drawer-mobile-width': cssSize(mobileWidth) }}
      title={title}
      showClose={showClose}
      bodyClassName={bodyClassName}
      footer={footer}
      aria-label={ariaLabel}
    >
      {children}
    </ModalFrame>
  )
}
