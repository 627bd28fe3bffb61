import { Link, useLocation } from 'wouter'
import { getResources } from '../../core/api/site.ts'
import type { ResourceGroup } from '../../core/contract/index.ts'
import { Empty, ErrorState, Loading } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { cached } from './parts/cache.ts'
import { SiteCard } from './parts/SiteCard.tsx'
import { useLoad } from '../../widgets/ui/use-load.ts'
import '../styles/pages-common.css'
import '../styles/pages-sites.css'

const TABS = [
  { side: 'front', path: '/resources/front', label: '前端推荐' },
  { side: 'back', path: '/resources/back', label: '后端推荐' },
] as const

type Side = (typeof TABS)[number]['side']

function GroupList({ groups }: { groups: readonly ResourceGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section className="pg-section pg-resource-group" key={group.category} aria-label={group.category}>
          <h2 className="pg-section__title">
            {group.category}
            <span className="pg-muted pg-resource-group__count">{group.sites.length}</span>
          </h2>
          <ul className="pg-site-grid">
            {group.sites.map((site) => (
              <li key={site.url}>
                <SiteCard site={site} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

/** /resources/front and /resources/back — one screen, the tab is the route. */
export default function Resources() {
  const [location] = useLocation()
  const side: Side = location.replace(/\/+$/, '').endsWith('/back') ? 'back' : 'front'
  const resources = useLoad('resources', () => cached('resources', () => getResources()))
  const tab = TABS.find((t) => t.side === side) ?? TABS[0]
  const groups = resources.data?.[side] ?? []

  return (
    <div className="pg-page pg-resources">
      <PageBanner
        route={side === 'back' ? 'Back' : 'Front'}
        title={tab.label}
        subtitle="好用的网站和工具，收藏起来慢慢看"
      />
      <div className="pg-container">
        <div className="pg-tabs pg-tabs--inline" role="tablist" aria-label="资源分类">
          {TABS.map((t) => (
            <Link
              key={t.side}
              href={t.path}
              role="tab"
              aria-selected={t.side === side}
              aria-controls="pg-resources-panel"
              className="pg-tab"
            >
              {t.label}
            </Link>
          ))}
        </div>
        <div id="pg-resources-panel" role="tabpanel" aria-label={tab.label}>
          {resources.status === 'error' ? (
            <ErrorState message={resources.error} onRetry={resources.reload} />
          ) : !resources.data ? (
            <Loading />
          ) : groups.length === 0 ? (
            <Empty text="这里还没有推荐的网站" />
          ) : (
            <GroupList groups={groups} />
          )}
        </div>
      </div>
    </div>
  )
}
