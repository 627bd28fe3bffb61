// <xz-login>'s first screen: the trigger and the user menu.
export const login = {
  login: '登录',
  dialog: '登录或注册',
  menu: '用户菜单',
  admin: '管理员',
  userCenter: '个人中心',
  logout: '退出登录',
  openMenu: (name: string) => `${name}，打开用户菜单`,
}
