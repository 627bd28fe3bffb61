// Comment rows for stories and tests: a lively article section, a short one, and the rule that
// turns seeds (who said what, how long ago) into the rows the comment routes answer.
import type { Comment, CommentType } from '../contract/index.ts'
import { renderCommentHtml } from '../markdown/comment.ts'
import { PEOPLE, type Person } from './people.ts'
import { minutesAgo } from './time.ts'

export interface CommentSeed {
  from: Person
  content: string
  minutes: number
  likes?: number
  liked?: boolean
  replies?: { from: Person; to?: Person; content: string; minutes: number; likes?: number }[]
}

/** Builds the rows of one target from seeds (ids from `firstId`). */
export function seedComments(type: CommentType, forId: number, seeds: CommentSeed[], firstId = 1): Comment[] {
  let id = firstId
  const rows: Comment[] = []
  for (const seed of seeds) {
    const parent: Comment = {
      id: id++,
      type,
      for_id: forId,
      parent_id: null,
      from_id: seed.from.id,
      from_name: seed.from.nick_name,
      from_avatar: seed.from.avatar,
      to_id: null,
      to_name: null,
      content: seed.content,
      content_html: renderCommentHtml(seed.content),
      thumbs_up: seed.likes ?? 0,
      is_like: seed.liked ?? false,
      reply_count: 0,
      createdAt: minutesAgo(seed.minutes),
    }
    rows.push(parent)
    for (const r of seed.replies ?? []) {
      const to = r.to ?? seed.from
      rows.push({
        id: id++,
        type,
        for_id: forId,
        parent_id: parent.id,
        from_id: r.from.id,
        from_name: r.from.nick_name,
        from_avatar: r.from.avatar,
        to_id: to.id,
        to_name: to.nick_name,
        content: r.content,
        content_html: renderCommentHtml(r.content),
        thumbs_up: r.likes ?? 0,
        is_like: false,
        reply_count: 0,
        createdAt: minutesAgo(r.minutes),
      })
    }
  }
  return rows
}

const { admin, user, deer, coder, qing, reader, kevin } = PEOPLE

/** An article's lively comment section: 12 threads, one with 8 replies and replies to replies. */
export const ARTICLE_COMMENTS: CommentSeed[] = [
  {
    from: deer,
    content:
      '写得太清楚了！之前一直没搞懂 React 的闭包陷阱，看完这篇终于明白为什么 useEffect 里拿到的是旧值。',
    minutes: 12,
    likes: 18,
    replies: [
      { from: admin, content: '谢谢支持～后面还会写一篇讲 useRef 的用法。', minutes: 10, likes: 3 },
      { from: coder, content: '同感，我也踩过这个坑，调了一下午。', minutes: 9 },
      { from: deer, to: coder, content: '哈哈，握手🤝 一下午算少的了', minutes: 8 },
      { from: qing, content: '收藏了，准备周末再看一遍。', minutes: 7 },
      { from: kevin, to: qing, content: '周末一起学习呀', minutes: 6 },
      { from: reader, content: '例子很好，建议再补一个 useCallback 的对比。', minutes: 5, likes: 2 },
      { from: admin, to: reader, content: '好主意，已经记到待办里了。', minutes: 4 },
      { from: user, to: admin, content: '期待更新！', minutes: 3 },
    ],
  },
  {
    from: coder,
    content:
      '第二段代码里 `setCount(count + 1)` 连续调用三次，结果只加了 1，这个解释得很到位。\n顺便问一下，函数式更新在并发模式下也是安全的吗？',
    minutes: 45,
    likes: 7,
    replies: [
      { from: admin, content: '是安全的，函数式更新总是基于最新的状态计算。', minutes: 40, likes: 4 },
    ],
  },
  { from: qing, content: '图文并茂，排版也很舒服，博主用的是什么主题呀？', minutes: 90, likes: 3 },
  {
    from: reader,
    content: '我们读书会最近在讨论《代码整洁之道》，这篇文章正好可以作为补充材料。',
    minutes: 180,
    likes: 12,
    liked: true,
  },
  { from: kevin, content: 'Great post! 中英文混排也很好看 👍', minutes: 300, likes: 1 },
  { from: user, content: '打卡，第一次来小站，以后常来看看。', minutes: 60 * 8, likes: 0 },
  {
    from: deer,
    content: '<script>alert("xss")</script> 看看这段会不会被执行，结果是原样显示，安全👌',
    minutes: 60 * 20,
    likes: 5,
  },
  { from: coder, content: '转发给团队新人了，入门必读。', minutes: 60 * 26, likes: 9 },
  { from: qing, content: '评论区也好热闹～', minutes: 60 * 50, likes: 0 },
  {
    from: reader,
    content: '有一个小错别字：“因该” 应该是 “应该”。',
    minutes: 60 * 72,
    likes: 2,
    replies: [{ from: admin, content: '已修改，感谢指正！', minutes: 60 * 70 }],
  },
  { from: kevin, content: '期待下一篇。', minutes: 60 * 24 * 5, likes: 0 },
  {
    from: admin,
    content: '欢迎大家在评论区交流，有问题也可以在留言板找我。',
    minutes: 60 * 24 * 9,
    likes: 21,
  },
]

/** A short section: two comments, one reply. */
export const FEW_COMMENTS: CommentSeed[] = [
  {
    from: qing,
    content: '今天的晚霞真的好美，拍得也好看！',
    minutes: 25,
    likes: 4,
    replies: [{ from: admin, content: '下班路上随手拍的～', minutes: 20, likes: 1 }],
  },
  { from: kevin, content: '这是在哪里拍的呀？', minutes: 70, likes: 0 },
]
