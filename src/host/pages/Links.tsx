import { Links } from '../../widgets/links/index.ts'
import { LinksShell } from '../components/LinksShell.tsx'

/** /link/list — approved friend links, the application dialog, and this site's own card. */
export default function LinkList() {
  return (
    <LinksShell route="LinkList" title="友情链接" subtitle="海内存知己，天涯若比邻">
      <Links view="friends" />
    </LinksShell>
  )
}
