/** One entry of the header menu; `children` make a submenu. */
export interface NavItem {
  label: string
  href?: string
  children?: readonly NavItem[]
  /** only in the mobile drawer (SPEC §2: the drawer adds a tag entry) */
  mobileOnly?: boolean
  /** other paths that light this entry up */
  also?: readonly string[]
}

export const MORE_MENU: readonly NavItem[] = [
  { label: '前端推荐', href: '/resources/front' },
  { label: '后端推荐', href: '/resources/back' },
  { label: '网站导航', href: '/siteList' },
]

/** SPEC §2 header, in order. */
export const NAV: readonly NavItem[] = [
  { label: '首页', href: '/home' },
  { label: '时间轴', href: '/archives' },
  { label: '更多', children: MORE_MENU },
  { label: '分类', href: '/category', also: ['/articleList'] },
  { label: '标签', href: '/tag', mobileOnly: true },
  { label: '相册', href: '/photoAlbum', also: ['/photos'] },
  { label: '说说', href: '/talk' },
  { label: '友链', href: '/link/list' },
  { label: '留言', href: '/message/list', also: ['/message/publish', '/message/detail'] },
]

export function isActive(item: NavItem, path: string): boolean {
  if (item.href === path || item.also?.includes(path)) return true
  return item.children?.some((c) => isActive(c, path)) ?? false
}
