import type { HostPath } from '../../core/contract/index.ts'
import { PAGE_NAMES } from '../paths.ts'

/** One entry of the header menu; `children` make a submenu. */
export interface NavItem {
  label: string
  href?: string
  children?: readonly NavItem[]
  /** only in the mobile drawer (the drawer adds a tag entry) */
  mobileOnly?: boolean
  /** other paths that light this entry up */
  also?: readonly string[]
}

/** The entry of a screen, named as its page is. */
const to = (href: HostPath, more?: Partial<NavItem>): NavItem => ({ label: PAGE_NAMES[href], href, ...more })

export const MORE_MENU: readonly NavItem[] = [to('/resources/front'), to('/resources/back'), to('/siteList')]

/** The header's menu, in order. */
export const NAV: readonly NavItem[] = [
  to('/home'),
  to('/archives'),
  { label: '更多', children: MORE_MENU },
  to('/category', { also: ['/articleList'] }),
  to('/tag', { mobileOnly: true }),
  to('/photoAlbum', { also: ['/photos'] }),
  to('/talk'),
  to('/link/list'),
  to('/message/list', { also: ['/message/publish', '/message/detail'] }),
]

export function isActive(item: NavItem, path: string): boolean {
  if (item.href === path || item.also?.includes(path)) return true
  return item.children?.some((c) => isActive(c, path)) ?? false
}

/** A link's class and state: marked as the current page while its screen (or one it stands for) shows. */
export const linkState = (item: NavItem, path: string, className: string) =>
  isActive(item, path)
    ? { className: `${className} is-active`, 'aria-current': 'page' as const }
    : { className }
