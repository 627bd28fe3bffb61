import { mediaUrl } from '../../core/config/index.ts'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { blogTimelineGetArticleList } from '../../core/api/article.ts'
import { isApiError } from '../../core/api/failure.ts'
import type { TimelineEntry, TimelineYear } from '../../core/contract/index.ts'
import { formatDate } from '../../core/format/format.ts'
import {
  Button,
  Empty,
  ErrorState,
  Icon,
  Loading,
  Pager,
  pageCount,
  pagerCss,
  type ThemeSetting,
  Toaster,
  uiCss,
  WidgetRoot,
} from '../ui/index.ts'
import css from './timeline.css?inline'
import * as icons from '../ui/icons.ts'

export const TIMELINE_PAGE_SIZE = 10
/** The API caps `size` at 50 (docs/api.md §1). */
export const TIMELINE_PAGE_SIZE_MAX = 50

export const articlePath = (id: number): string => `/article?id=${id}`

export type TimelinePaging = 'pages' | 'more'

export interface TimelineProps {
  /** 'light' | 'dark' | 'auto'; unset follows the site preference */
  theme?: ThemeSetting | string
  /** articles per page (attribute `page-size`), 1–50; default 10 */
  pageSize?: number
  /** 'pages' (default): numbered pagination; 'more': a "加载更多" button that appends */
  paging?: TimelinePaging | string
  /**
   * Asked before opening an article (`/article?id=N`). Return `false` (the element: a cancelled
   * `xz-navigate`) when the host routes itself; otherwise the page goes there (`location.assign`).
   */
  onNavigate?: (path: string) => unknown
}

export function normalizePageSize(size: unknown): number {
  if (typeof size !== 'number' || !Number.isFinite(size)) return TIMELINE_PAGE_SIZE
  return Math.min(TIMELINE_PAGE_SIZE_MAX, Math.max(1, Math.floor(size)))
}

/**
 * Year groups with one group per year, in first-seen order: a year split across pages (or sent
 * twice) becomes one group. An article seen twice (rows shifted by a new post between two page
 * loads) is kept once.
 */
export function mergeYears(groups: readonly TimelineYear[]): TimelineYear[] {
  const merged: TimelineYear[] = []
  const seen = new Set<number>()
  for (const group of groups) {
    let target = merged.find((y) => y.year === group.year)
    if (!target) {
      target = { year: group.year, articleList: [] }
      merged.push(target)
    }
    for (const entry of group.articleList) {
      if (seen.has(entry.id)) continue
      seen.add(entry.id)
      target.articleList.push(entry)
    }
  }
  return merged.filter((y) => y.articleList.length > 0)
}

/** 'MM-DD' in the reader's time zone; '' for an unreadable date. */
export const monthDay = (date: string): string => formatDate(date).slice(5)

const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

const failureText = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : '网络异常'

/** `<xz-timeline>`: the archive, grouped by year on a vertical line, paged. */
export function Timeline({ theme, pageSize, paging, onNavigate }: TimelineProps) {
  const size = normalizePageSize(pageSize)
  const mode: TimelinePaging = paging === 'more' ? 'more' : 'pages'
  return (
    <WidgetRoot theme={theme} css={[uiCss, pagerCss, css]}>
      {/* a new page size or paging mode starts over from page 1 */}
      <Archive key={`${mode}:${size}`} size={size} mode={mode} onNavigate={onNavigate} />
      <Toaster />
    </WidgetRoot>
  )
}

interface Shown {
  total: number
  years: TimelineYear[]
}

type Phase = 'loading' | 'ready' | 'error'

