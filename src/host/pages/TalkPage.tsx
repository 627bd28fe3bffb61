import { Link } from 'wouter'
import { Talk } from '../../widgets/talk/index.ts'
import { Icon } from '../../widgets/ui/index.ts'
import { PageShell } from '../components/PageShell.tsx'
import { useQueryId } from '../hooks/useQueryId.ts'
import * as icons from '../../widgets/ui/icons.ts'

/** /talk — the short posts; /talk?id=N — one of them with its comments (a notification's target). */
export default function TalkPage() {
  const talkId = useQueryId()
  return (
    <PageShell route="Talk" title="说说" subtitle="记录生活里的碎碎念" className="pg-talk" narrow>
      {talkId !== null ? (
        <div className="pg-detail__top">
          <Link href="/talk" className="pg-back">
            <Icon icon={icons.arrowLeft} size={16} />
            查看全部说说
          </Link>
        </div>
      ) : null}
      <Talk talkId={talkId ?? undefined} />
    </PageShell>
  )
}
