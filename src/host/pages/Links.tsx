import { Links } from '../../widgets/links/index.ts'
import { PageShell } from '../components/PageShell.tsx'

/** /link/list — approved friend links, the application dialog, and this site's own card. */
export default function LinkList() {
  return (
    <PageShell route="LinkList" title="友情链接" subtitle="海内存知己，天涯若比邻">
      <Links view="friends" />
    </PageShell>
  )
}
