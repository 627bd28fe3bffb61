import { getOutbox, resendOutbox } from '../../../core/api/index.ts'
import type { OutboxRow, OutboxStatus } from '../../../core/contract/index.ts'
import { Button } from '../../../widgets/ui/index.ts'
import { minute } from '../common.ts'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'

// 站点 → 发件箱 (docs/desk-api.md §Notices): every mail and webhook call, how it went, and 重发.

const FILTERS: readonly [OutboxStatus | '', string][] = [
  ['', '全部'],
  ['pending', '待发送与重试中'],
  ['sent', '已发送'],
  ['failed', '失败'],
  ['skipped', '已跳过'],
]

const EVENTS: Record<string, string> = {
  comment: '新评论',
  reply: '回复',
  message: '新留言',
  link: '友链申请',
  'link-verdict': '友链审核结果',
  review: '待审核',
  confirm: '邮箱确认',
  test: '测试邮件',
}

function statusText(row: OutboxRow): string {
  if (row.status === 'sent') return `已发送 ${row.sent_at ? minute(row.sent_at) : ''}`.trim()
  if (row.status === 'failed') return '失败'
  if (row.status === 'skipped') return '已跳过'
  return row.attempts > 0 ? `重试中 · 已试 ${row.attempts} 次 · 下次 ${minute(row.next_at)}` : '待发送'
}

const CHIP: Record<OutboxStatus, string> = {
  sent: 'xz-desk-chip xz-desk-chip--s1',
  pending: 'xz-desk-chip',
  failed: 'xz-desk-chip xz-desk-chip--top',
  skipped: 'xz-desk-chip',
}

export function OutboxPane() {
  const first: { status?: OutboxStatus } = {}
  const { query, filter, rows, paging } = usePagedList('desk-outbox', first, ({ status, current }) =>
    getOutbox({ current, size: 20, ...(status ? { status } : {}) }),
  )
  return (
    <>
      <div className="xz-desk-filters">
        <select
          className="xz-input"
          aria-label="发送状态"
          value={query.status ?? ''}
          onChange={(e) => {
            const status = e.target.value as OutboxStatus | ''
            filter(() => (status ? { status } : {}))
          }}
        >
          {FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <PagedRows
        label="发件箱"
        empty="发件箱是空的"
        {...paging}
        row={(row) => (
          <li key={row.id} className="xz-desk-row">
            <div className="xz-desk-row__main">
              <p className="xz-desk-row__title">{row.subject}</p>
              <p className="xz-desk-row__meta">
                <span className={CHIP[row.status]}>{statusText(row)}</span>
                <span>
                  {row.channel === 'mail' ? '邮件' : 'Webhook'} → {row.recipient}
                </span>
                <span>{EVENTS[row.event] ?? row.event}</span>
                <time dateTime={row.createdAt}>{minute(row.createdAt)}</time>
              </p>
              {row.last_error ? <p className="xz-desk-row__meta">原因：{row.last_error}</p> : null}
            </div>
            {row.status === 'sent' ? null : (
              <div className="xz-desk-row__actions">
                <Button
                  size="small"
                  disabled={rows.busy === row.id}
                  aria-label={`重发「${row.subject}」`}
                  onClick={() => void rows.act(row.id, null, () => resendOutbox(row.id), '已重新排入发件箱')}
                >
                  重发
                </Button>
              </div>
            )}
          </li>
        )}
      />
      {rows.dialog}
    </>
  )
}
