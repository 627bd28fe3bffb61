import type { ResourceSite } from '../../../core/contract/index.ts'
import { SiteAvatar } from './SiteAvatar.tsx'

/** A recommended site: icon (or its letter), name and description; opens in a new tab. */
export function SiteCard({ site, compact = false }: { site: ResourceSite; compact?: boolean }) {
  return (
    <a
      className={compact ? 'pg-site-card pg-site-card--compact' : 'pg-site-card'}
      href={site.url}
      target="_blank"
      rel="noopener noreferrer"
      title={site.desc ? `${site.name}：${site.desc}` : site.name}
    >
      <SiteAvatar src={site.icon} name={site.name} size={compact ? 36 : 44} />
      <span className="pg-site-card__text">
        <span className="pg-site-card__name">{site.name}</span>
        {site.desc ? <span className="pg-site-card__desc">{site.desc}</span> : null}
      </span>
    </a>
  )
}
