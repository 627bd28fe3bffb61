import { useId } from 'react'
import { getSiteList } from '../../core/api/site.ts'
import { Empty, ErrorState, Loading } from '../ui/index.ts'
import { useLoad } from '../ui/use-load.ts'
import { cached } from '../../core/api/cached.ts'
import { SiteCard } from './SiteCard.tsx'
import { usePartStyles } from '../ui/styles.ts'
import sitesCss from './links-sites.css?inline'

/** 网站导航: handy sites by category, with a bar that jumps to a category (fetched once a page). */
export function SiteNav() {
  usePartStyles(sitesCss)
  const baseId = useId()
  const list = useLoad('site-list', () => cached('site-list', () => getSiteList()))
  // docs/api.md §17: the shape of /resources; the navigation lives under `front` (`back` is empty)
  const groups = list.data ? [...list.data.front, ...list.data.back] : []
  const anchor = (index: number): string => `${baseId}-group-${index}`

  const jump = (index: number, event: { currentTarget: Element }) => {
    // by id within the widget's own root: a shadow root is not the document
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot
    root.getElementById(anchor(index))?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  if (list.status === 'error') return <ErrorState message={list.error} onRetry={list.reload} />
  if (!list.data) return <Loading />
  if (groups.length === 0) return <Empty text="还没有收录网站" />
  return (
    <div className="xz-lk-nav">
      <nav className="xz-lk-nav__side" aria-label="导航分类">
        {groups.map((group, index) => (
          <button
            type="button"
            key={group.category}
            className="xz-lk-nav__jump"
            onClick={(event) => jump(index, event)}
          >
            {group.category}
          </button>
        ))}
      </nav>
      <div className="xz-lk-nav__main">
        {groups.map((group, index) => (
          <section
            className="xz-lk-panel xz-lk-nav__group"
            id={anchor(index)}
            key={group.category}
            aria-label={group.category}
          >
            <h2 className="xz-lk-nav__title">{group.category}</h2>
            <ul className="xz-lk-sites xz-lk-sites--compact">
              {group.sites.map((site) => (
                <li key={site.url}>
                  <SiteCard site={site} compact />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
