import { useCallback, useReducer, useState } from 'react'
import { cancelLikeMessage, likeMessage } from '../../core/api/message.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import { createLikeToggle } from '../../core/like/index.ts'
import { emitMessageChange } from './message-events.ts'

/**
 * The like toggle of a message-board entry (docs/api.md §15: anonymous likes count by IP), on the shared
 * optimistic toggle. Every settled change is announced so a board kept alive elsewhere stays in step.
 */
export function useMessageLike(apply: (entry: MessageEntry) => void): {
  toggle: (entry: MessageEntry) => Promise<void>
  busy: (id: number) => boolean
} {
  const [likes] = useState(() => createLikeToggle<number>())
  // the toggle's pending set is not React state: redraw when it changes
  const [, redraw] = useReducer((n: number) => n + 1, 0)

  const toggle = useCallback(
    async (entry: MessageEntry) => {
      let shown = entry
      const ok = await likes.toggle(entry.id, {
        before: { liked: entry.is_like, count: entry.like_times },
        send: async (liking) => {
          const result = await (liking ? likeMessage(entry.id) : cancelLikeMessage(entry.id))
          return { liked: result.is_like, count: result.like_times }
        },
        show: ({ liked, count }) => {
          shown = { ...entry, is_like: liked, like_times: count }
          apply(shown)
          redraw()
        },
        failure: (liking) => (liking ? '点赞失败' : '取消点赞失败'),
      })
      redraw()
      if (ok) emitMessageChange({ type: 'update', entry: shown })
    },
    [apply, likes],
  )

  const busy = useCallback((id: number) => likes.pending(id), [likes])
  return { toggle, busy }
}
