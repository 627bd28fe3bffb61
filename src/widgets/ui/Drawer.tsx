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
