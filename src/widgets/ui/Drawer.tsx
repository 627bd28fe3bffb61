import type { ReactNode, RefObject } from 'react'
import { untilOpen } from './until-open.tsx'

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

/**
 * A modal side panel with the same keyboard and focus rules as Dialog; rendered in place. Its code
 * and styles (ModalFrame.tsx) arrive the first time it opens.
 */
export const Drawer = untilOpen<DrawerProps>(() => import('./ModalFrame.tsx').then((m) => m.DrawerFrame))
