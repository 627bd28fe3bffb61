import { getSiteList } from '../../core/api/site.ts'
import { Empty, ErrorState, Loading } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { cached } from './parts/cache.ts'
import { SiteCard } from './parts/SiteCard.tsx'
import { useLoad } from '../../widgets/ui/use-load.ts'
import '../styles/pages-common.css'
import '../styles/pages-sites.css'

const anchor = (index: number): string => `pg-nav-group-${index}`

/** /siteList — a navigation grid of handy sites, by category, with a jump bar. */
export default function SiteList() {
  const list = useLoad('site-list', () => cached('site-list', () => getSiteList()))
  // API.md: same shape as /resources; the navigation lives under `front` (`back` is empty)
  const groups = list.data ? [...list.data.front, ...list.data.back] : []

  const jump = (index: number) => {
    document.getElementById(anchor(index))?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <div className="pg-page pg-site-list">
      <PageBanner route="SiteList" title="网站导航" subtitle="常用网站一站直达" />
      <div className="pg-container">
        {list.status === 'error' ? (
          <ErrorState message={list.error} onRetry={list.reload} />
        ) : !list.data ? (
          <Loading />
        ) : groups.length === 0 ? (
          <Empty text="还没有收录网站" />
        ) : (
          <div className="pg-nav">
            <nav className="pg-nav__side" aria-label="导航分类">
              {groups.map((group, index) => (
                <button
                  type="button"
                  key={group.category}
                  className="pg-nav__jump"
                  onClick={() => jump(index)}
                >
                  {group.category}
                </button>
              ))}
            </nav>
            <div className="pg-nav__main">
              {groups.map((group, index) => (
                <section
                  className="pg-panel pg-nav__group"
                  id={anchor(index)}
                  key={group.category}
                  aria-labelledby={`${anchor(index)}-title`}
                >
                  <h2 className="pg-nav__title" id={`${anchor(index)}-title`}>
                    {group.category}
                  </h2>
                  <ul className="pg-site-grid pg-site-grid--compact">
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
        )}
      </div>
    </div>
  )
}
