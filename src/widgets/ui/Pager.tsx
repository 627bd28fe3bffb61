import type { MouseEvent, ReactNode } from 'react'
import { isPlainClick } from './click.ts'
import { Icon } from './Icon.tsx'
import pager from './pager.css?inline'
import * as icons from './icons.ts'

/** The Pager's styles: a widget that pages passes them to its root beside uiCss. */
export const pagerCss: string = pager

export type PageItem = number | 'gap'

/** How many pages `total` entries fill at `size` a page (at least one). */
export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, size)))

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

/** The `page` query parameter as a page number ≥ 1 (anything else is page 1). */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page')
  const n = raw === null ? 1 : Number(raw)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

export interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
  /**
   * When given, pages are links to these addresses (a page can be opened in a new tab or
   * bookmarked); a plain click still goes through `onPage`.
   */
  hrefFor?: (page: number) => string
  className?: string
}

interface StepProps {
  to: number
  label: string
  disabled: boolean
  children: ReactNode
}

/** Numbered pages with previous / next in a labelled nav; nothing when there is one page. Styles: pagerCss. */
export function Pager({ page, pages, onPage, hrefFor, className }: PagerProps) {
  if (pages <= 1) return null

  const target = (to: number, label: string, current: boolean, disabled: boolean, children: ReactNode) => {
    if (hrefFor && !disabled && !current) {
      const follow = (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        onPage(to)
      }
      return (
        <a
          key={label}
          className="xz-pager__page"
          part="pager-page"
          href={hrefFor(to)}
          aria-label={label}
          onClick={follow}
        >
          {children}
        </a>
      )
    }
    return (
      <button
        key={label}
        type="button"
        className="xz-pager__page"
        part="pager-page"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={current ? undefined : () => onPage(to)}
      >
        {children}
      </button>
    )
  }
  const step = ({ to, label, disabled, children }: StepProps) => target(to, label, false, disabled, children)

  return (
    <nav className={className ? `xz-pager ${className}` : 'xz-pager'} part="pager" aria-label="分页">
      {step({
        to: page - 1,
        label: '上一页',
        disabled: page <= 1,
        children: <Icon icon={icons.arrowLeft} size={16} />,
      })}
      {pageItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its slot
          <span key={`gap-${i}`} className="xz-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          target(item, `第 ${item} 页`, item === page, false, item)
        ),
      )}
      {step({
        to: page + 1,
        label: '下一页',
        disabled: page >= pages,
        children: <Icon icon={icons.arrowLeft} size={16} className="xz-pager__flip" />,
      })}
    </nav>
  )
}
