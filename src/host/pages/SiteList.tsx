import { Links } from '../../widgets/links/index.ts'
import { LinksShell } from '../components/LinksShell.tsx'

/** /siteList — a navigation grid of handy sites, by category, with a jump bar. */
export default function SiteList() {
  return (
    <LinksShell route="SiteList" title="网站导航" subtitle="常用网站一站直达">
      <Links view="sites" />
    </LinksShell>
  )
}
