import type { ResourceSite } from '../../core/contract/index.ts'
import { SiteAvatar } from './SiteAvatar.tsx'

/** A recommended site: icon (or its letter), name and description; opens in a new tab. */
export function SiteCard({ site, compact = false }: { site: ResourceSite; compact?: boolean }) {
  return (
    <a
      className={compact ? 'xz-lk-site xz-lk-site--compact' : 'xz-lk-site'}
      part="site-card"
      href={site.url}
      target="_blank"
      rel="noopener noreferrer"
      title={site.desc ? `${site.name}：${site.desc}` : site.name}
    >
      <SiteAvatar src={site.icon} name={site.name} size={compact ? 36 : 44} />
      <span className="xz-lk-site__text">
        <span className="xz-lk-site__name xz-lk-line">{site.name}</span>
        {site.desc ? <span className="xz-lk-site__desc xz-lk-clamp">{site.desc}</span> : null}
      </span>
    </a>
  )
}
