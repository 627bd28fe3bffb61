// The accounts tests and stories log in as, so each file need not spell them again.
import type { UserInfo } from '../contract/index.ts'

export const STAMP = '2024-01-01T00:00:00.000Z'

/** a registered user */
export const XIAOMING: UserInfo = {
  id: 2,
  username: 'xiaoming',
  nick_name: '小明',
  avatar: '',
  role: 2,
  createdAt: STAMP,
}

/** the site owner */
export const ADMIN: UserInfo = {
  id: 1,
  username: 'admin',
  nick_name: '站长',
  avatar: '',
  role: 1,
  createdAt: STAMP,
}
