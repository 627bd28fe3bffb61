// <xz-notifications>'s list, fetched for a logged-in reader.
import { elapsed, formatDate } from '../../format/format.ts'
import { MSG_LOAD_MORE, MSG_NO_MORE } from '../../notify/rules.ts'

export const notifyList = {
  loadFailed: '消息加载失败',
  empty: '暂无消息',
  list: '消息列表',
  unreadMark: '未读：',
  view: '查看',
  /** by notification type (docs/api.md §16) */
  types: { 1: '文章', 2: '说说', 3: '留言', 4: '友链', 5: '页面' } as Record<number, string>,
  more: MSG_LOAD_MORE,
  noMore: MSG_NO_MORE,
  /** "3分钟前": the time since (ms since the epoch) */
  ago: (time: number, now: number): string => elapsed(time, now),
  date: (time: number): string => formatDate(time),
}
