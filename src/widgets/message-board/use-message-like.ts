import { useCallback, useRef, useState } from 'react'
import { cancelLikeMessage, likeMessage } from '../../core/api/message.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import { toastFailure } from './failure.ts'
import { emitMessageChange } from './message-events.ts'

/**
 * The like toggle of a message-board entry (API.md: anonymous likes count by IP). The heart
 * changes at once; the server's count replaces the guess when it answers, and a failure puts
 * the entry back. Every change is announced so the kept-alive board stays in step.
 */
export function useMessageLike(apply: (entry: MessageEntry) => void): {
  toggle: (entry: MessageEntry) => Promise<void>
  busy: (id: number) => boolean
} {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set())
  const inFlight = useRef(new Set<number>())

  const toggle = useCallback(
    async (entry: MessageEntry) => {
      if (inFlight.current.has(entry.id)) return
      inFlight.current.add(entry.id)
      setPending(new Set(inFlight.current))
      const liking = !entry.is_like
      const guess: MessageEntry = {
        ...entry,
        is_like: liking,
        like_times: Math.max(0, entry.like_times + (liking ? 1 : -1)),
      }
      apply(guess)
      try {
        const result = await (liking ? likeMessage(entry.id) : cancelLikeMessage(entry.id))
        const next = { ...entry, is_like: result.is_like, like_times: result.like_times }
        apply(next)
        emitMessageChange({ type: 'update', entry: next })
      } catch (error) {
        apply(entry)
        toastFailure(error, liking ? '点赞失败' : '取消点赞失败')
      } finally {
        inFlight.current.delete(entry.id)
        setPending(new Set(inFlight.current))
      }
    },
    [apply],
  )

  const busy = useCallback((id: number) => pending.has(id), [pending])
  return { toggle, busy }
}
