import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import type { ArticleSummary, Paged, Tag } from '../../core/contract/index.ts'
import { Empty, ErrorState, type Loaded, Loading, Pager, pageCount } from '../../widgets/ui/index.ts'
import { ArticleCard } from './ArticleCard.tsx'
import { loadTags } from './taxonomy.ts'

/** Tag name → id, once the tag dictionary is in (empty until then). */
export function useTagIds(): ReadonlyMap<string, number> {
  const [tags, setTags] = useState<Tag[]>([])
  useEffect(() => {
    let live = true
    loadTags().then(
      (list) => {
        if (live) setTags(list)
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return useMemo(() => new Map(tags.map((t) => [t.tag_name, t.id])), [tags])
}

export interface ArticleFeedProps {
  articles: Loaded<Paged<ArticleSummary>>
  page: number
  size: number
  hrefFor: (page: number) => string
  emptyText?: string
}

/** A page of article cards with its states and the numbered pagination. */
export function ArticleFeed({ articles, page, size, hrefFor, emptyText }: ArticleFeedProps) {
  const tagIds = useTagIds()
  const [, navigate] = useLocation()
  const { data, status, reload } = articles
  const loading = status === 'loading'
  if (status === 'error') return <ErrorState message="文章加载失败" onRetry={reload} />
  if (!data) return <Loading />
  if (data.list.length === 0) return <Empty text={emptyText ?? '这里还没有文章'} />
  const now = Date.now()
  return (
    <div className={loading ? 'xz-feed is-loading' : 'xz-feed'} aria-busy={loading}>
      {data.list.map((article, i) => (
        <ArticleCard
          key={article.id}
          article={article}
          tagIds={tagIds}
          flip={i % 2 === 1}
          now={now}
          priority={i === 0}
        />
      ))}
      <Pager
        page={page}
        pages={pageCount(data.total, size)}
        hrefFor={hrefFor}
        onPage={(p) => navigate(hrefFor(p))}
      />
    </div>
  )
}
