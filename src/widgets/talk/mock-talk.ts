// Stories and tests only (never exported by the package): realistic talks and an in-memory server
// for the talk routes, plus the talk comments (type 2) through the comments mock.
import type { Comment, Paged, Talk } from '../../core/contract/index.ts'
import { commentRoutes, type MockHandler } from '../comments/mock-comments.ts'
import { MockFailure } from '../testing/mock-api.ts'
import {
  ARTICLE_COMMENTS,
  FEW_COMMENTS,
  hoursAgo,
  PEOPLE,
  labelledScene,
  seedComments,
} from '../../core/testing/index.ts'

const PALETTE = [
  '#3e7bfa',
  '#2f9e63',
  '#e5484d',
  '#d6409f',
  '#8e4ec6',
  '#d9650f',
  '#12a594',
  '#5b5bd6',
  '#b08d1a',
]

/** `count` pictures, as small inline SVGs of varied shapes. */
export function pictures(count: number, seed = 0): string[] {
  return Array.from({ length: count }, (_, i) => {
    const wide = (i + seed) % 3 !== 1
    return labelledScene(
      `${i + 1}`,
      PALETTE[(i + seed) % PALETTE.length] ?? '#3e7bfa',
      wide ? 480 : 320,
      wide ? 320 : 480,
    )
  })
}

const admin = PEOPLE.admin

function talk(id: number, content: string, hours: number, extra: Partial<Talk> = {}): Talk {
  return {
    id,
    content,
    talkImgList: [],
    user_id: admin.id,
    nick_name: admin.nick_name,
    avatar: admin.avatar,
    is_top: 0,
    status: 1,
    like_times: 0,
    is_like: false,
    comment_total: 0,
    createdAt: hoursAgo(hours),
    ...extra,
  }
}

/** Twelve talks: one pinned, pictures 1 / 3 / 9 and others, some liked, some commented. */
export const TALKS: Talk[] = [
  talk(1, '小站开通说说啦！以后会在这里记录一些零碎的想法和日常，欢迎常来逛逛～', 24 * 30, {
    is_top: 1,
    like_times: 128,
    is_like: true,
    comment_total: 3,
  }),
  talk(2, '下班路上的晚霞，像打翻了的橘子汽水🍊', 2, {
    talkImgList: pictures(1, 5),
    like_times: 36,
    comment_total: 3,
  }),
  talk(3, '周末去了趟植物园，随手拍了几张。\n春天真的来了。', 26, {
    talkImgList: pictures(3, 1),
    like_times: 52,
  }),
  talk(
    4,
    '今天把小站的评论区重写了一遍：支持楼中楼回复、点赞和最热排序。\n顺手修了几个边界情况，开心。',
    50,
    {
      like_times: 1024,
      comment_total: 22,
    },
  ),
  talk(5, '九宫格挑战：一周的早餐记录 🥐☕', 74, { talkImgList: pictures(9, 2), like_times: 12_345 }),
  talk(6, '读完了《人类简史》，最大的感受是：想象力才是人类协作的基石。', 120, { like_times: 9 }),
  talk(7, '两张对比图，左边是重构前，右边是重构后。', 150, { talkImgList: pictures(2, 3), like_times: 21 }),
  talk(8, '四只猫猫的日常 🐱', 200, { talkImgList: pictures(4, 4), like_times: 88, is_like: true }),
  talk(9, '夜跑 5 公里打卡。', 260, { like_times: 3 }),
  talk(10, '新买的键盘到了，手感很好。', 300, { talkImgList: pictures(5, 6), like_times: 17 }),
  talk(11, '雨天适合写代码，也适合睡觉。', 400, { like_times: 0 }),
  talk(12, '第一条说说，测试一下。', 24 * 60, { like_times: 1 }),
]

export interface TalkRoutesOptions {
  talks?: Talk[]
  /** the comments of every talk (type 2); default: a few under talks 1, 2 and 4 */
  comments?: Comment[]
}

/** Comments on talks 1, 2 (a few) and 4 (many, with nested replies). */
export function talkComments(): Comment[] {
  return [
    ...seedComments(2, 1, FEW_COMMENTS, 1),
    ...seedComments(2, 2, FEW_COMMENTS, 100),
    ...seedComments(2, 4, ARTICLE_COMMENTS, 200),
  ]
}

const paged = <T>(rows: T[], current: number, size: number): Paged<T> => ({
  current,
  size,
  total: rows.length,
  list: rows.slice((current - 1) * size, current * size),
})

/** The talk routes (list, by id, like, cancel like) and the comment routes over in-memory tables. */
export function talkRoutes(opts: TalkRoutesOptions = {}): Record<string, MockHandler> {
  const talks = (opts.talks ?? TALKS).map((t) => ({ ...t, talkImgList: [...t.talkImgList] }))
  const find = (url: URL) => talks.find((t) => t.id === Number(url.pathname.split('/').pop()))
  const like =
    (wanted: boolean): MockHandler =>
    ({ url }) => {
      const row = find(url)
      if (!row) return new MockFailure(404, '说说不存在')
      if (row.is_like !== wanted) row.like_times = Math.max(0, row.like_times + (wanted ? 1 : -1))
      row.is_like = wanted
      return { like_times: row.like_times, is_like: wanted }
    }
  return {
    ...commentRoutes(opts.comments ?? talkComments()),
    'POST /api/talk/blogGetTalkList': ({ body }) => {
      const { current, size } = body as { current: number; size: number }
      const sorted = [...talks].sort((a, b) => b.is_top - a.is_top || b.createdAt.localeCompare(a.createdAt))
      return paged(sorted, current, size)
    },
    'GET /api/talk/getTalkById/*': ({ url }) => find(url) ?? new MockFailure(404, '说说不存在'),
    'PUT /api/talk/like/*': like(true),
    'PUT /api/talk/cancelLike/*': like(false),
  }
}
