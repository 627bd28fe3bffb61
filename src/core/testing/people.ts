// The people of stories and tests: the accounts they log in as and the named visitors who comment,
// chat and post, so no file spells them again.
import type { UserInfo } from '../contract/index.ts'
import { initialAvatar } from './images.ts'

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

/** Someone as a comment, a talk or a chat line names them. */
export interface Person {
  id: number
  nick_name: string
  avatar: string
}

/** The visitors of the demo site; `admin` and `user` are ADMIN and XIAOMING. */
export const PEOPLE: Record<'admin' | 'user' | 'deer' | 'coder' | 'qing' | 'reader' | 'kevin', Person> = {
  admin: { id: ADMIN.id, nick_name: ADMIN.nick_name, avatar: initialAvatar('站', '#3e7bfa') },
  user: { id: XIAOMING.id, nick_name: XIAOMING.nick_name, avatar: '' },
  deer: { id: 3, nick_name: '林间小鹿', avatar: initialAvatar('鹿', '#2f9e63') },
  coder: { id: 4, nick_name: '代码搬运工', avatar: '' },
  qing: { id: 5, nick_name: '阿青', avatar: initialAvatar('青', '#d6409f') },
  reader: { id: 6, nick_name: '周末读书会', avatar: '' },
  kevin: { id: 7, nick_name: 'Kevin', avatar: initialAvatar('K', '#d9650f') },
}

/** The owner logged in with their avatar, as the comment, talk and board stories show them. */
export const ADMIN_WITH_AVATAR: UserInfo = { ...ADMIN, avatar: PEOPLE.admin.avatar }
