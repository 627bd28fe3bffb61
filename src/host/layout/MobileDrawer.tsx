import { useStore } from 'zustand'
import { Link } from 'wouter'
import { isAdmin, sessionStore } from '../../core/session/index.ts'
import { Avatar } from '../../widgets/ui/Avatar.tsx'
import { Drawer } from '../../widgets/ui/Drawer.tsx'
import { Icon } from '../../widgets/ui/Icon.tsx'
import { requestLogin, useMe } from '../../widgets/ui/use-me.ts'
import { DESK_PATH, USER_CENTER_PATH } from '../paths.ts'
import { linkState, NAV, type NavItem } from './nav.ts'
import * as icons from '../../widgets/ui/icons.ts'

export interface MobileDrawerProps {
  open: boolean
  path: string
  onClose: () => void
  onNavigate: (path: string) => void
  onLogout: () => void
}

/** The mobile menu (< 798px): the desktop entries plus 标签, with the user's avatar on top. */
export function MobileDrawer({ open, path, onClose, onNavigate, onLogout }: MobileDrawerProps) {
  const user = useMe()
  const name = user ? user.nick_name || user.username : ''
  const admin = useStore(sessionStore, isAdmin)

  const openAccount = () => {
    onClose()
    if (user) onNavigate(USER_CENTER_PATH)
    else requestLogin()
  }

  const entry = (item: NavItem) => (
    <li key={item.label}>
      <Link href={item.href ?? '/'} {...linkState(item, path, 'xz-drawer-nav__link')} onClick={onClose}>
        {item.label}
      </Link>
    </li>
  )

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      mobileWidth="78%"
      width={320}
      aria-label="菜单"
      className="xz-mobile-drawer"
    >
      <button type="button" className="xz-drawer-account" onClick={openAccount}>
        <Avatar src={user?.avatar} name={name || '游客'} size={64} />
        <span className="xz-drawer-account__name">{user ? name : '点击登录'}</span>
        <span className="xz-drawer-account__hint">
          {user ? '进入个人中心' : '登录后可以评论、留言和聊天'}
        </span>
      </button>
      <nav aria-label="主菜单">
        <ul className="xz-drawer-nav">
          {NAV.map((item) =>
            item.children ? (
              <li key={item.label} className="xz-drawer-nav__group">
                <span className="xz-drawer-nav__group-title">{item.label}</span>
                <ul>{item.children.map(entry)}</ul>
              </li>
            ) : (
              entry(item)
            ),
          )}
        </ul>
        {user ? (
          <ul className="xz-drawer-nav xz-drawer-nav--account">
            <li>
              <Link
                href={USER_CENTER_PATH}
                className={
                  path === USER_CENTER_PATH ? 'xz-drawer-nav__link is-active' : 'xz-drawer-nav__link'
                }
                onClick={onClose}
              >
                <Icon icon={icons.user} size={18} />
                个人中心
              </Link>
            </li>
            {admin ? (
              <li>
                <Link href={DESK_PATH} className="xz-drawer-nav__link" onClick={onClose}>
                  <Icon icon={icons.edit} size={18} />
                  管理
                </Link>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className="xz-drawer-nav__link xz-drawer-nav__link--danger"
                onClick={() => {
                  onClose()
                  onLogout()
                }}
              >
                <Icon icon={icons.logout} size={18} />
                退出登录
              </button>
            </li>
          </ul>
        ) : null}
      </nav>
    </Drawer>
  )
}
