import { useCallback, useEffect, useState } from 'react'
import { getArticleWithHtmlById, getRecommendArticleById } from '../../core/api/article.ts'
import { isApiError } from '../../core/api/failure.ts'
import type { ReaderArticle, RecommendResult } from '../../core/contract/index.ts'

export type ArticleState =
  | { status: 'loading' }
  | { status: 'ready'; article: ReaderArticle }
  | { status: 'not-found' }
  | { status: 'error'; message: string }

/** `?id=N` of the page: a plain `<xz-article>` on `/article?id=3` needs no attribute. */
export function idFromLocation(): number | null {
  try {
    const raw = new URLSearchParams(globalThis.location?.search ?? '').get('id')
    return idOrNull(raw === null ? undefined : Number(raw))
  } catch {
    return null
  }
}

export const idOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null

/**
 * The article to show: the preloaded one when it matches, else fetched by id. A 404 (or no id
 * at all) is "not found"; any other failure is an error the reader can retry.
 */
export function useArticle(
  id: number | null,
  preloaded: ReaderArticle | undefined,
): ArticleState & { retry(): void } {
  const usable = preloaded && (id === null || preloaded.id === id) ? preloaded : undefined
  const [state, setState] = useState<ArticleState>(() =>
    usable
      ? { status: 'ready', article: usable }
      : id === null
        ? { status: 'not-found' }
        : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (usable) {
      setState({ status: 'ready', article: usable })
      return
    }
    if (id === null) {
      setState({ status: 'not-found' })
      return
    }
    let live = true
    setState({ status: 'loading' })
    getArticleWithHtmlById(id).then(
      (article) => {
        if (!live) return
        setState(article ? { status: 'ready', article } : { status: 'not-found' })
      },
      (error: unknown) => {
        if (!live) return
        if (isApiError(error) && error.status === 404) setState({ status: 'not-found' })
        else setState({ status: 'error', message: isApiError(error) ? error.message : '加载失败' })
      },
    )
    return () => {
      live = false
    }
  }, [id, usable, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}

/** Previous/next and related articles; quietly empty when the call fails. */
export function useRecommend(id: number | null): RecommendResult | null {
  const [result, setResult] = useState<RecommendResult | null>(null)
  useEffect(() => {
    setResult(null)
    if (id === null) return
    let live = true
    getRecommendArticleById(id).then(
      (value) => {
        if (live) setResult(value)
      },
      () => {
        // the footer simply stays without links
      },
    )
    return () => {
      live = false
    }
  }, [id])
  return result
}
