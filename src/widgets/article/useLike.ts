import { useEffect, useRef, useState } from 'react'
import { cancelLikeArticle, likeArticle } from '../../core/api/article.ts'
import { toastMessageFor } from '../../core/api/failure.ts'
import type { Article } from '../../core/contract/index.ts'
import { toast } from '../../core/toast/index.ts'

export interface LikeState {
  liked: boolean
  count: number
  pending: boolean
  toggle(): void
}

/**
 * The like toggle: the heart and the count change at once, the call follows; the server's answer
 * then wins, and a failure puts both back as they were.
 */
export function useLike(article: Article | null): LikeState {
  const [liked, setLiked] = useState(Boolean(article?.is_like))
  const [count, setCount] = useState(article?.thumbs_up_times ?? 0)
  const [pending, setPending] = useState(false)
  const live = useRef(true)

  useEffect(() => {
    setLiked(Boolean(article?.is_like))
    setCount(article?.thumbs_up_times ?? 0)
  }, [article])

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  const toggle = () => {
    if (!article || pending) return
    const before = { liked, count }
    const next = !liked
    setLiked(next)
    setCount(Math.max(0, count + (next ? 1 : -1)))
    setPending(true)
    const call = next ? likeArticle : cancelLikeArticle
    call(article.id).then(
      (result) => {
        if (!live.current) return
        setLiked(result.is_like)
        setCount(result.thumbs_up_times)
        setPending(false)
      },
      (error: unknown) => {
        if (!live.current) return
        setLiked(before.liked)
        setCount(before.count)
        setPending(false)
        const message = toastMessageFor(error, next ? '点赞失败，请稍后再试' : '取消点赞失败，请稍后再试')
        if (message) toast.error(message)
      },
    )
  }

  return { liked, count, pending, toggle }
}
