import { Icon } from '../ui/index.ts'

export type PageItem = number | 'gap'

/**
 * The page numbers to show: all of them up to 7, else the first, the last and the current one
 * with its neighbours, gaps between — always 7 slots, so the bar does not jump while paging.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const page = Math.min(Math.max(1, current), pages)
  let start = page - 1
  let end = page + 1
  if (page <= 4) {
    start = 2
    end = 5
  } else if (page >= pages - 3) {
    start = pages - 4
    end = pages - 1
  }
  const items: PageItem[] = [1]
  if (start > 2) items.push('gap')
  for (let p = start; p <= end; p += 1) items.push(p)
  if (end < pages - 1) items.push('gap')
  items.push(pages)
  return items
}

export interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** Numbered pages with previous / next, as buttons in a labelled nav. */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null
  return (
    <nav className="xz-timeline-pager" aria-label="分页">
      <button
        type="button"
        className="xz-timeline-page"
        aria-label="上一页"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="arrow-left" size={16} />
      </button>
      {pageItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its slot
          <span key={`gap-${i}`} className="xz-timeline-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="xz-timeline-page"
            aria-label={`第 ${item} 页`}
            aria-current={item === page ? 'page' : undefined}
            onClick={item === page ? undefined : () => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="xz-timeline-page"
        aria-label="下一页"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="arrow-left" size={16} className="xz-timeline-flip" />
      </button>
    </nav>
  )
}
