import { Links } from '../../widgets/links/index.ts'
import { PageShell } from '../components/PageShell.tsx'

/** /siteList — a navigation grid of handy sites, by category, with a jump bar. */
export default function SiteList() {
  return (
    <PageShell route="SiteList" title="网站导航" subtitle="常用网站一站直达">
      <Links view="sites" />
    </PageShell>
  )
}
