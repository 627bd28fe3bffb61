import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

export interface MasonryProps<T> {
  items: readonly T[]
  getKey: (item: T) => string | number
  /** a rough height in px of one item at the given column width, to balance the columns */
  estimate: (item: T, columnWidth: number) => number
  render: (item: T) => ReactNode
  /** the narrowest a column may get; default 240 */
  minColumn?: number
  /** at most this many columns; default 4 */
  maxColumns?: number
  /** px between columns and items; default 16 */
  gap?: number
  className?: string
}

/**
 * Columns filled greedily, each item going to the shortest column so far. The placement of an
 * item depends only on the items before it, so "load more" appends without moving what the
 * reader already saw (CSS multi-column would reflow everything top to bottom).
 */
export function Masonry<T>({
  items,
  getKey,
  estimate,
  render,
  minColumn = 240,
  maxColumns = 4,
  gap = 16,
  className,
}: MasonryProps<T>) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)

  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    const measure = () => {
      const next = node.clientWidth
      // a kept-alive page is hidden (width 0): keep the last layout for when it shows again
      if (next > 0) setWidth(next)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  const count =
    width > 0 ? Math.max(1, Math.min(maxColumns, Math.floor((width + gap) / (minColumn + gap)))) : 1
  const columnWidth = width > 0 ? (width - gap * (count - 1)) / count : minColumn
  const columns: T[][] = Array.from({ length: count }, () => [])
  const heights = new Array<number>(count).fill(0)
  for (const item of items) {
    let shortest = 0
    for (let i = 1; i < count; i += 1) if ((heights[i] ?? 0) < (heights[shortest] ?? 0)) shortest = i
    columns[shortest]?.push(item)
    heights[shortest] = (heights[shortest] ?? 0) + estimate(item, columnWidth) + gap
  }

  return (
    <div ref={ref} className={className ? `xz-mb-masonry ${className}` : 'xz-mb-masonry'} style={{ gap }}>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
        <div className="xz-mb-masonry__col" key={index} style={{ gap }}>
          {column.map((item) => (
            <div className="xz-mb-masonry__item" key={getKey(item)}>
              {render(item)}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
