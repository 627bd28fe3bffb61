import { Link } from 'wouter'

export interface PaginationProps {
  current: number
  total: number
  size: number
  /** the address of a page, e.g. `/home?page=3` */
  hrefFor: (page: number) => string
}

/** 1 … 4 5 [6] 7 8 … 20: the ends, and two on each side of the current page. */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set<number>([1, pages])
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : 'gap')
    out.push(p)
  }
  return out
}

/** Numbered pages as links (so a page is an address: `?page=N`), with previous and next. */
export function Pagination({ current, total, size, hrefFor }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1) return null
  const prev = current > 1 ? current - 1 : null
  const next = current < pages ? current + 1 : null
  return (
    <nav className="xz-pagination" aria-label="分页">
      {prev ? (
        <Link href={hrefFor(prev)} className="xz-pagination__item xz-pagination__step" aria-label="上一页">
          ‹
        </Link>
      ) : (
        <span className="xz-pagination__item xz-pagination__step is-disabled" aria-hidden="true">
          ‹
        </span>
      )}
      {pageNumbers(current, pages).map((p, i) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap-${i}`} className="xz-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : p === current ? (
          <span key={p} className="xz-pagination__item is-current" aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} href={hrefFor(p)} className="xz-pagination__item" aria-label={`第 ${p} 页`}>
            {p}
          </Link>
        ),
      )}
      {next ? (
        <Link href={hrefFor(next)} className="xz-pagination__item xz-pagination__step" aria-label="下一页">
          ›
        </Link>
      ) : (
        <span className="xz-pagination__item xz-pagination__step is-disabled" aria-hidden="true">
          ›
        </span>
      )}
    </nav>
  )
}

/** The `page` query parameter as a page number ≥ 1 (anything else is page 1). */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page')
  const n = raw === null ? 1 : Number(raw)
  return Number.isInteger(n) && n >= 1 ? n : 1
}
