import type { ReactNode } from 'react'
import { getDeskOverview } from '../../../core/api/index.ts'
import type { DeskCounts } from '../../../core/contract/index.ts'
import { Empty, useLoad } from '../../../widgets/ui/index.ts'
import type { SectionProps } from '../../section.ts'
import { useRowAct } from '../../actions.ts'
import { CommentRow } from '../moderation/CommentsPane.tsx'
import { MessageRow } from '../moderation/MessagesPane.tsx'
import { WhenLoaded } from '../../PagedRows.tsx'
import { LinkRow, SectionPage } from '../parts.tsx'
import { ViewsChart } from './ViewsChart.tsx'

const COUNT_LABELS: [keyof DeskCounts, string][] = [
  ['articles', '文章'],
  ['talks', '说说'],
  ['comments', '评论'],
  ['messages', '留言'],
  ['users', '用户'],
  ['views', '访问量'],
]

/** /desk/overview: the counts, 30 days of views, and the newest things waiting for the owner. */
export default function OverviewSection(_: SectionProps) {
  const data = useLoad('desk-overview', () => getDeskOverview(), { keep: true })
  const rows = useRowAct(data.reload)
  return (
    <SectionPage id="overview" title="概览">
      <WhenLoaded loaded={data}>
        {(o) => (
          <>
            <dl className="xz-desk-stats" aria-label="站点数据">
              {COUNT_LABELS.map(([key, label]) => (
                <div key={key} className="xz-desk-card xz-desk-stat">
                  <dt>{label}</dt>
                  <dd>{o.counts[key].toLocaleString('zh-CN')}</dd>
                </div>
              ))}
            </dl>
            <figure className="xz-desk-card xz-desk-figure">
              <figcaption className="xz-desk-subtitle">近 30 天访问量</figcaption>
              <ViewsChart days={o.viewsByDay} />
            </figure>
            <div className="xz-desk-columns">
              <Latest title="最新评论" empty="还没有评论">
                {o.latestComments.map((c) => (
                  <CommentRow key={c.id} comment={c} rows={rows} />
                ))}
              </Latest>
              <Latest title="最新留言" empty="还没有留言">
                {o.latestMessages.map((m) => (
                  <MessageRow key={m.id} message={m} rows={rows} />
                ))}
              </Latest>
              <Latest title="待审核友链" empty="没有待审核的友链">
                {o.pendingLinks.map((l) => (
                  <LinkRow key={l.id} link={l} rows={rows} />
                ))}
              </Latest>
            </div>
          </>
        )}
      </WhenLoaded>
      {rows.dialog}
    </SectionPage>
  )
}

function Latest({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="xz-desk-card" aria-label={title}>
      <h2 className="xz-desk-subtitle">{title}</h2>
      {children.length === 0 ? (
        <Empty text={empty} />
      ) : (
        <ul className="xz-desk-rows" aria-label={title}>
          {children}
        </ul>
      )}
    </section>
  )
}
