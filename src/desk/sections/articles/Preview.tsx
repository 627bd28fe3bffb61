import { useEffect, useMemo, useState } from 'react'
import type { Article as ArticleData } from '../../../core/contract/index.ts'
import type { ArticleForm } from '../../../core/desk/index.ts'
import { Article } from '../../../widgets/article/Article.tsx'

/** The preview follows the text once typing pauses this long: rendering is not free. */
const PREVIEW_DELAY_MS = 300

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

export interface PreviewProps {
  form: ArticleForm
  /** the saved article being edited (its id, dates, counts), or null for a new one */
  saved: ArticleData | null
}

/**
 * The text as readers will see it, rendered by the article reader itself (same themes, code
 * highlighting and outline) in its preview mode.
 */
export function Preview({ form, saved }: PreviewProps) {
  const settled = useSettled(form, PREVIEW_DELAY_MS)
  const article = useMemo<ArticleData>(() => {
    const now = new Date().toISOString()
    return {
      id: saved?.id ?? 0,
      article_title: settled.article_title || '（未命名文章）',
      article_description: settled.article_description,
      article_content: settled.article_content || '*正文还是空的*',
      article_cover: settled.article_cover,
      category_id: saved?.category_id ?? null,
      categoryName: settled.category_name || null,
      tagNameList: settled.tags,
      author_id: saved?.author_id ?? 0,
      authorName: saved?.authorName ?? '',
      is_top: settled.is_top,
      order: saved?.order ?? 0,
      status: settled.status,
      type: settled.type,
      origin_url: settled.origin_url,
      view_times: saved?.view_times ?? 0,
      thumbs_up_times: saved?.thumbs_up_times ?? 0,
      reading_duration: saved?.reading_duration ?? 0,
      createdAt: saved?.createdAt ?? now,
      updatedAt: now,
    }
  }, [settled, saved])
  return (
    <section className="xz-desk-preview" aria-label="预览">
      <Article article={article} preview showRecommend={false} />
    </section>
  )
}
