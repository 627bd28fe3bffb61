export interface PagerProps {
  current: number
  total: number
  size: number
  onChange: (page: number) => void
}

/** Page numbers with the first, the last and two around the current; gaps as "…". */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages))
  const sorted = [...shown].sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  for (const page of sorted) {
    const last = items[items.length - 1]
    if (typeof last === 'number' && page - last > 1) items.push('gap')
    items.push(page)
  }
  return items
}

export function Pager({ current, total, size, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1) return null
  return (
    <nav className="pg-pager" aria-label="分页">
      <button
        type="button"
        className="pg-pager__page"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        上一页
      </button>
      {pageItems(current, pages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span className="pg-pager__gap" key={`gap-${index}`}>
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            className="pg-pager__page"
            aria-current={item === current ? 'page' : undefined}
            aria-label={`第 ${item} 页`}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pg-pager__page"
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      >
        下一页
      </button>
    </nav>
  )
}
