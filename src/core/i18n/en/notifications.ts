import type { Catalogue } from '../catalogue.ts'
import { formatDate, plural, relativeTime } from '../intl.ts'

export const notifications: Catalogue['notifications'] = {
  title: 'My notifications',
  unread: (n) => `${n} unread ${plural(n, 'en', { one: 'notification', other: 'notifications' })}`,
  deleteConfirm: 'Delete this notification?',
  delete: 'Delete',
  loginPrompt: 'Log in to see your notifications',
  login: 'Log in',
}

export const notifyList: Catalogue['notifyList'] = {
  loadFailed: 'Failed to load notifications',
  empty: 'No notifications',
  list: 'Notifications',
  unreadMark: 'Unread: ',
  view: 'View',
  types: { 1: 'Article', 2: 'Post', 3: 'Message', 4: 'Link', 5: 'Page' },
  more: 'Load more',
  noMore: 'That is all',
  ago: (time, now) => relativeTime(time, 'en', now),
  date: (time) => formatDate(time, 'en', { dateStyle: 'medium', timeStyle: 'short' }),
}
