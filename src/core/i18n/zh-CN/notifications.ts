// <xz-notifications>'s first screen: the bell and the drawer.
export const notifications = {
  title: '我的消息',
  unread: (n: number) => `${n}条未读消息`,
  deleteConfirm: '确定删除吗?',
  delete: '删除',
  loginPrompt: '登录后查看你的消息',
  login: '登录',
}
