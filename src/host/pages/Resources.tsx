import { Link, useLocation } from 'wouter'
import { Links } from '../../widgets/links/index.ts'
import { PageShell } from '../components/PageShell.tsx'

const TABS = [
  { side: 'front', path: '/resources/front', label: '前端推荐' },
  { side: 'back', path: '/resources/back', label: '后端推荐' },
] as const

/** /resources/front and /resources/back — one screen, the tab is the route. */
export default function Resources() {
  const [location] = useLocation()
  const tab = location.replace(/\/+$/, '').endsWith('/back') ? TABS[1] : TABS[0]
  return (
    <PageShell
      route={tab.side === 'back' ? 'Back' : 'Front'}
      title={tab.label}
      subtitle="好用的网站和工具，收藏起来慢慢看"
    >
      <div className="pg-tabs pg-tabs--inline" role="tablist" aria-label="资源分类">
        {TABS.map((t) => (
          <Link
            key={t.side}
            href={t.path}
            role="tab"
            aria-selected={t === tab}
            aria-controls="pg-resources-panel"
            className="pg-tab"
          >
            {t.label}
          </Link>
        ))}
      </div>
      <div id="pg-resources-panel" role="tabpanel" aria-label={tab.label}>
        <Links view="resources" side={tab.side} />
      </div>
    </PageShell>
  )
}
