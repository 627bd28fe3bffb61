import { useEffect, useMemo, useRef, useState } from 'react'
import { cancelLikeArticle, likeArticle } from '../../core/api/article.ts'
import type { ArticleSummary } from '../../core/contract/index.ts'
import { createLikeToggle, type Liking } from '../../core/like/index.ts'

export interface LikeState {
  liked: boolean
  count: number
  pending: boolean
  toggle(): void
}

const liking = (article: ArticleSummary | null): Liking => ({
  liked: Boolean(article?.is_like),
  count: article?.thumbs_up_times ?? 0,
})

/** The article's like button over the shared optimistic toggle (core/like). */
export function useLike(article: ArticleSummary | null): LikeState {
  const [state, setState] = useState(() => liking(article))
  const [pending, setPending] = useState(false)
  const live = useRef(true)
  const likes = useMemo(() => createLikeToggle<number>(), [])

  useEffect(() => setState(liking(article)), [article])

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  const toggle = () => {
    if (!article || likes.pending(article.id)) return
    setPending(true)
    void likes
      .toggle(article.id, {
        before: state,
        send: async (like) => {
          const result = await (like ? likeArticle(article.id) : cancelLikeArticle(article.id))
          return { liked: result.is_like, count: result.thumbs_up_times }
        },
        show: (next) => {
          if (live.current) setState(next)
        },
        failure: (like) => (like ? '点赞失败，请稍后再试' : '取消点赞失败，请稍后再试'),
      })
      .finally(() => {
        if (live.current) setPending(false)
      })
  }

  return { ...state, pending, toggle }
}
