import { useEffect, useMemo, useRef, useState } from 'react'
import { loadTags } from '../../core/api/category.ts'
import type { ArticleSummary, Paged, Tag } from '../../core/contract/index.ts'
import { Empty, ErrorState, type Loaded, Loading, Pager, pageCount, useStyles } from '../ui/index.ts'
import { ArticleCard } from './ArticleCard.tsx'
import feedCss from './feed.css?inline'
import { type NavigateHandler, navigate } from './navigation.ts'

/** Tag name → id, once the tag dictionary is in (empty until then). */
function useTagIds(): ReadonlyMap<string, number> {
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
  /** the host's router for the cards' links and the pager (see NavigateHandler) */
  onNavigate?: NavigateHandler
}

/** A page of article cards with its states and the numbered pagination. */
export function ArticleFeed({ articles, emptyText, ...list }: ArticleFeedProps) {
  // asked for at once, so the tag links are ready with the first page
  const tagIds = useTagIds()
  const { data, status, reload } = articles
  if (status === 'error') return <ErrorState message="文章加载失败" onRetry={reload} />
  if (!data) return <Loading />
  if (data.list.length === 0) return <Empty text={emptyText ?? '这里还没有文章'} />
  return <FeedList articles={data} loading={status === 'loading'} tagIds={tagIds} {...list} />
}

/** Cards a feed's first render draws: the first screen's worth, whatever the window. */
const FIRST_CARDS = 2
/** Then this many more per task: ten cards in one render were a long task on a phone. */
const CARDS_PER_TASK = 3

/** How many of `total` cards to draw: a few at first, then more each task until all are (for good). */
function useGrowingLimit(total: number): number {
  const [limit, setLimit] = useState(FIRST_CARDS)
  useEffect(() => {
    if (limit === Number.POSITIVE_INFINITY) return
    const timer = setTimeout(
      () => setLimit((n) => (n + CARDS_PER_TASK >= total ? Number.POSITIVE_INFINITY : n + CARDS_PER_TASK)),
      0,
    )
    return () => clearTimeout(timer)
  }, [limit, total])
  return limit
}

function FeedList({
  articles,
  loading,
  page,
  size,
  hrefFor,
  onNavigate,
  tagIds,
}: Omit<ArticleFeedProps, 'articles' | 'emptyText'> & {
  articles: Paged<ArticleSummary>
  loading: boolean
  tagIds: ReadonlyMap<string, number>
}) {
  const ref = useRef<HTMLDivElement>(null)
  useStyles(ref, feedCss)
  const now = Date.now()
  const limit = useGrowingLimit(articles.list.length)
  const complete = limit >= articles.list.length
  return (
    <div ref={ref} className={loading ? 'xz-feed is-loading' : 'xz-feed'} aria-busy={loading}>
      {articles.list.slice(0, limit).map((article, i) => (
        <ArticleCard
          key={article.id}
          article={article}
          tagIds={tagIds}
          flip={i % 2 === 1}
          now={now}
          priority={i === 0}
          onNavigate={onNavigate}
        />
      ))}
      {/* after the last card, never above one still to come (it would be pushed down) */}
      {complete ? (
        <Pager
          page={page}
          pages={pageCount(articles.total, size)}
          hrefFor={hrefFor}
          onPage={(p) => navigate(hrefFor(p), onNavigate)}
        />
      ) : null}
    </div>
  )
}
