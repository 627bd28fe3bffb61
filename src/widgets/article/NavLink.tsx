import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { isModifiedClick, type NavigateHandler, navigate, paths } from './navigation.ts'

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  path: string
  onNavigate?: NavigateHandler
  children?: ReactNode
}

/**
 * A real link (open in a new tab, copy the address) whose plain click goes through the host's
 * router: `onNavigate`, or the cancelable `xz-navigate` event of the custom element.
 */
export function NavLink({ path, onNavigate, onClick, children, ...rest }: NavLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || isModifiedClick(event)) return
    event.preventDefault()
    navigate(path, onNavigate)
  }
  return (
    <a href={path} onClick={handleClick} {...rest}>
      {children}
    </a>
  )
}

/** The article's category, linked to its list: the header and the footer show it alike. */
export function CategoryLink({
  id,
  name,
  onNavigate,
}: {
  id: number | null
  name: string
  onNavigate?: NavigateHandler
}) {
  return (
    <NavLink className="xz-article-meta-link" path={paths.category(id, name)} onNavigate={onNavigate}>
      {name}
    </NavLink>
  )
}
