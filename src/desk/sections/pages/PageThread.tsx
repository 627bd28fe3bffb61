import { useState } from 'react'
import { getDeskPageComments } from '../../../core/api/index.ts'
import type { DeskPage } from '../../../core/contract/index.ts'
import { useRowAct } from '../../actions.ts'
import { PagedRows } from '../../PagedRows.tsx'
import { useLoad } from '../../../widgets/ui/index.ts'
import { CommentRow } from '../moderation/CommentsPane.tsx'

/**
 * One page's comments, newest first, each deletable (a comment takes its replies): the
 * moderation list's rows and deletion, kept to this page.
 */
export function PageThread({ page, onChanged }: { page: DeskPage; onChanged(): void }) {
  const [current, setCurrent] = useState(1)
  const loaded = useLoad(
    `desk-page-thread:${page.id}:${current}`,
    () => getDeskPageComments(page.id, { current, size: 10 }),
    { keep: true },
  )
  const rows = useRowAct(() => {
    loaded.reload()
    onChanged()
  })
  return (
    <section className="xz-desk-page-thread" aria-label={`「${page.title || page.path}」的评论`}>
      <PagedRows
        label="这个页面的评论"
        empty="这个页面还没有评论"
        loaded={loaded}
        current={current}
        onPage={setCurrent}
        row={(c) => <CommentRow key={c.id} comment={c} rows={rows} />}
      />
      {rows.dialog}
    </section>
  )
}
