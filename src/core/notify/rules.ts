import type { Notify } from '../contract/index.ts'

export { badgeText } from './badge.ts'

export const MSG_LOAD_MORE = '点击加载更多～'
export const MSG_NO_MORE = '已经到底啦'
export const MSG_DELETE_OK = '删除成功'
/** Shown only when the server sent no message of its own. */
export const MSG_DELETE_FAILED = '删除失败'

export type RouteDecision = { kind: 'route'; path: string } | { kind: 'window'; url: string }

/** Where each notification type leads (docs/api.md §16); null for a type this client does not know. */
export function routeFor(notify: Pick<Notify, 'type' | 'to_id'>, adminSiteUrl: string): RouteDecision | null {
  const id = encodeURIComponent(String(notify.to_id))
  switch (notify.type) {
    case 1:
      return { kind: 'route', path: `/article?id=${id}` }
    case 2:
      return { kind: 'route', path: `/talk?id=${id}` }
    case 3:
      return { kind: 'route', path: '/message/list' }
    case 4:
      return { kind: 'window', url: adminSiteUrl }
    default:
      return null
  }
}

export const isUnread = (notify: Pick<Notify, 'isView'>): boolean => notify.isView === 1

/** Unread among the loaded rows; the server sends unread first, so a page holds enough for "9+". */
export function unreadCount(state: { list: readonly Pick<Notify, 'isView'>[] }): number {
  return state.list.filter(isUnread).length
}

export function hasMore(state: { list: readonly unknown[]; total: number }): boolean {
  return state.list.length < state.total
}

export function footerText(state: { list: readonly unknown[]; total: number }): string {
  return hasMore(state) ? MSG_LOAD_MORE : MSG_NO_MORE
}
