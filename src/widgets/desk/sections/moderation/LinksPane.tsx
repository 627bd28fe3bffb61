import { useState } from 'react'
import { getAdminLinks } from '../../../../core/api/index.ts'
import type { FriendLink } from '../../../../core/contract/index.ts'
import { useLoad } from '../../../ui/index.ts'
import { day } from '../common.ts'
import { useRowAct } from '../../actions.ts'
import { Choice, LinkRow } from '../parts.tsx'
import { LinkEditDialog } from './LinkEditDialog.tsx'
import { PagedRows } from '../../PagedRows.tsx'

/** Friend links, pending first: approve or reject (the applicant is told), edit, delete. */
export function LinksPane() {
  const [status, setStatus] = useState<1 | 2 | undefined>(1)
  const [current, setCurrent] = useState(1)
  const list = useLoad(
    `desk-links:${status ?? ''}:${current}`,
    () => getAdminLinks({ current, size: 20, ...(status ? { status } : {}) }),
    { keep: true },
  )
  const rows = useRowAct(list.reload)
  const [editing, setEditing] = useState<FriendLink | null>(null)
  return (
    <>
      <Choice
        label="友链状态"
        value={status}
        options={[
          [1, '待审核'],
          [2, '已通过'],
          [undefined, '全部友链'],
        ]}
        onChange={(next) => {
          setStatus(next)
          setCurrent(1)
        }}
      />
      <PagedRows
        label="友链列表"
        empty={status === 1 ? '没有待审核的友链' : '没有友链'}
        loaded={list}
        current={current}
        onPage={setCurrent}
        row={(l) => (
          <LinkRow
            key={l.id}
            link={l}
            rows={rows}
            onEdit={setEditing}
            meta={
              <p className="xz-desk-row__meta">
                <span className={l.status === 2 ? 'xz-desk-chip xz-desk-chip--s1' : 'xz-desk-chip'}>
                  {l.status === 2 ? '已通过' : '待审核'}
                </span>
                <span>{l.url}</span>
                <time dateTime={l.createdAt}>{day(l.createdAt)}</time>
              </p>
            }
          />
        )}
      />
      <LinkEditDialog
        link={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          list.reload()
        }}
      />
      {rows.dialog}
    </>
  )
}
