import { useState } from 'react'
import { getAdminLinks } from '../../../core/api/index.ts'
import type { FriendLink } from '../../../core/contract/index.ts'
import { day } from '../common.ts'
import { Choice, LinkRow } from '../parts.tsx'
import { LinkEditDialog } from './LinkEditDialog.tsx'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'

/** Friend links, pending first: approve or reject (the applicant is told), edit, delete. */
export function LinksPane() {
  const first: { status?: 1 | 2 } = { status: 1 }
  const { query, filter, list, rows, paging } = usePagedList('desk-links', first, ({ status, current }) =>
    getAdminLinks({ current, size: 20, ...(status ? { status } : {}) }),
  )
  const { status } = query
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
        onChange={(next) => filter(() => (next ? { status: next } : {}))}
      />
      <PagedRows
        label="友链列表"
        empty={status === 1 ? '没有待审核的友链' : '没有友链'}
        {...paging}
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
