import { getResources } from '../../core/api/site.ts'
import type { ResourceGroup } from '../../core/contract/index.ts'
import { Empty, ErrorState, Loading } from '../ui/index.ts'
import { useLoad } from '../ui/use-load.ts'
import { cached } from '../../core/api/cached.ts'
import type { ResourceSide } from './Links.tsx'
import { SiteCard } from './SiteCard.tsx'
import { usePartStyles } from '../ui/styles.ts'
import sitesCss from './links-sites.css?inline'

function GroupList({ groups }: { groups: readonly ResourceGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section className="xz-lk-section" key={group.category} aria-label={group.category}>
          <h2 className="xz-lk-title">
            {group.category}
            <span className="xz-lk-muted xz-lk-group__count">{group.sites.length}</span>
          </h2>
          <ul className="xz-lk-sites">
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

/** 前端推荐 / 后端推荐: one side's recommended sites by category (both sides fetched once a page). */
export function Resources({ side }: { side: ResourceSide }) {
  usePartStyles(sitesCss)
  const resources = useLoad('resources', () => cached('resources', () => getResources()))
  const groups = resources.data?.[side] ?? []
  if (resources.status === 'error') return <ErrorState message={resources.error} onRetry={resources.reload} />
  if (!resources.data) return <Loading />
  if (groups.length === 0) return <Empty text="这里还没有推荐的网站" />
  return <GroupList groups={groups} />
}
