import { type MouseEvent, useEffect, useRef } from 'react'
import type { TocEntry } from '../../core/contract/index.ts'
import { isModifiedClick } from './navigation.ts'

export interface TocProps {
  entries: readonly TocEntry[]
  active: string | null
  onSelect(id: string): void
}

/** The h2/h3 outline; the heading being read is marked, and kept in view when the list scrolls. */
export function Toc({ entries, active, onSelect }: TocProps) {
  const list = useRef<HTMLOListElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the marked entry (`active`) moves
  useEffect(() => {
    const box = list.current
    const link = box?.querySelector<HTMLElement>('[aria-current]')
    if (!box || !link || box.scrollHeight <= box.clientHeight) return
    // scroll the list only, never the page (scrollIntoView could move both)
    const top = link.offsetTop - box.offsetTop
    if (top < box.scrollTop) box.scrollTop = top - 8
    else if (top + link.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = top + link.offsetHeight - box.clientHeight + 8
  }, [active])

  const click = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (isModifiedClick(event)) return
    event.preventDefault()
    onSelect(id)
  }

  return (
    <nav className="xz-article-toc" aria-label="目录">
      <ol ref={list} className="xz-article-toc-list">
        {entries.map((entry) => (
          <li key={entry.id} className={`xz-article-toc-item xz-article-toc-item--h${entry.level}`}>
            <a
              href={`#${encodeURIComponent(entry.id)}`}
              className={entry.id === active ? 'xz-article-toc-link is-active' : 'xz-article-toc-link'}
              aria-current={entry.id === active ? 'location' : undefined}
              onClick={(event) => click(event, entry.id)}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