function Archive({
  size,
  mode,
  onNavigate,
}: {
  size: number
  mode: TimelinePaging
  onNavigate: TimelineProps['onNavigate']
}) {
  // `request` is a new object for every load (a retry of the same page too)
  const [request, setRequest] = useState({ page: 1 })
  const [shown, setShown] = useState<Shown | null>(null)
  const [phase, setPhase] = useState<Phase>('loading')
  const [error, setError] = useState('')
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    const { page } = request
    setPhase('loading')
    blogTimelineGetArticleList(page, size).then(
      (result) => {
        if (!live) return
        setShown((prev) => ({
          total: result.total,
          years: mergeYears(
            mode === 'more' && page > 1 && prev ? [...prev.years, ...result.list] : result.list,
          ),
        }))
        setPhase('ready')
      },
      (failure: unknown) => {
        if (!live) return
        setError(failureText(failure))
        setPhase('error')
      },
    )
    return () => {
      live = false
    }
  }, [request, size, mode])

  const goTo = (page: number) => {
    setRequest({ page })
    const root = rootRef.current
    // paging from the bar at the bottom: bring the top of the list back into view
    if (
      mode === 'pages' &&
      root &&
      root.getBoundingClientRect().top < 0 &&
      typeof root.scrollIntoView === 'function'
    ) {
      root.scrollIntoView({ block: 'start', behavior: 'smooth' })
    }
  }
  const retry = () => setRequest((r) => ({ ...r }))

  const follow = (event: MouseEvent<HTMLAnchorElement>, entry: TimelineEntry) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    const path = articlePath(entry.id)
    if (onNavigate?.(path) !== false) window.location.assign(path)
  }

  return (
    <div className="xz-timeline" ref={rootRef}>
      {shown === null ? (
        phase === 'error' ? (
          <ErrorState message={`归档加载失败：${error}`} onRetry={retry} />
        ) : (
          <Loading text="归档加载中…" />
        )
      ) : shown.total === 0 && phase === 'ready' ? (
        <Empty text="还没有文章，敬请期待" />
      ) : (
        <ArchiveList
          shown={shown}
          page={request.page}
          pages={pageCount(shown.total, size)}
          phase={phase}
          error={error}
          mode={mode}
          onPage={goTo}
          onRetry={retry}
          onFollow={follow}
        />
      )}
    </div>
  )
}

function ArchiveList({
  shown,
  page,
  pages,
  phase,
  error,
  mode,
  onPage,
  onRetry,
  onFollow,
}: {
  shown: Shown
  page: number
  pages: number
  phase: Phase
  error: string
  mode: TimelinePaging
  onPage: (page: number) => void
  onRetry: () => void
  onFollow: (event: MouseEvent<HTMLAnchorElement>, entry: TimelineEntry) => void
}) {
  const busy = phase === 'loading'
  return (
    <>
      <div className="xz-timeline-track">
        <p className="xz-timeline-summary">
          目前共计 <strong className="xz-timeline-total">{shown.total}</strong> 篇文章，继续加油！
        </p>
        {mode === 'pages' && phase === 'error' ? (
          <ErrorState message={`第 ${page} 页加载失败：${error}`} onRetry={onRetry} />
        ) : (
          <ol className="xz-timeline-years" aria-busy={mode === 'pages' && busy ? true : undefined}>
            {shown.years.map((group) => (
              <li className="xz-timeline-year" key={group.year}>
                <h2 className="xz-timeline-year-title">
                  {group.year} <span className="xz-timeline-count">{`${group.articleList.length} 篇`}</span>
                </h2>
                <ol className="xz-timeline-entries">
                  {group.articleList.map((entry) => (
                    <li className="xz-timeline-entry" key={entry.id}>
                      <a
                        className="xz-timeline-link"
                        href={articlePath(entry.id)}
                        onClick={(event) => onFollow(event, entry)}
                      >
                        <span className="xz-timeline-cover">
                          {entry.article_cover ? (
                            <img
                              className="xz-timeline-cover-img"
                              src={mediaUrl(entry.article_cover)}
                              alt=""
                              loading="lazy"
                              decoding="async"
                              width={72}
                              height={48}
                            />
                          ) : (
                            <Icon icon={icons.image} size={18} />
                          )}
                        </span>
                        <span className="xz-timeline-text">
                          <time className="xz-timeline-date" dateTime={entry.createdAt}>
                            {monthDay(entry.createdAt)}
                          </time>
                          <span className="xz-timeline-title">{entry.article_title}</span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        )}
      </div>
      {mode === 'pages' ? (
        <>
          <Pager page={page} pages={pages} onPage={onPage} />
          <p className="xz-sr-only" aria-live="polite">
            {busy ? '' : `第 ${page} 页，共 ${pages} 页`}
          </p>
        </>
      ) : (
        <div className="xz-timeline-more">
          {phase === 'error' ? (
            <ErrorState message={`加载失败：${error}`} onRetry={onRetry} />
          ) : page >= pages ? (
            <p className="xz-timeline-end">已经到底啦</p>
          ) : (
            <Button loading={busy} onClick={() => onPage(page + 1)}>
              加载更多
            </Button>
          )}
        </div>
      )}
    </>
  )
}
