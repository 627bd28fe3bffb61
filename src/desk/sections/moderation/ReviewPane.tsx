import { useState } from 'react'
import { getHeldItems, reviewHeld } from '../../../core/api/index.ts'
import type { HeldItem, HeldKind, ReviewAction } from '../../../core/contract/index.ts'
import { Button } from '../../../widgets/ui/index.ts'
import { DangerButton } from '../../DangerButton.tsx'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'
import { refreshSectionCounts } from '../../section-counts.ts'
import { minute } from '../common.ts'
import { RefusedList } from './RefusedList.tsx'

// 待审核 (docs/api.md §27): what the review setting, a sensitive word or too many links held,
// oldest first, each with why; approve, reject or mark as spam one by one or the ticked ones.
// Below, what the guard refused outright, with why.

const KINDS: Record<HeldKind, string> = { comment: '评论', message: '留言' }
const CODE: Record<HeldKind, 1 | 2> = { comment: 1, message: 2 }
const KIND_OF: Record<1 | 2, HeldKind> = { 1: 'comment', 2: 'message' }

const VERDICTS: Record<ReviewAction, { label: string; done: string; question: string | null }> = {
  approve: { label: '通过', done: '已通过', question: null },
  reject: { label: '删除', done: '已删除', question: '确定删除吗？删除后无法恢复。' },
  spam: {
    label: '标为垃圾',
    done: '已标为垃圾，作者已屏蔽',
    question: '标为垃圾后它不再显示，游客作者的 IP、邮箱和昵称会被屏蔽。确定吗？',
  },
}

export function ReviewPane() {
  const first: { kind: 1 | 2 } = { kind: 1 }
  const { query, filter, list, rows, paging } = usePagedList('desk-review', first, ({ kind, current }) =>
    getHeldItems({ kind: KIND_OF[kind], current, size: 20 }),
  )
  const kind = KIND_OF[query.kind]
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const shown = list.data?.list ?? []
  const chosen = shown.filter((h) => ticked.has(h.id))

  const decide = async (items: HeldItem[], action: ReviewAction) => {
    const verdict = VERDICTS[action]
    // the batch is acted on under the first item's id: one change at a time per list
    const done = await rows.act(
      items[0]?.id ?? 0,
      verdict.question,
      () => reviewHeld({ items: items.map((h) => ({ kind: h.kind, id: h.id })), action }),
      verdict.done,
    )
    if (done) {
      setTicked(new Set())
      refreshSectionCounts()
    }
  }

  const tick = (id: number, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <>
      <div className="xz-desk-filters">
        <select
          className="xz-input"
          aria-label="待审核的内容"
          value={query.kind}
          onChange={(e) => {
            setTicked(new Set())
            filter(() => ({ kind: Number(e.target.value) === 2 ? 2 : 1 }))
          }}
        >
          {(Object.keys(KINDS) as HeldKind[]).map((k) => (
            <option key={k} value={CODE[k]}>
              待审核的{KINDS[k]}
            </option>
          ))}
        </select>
      </div>
      {shown.length > 0 ? (
        <fieldset className="xz-desk-review__bar" aria-label="批量处理">
          <label className="xz-desk-choice">
            <input
              type="checkbox"
              checked={chosen.length === shown.length}
              onChange={(e) => setTicked(e.target.checked ? new Set(shown.map((h) => h.id)) : new Set())}
            />
            全选本页
          </label>
          {(Object.keys(VERDICTS) as ReviewAction[]).map((action) => (
            <Button
              key={action}
              variant="text"
              className={action === 'approve' ? undefined : 'xz-desk-danger'}
              disabled={chosen.length === 0 || rows.busy !== null}
              onClick={() => void decide(chosen, action)}
            >
              {VERDICTS[action].label} {chosen.length} 条
            </Button>
          ))}
        </fieldset>
      ) : null}
      <PagedRows
        label={`待审核的${KINDS[kind]}`}
        empty={`没有待审核的${KINDS[kind]}`}
        {...paging}
        row={(h) => (
          <HeldRow
            key={h.id}
            item={h}
            ticked={ticked.has(h.id)}
            busy={rows.busy !== null}
            onTick={(on) => tick(h.id, on)}
            onDecide={(action) => void decide([h], action)}
          />
        )}
      />
      <RefusedList />
      {rows.dialog}
    </>
  )
}

interface HeldRowProps {
  item: HeldItem
  ticked: boolean
  busy: boolean
  onTick(on: boolean): void
  onDecide(action: ReviewAction): void
}

function HeldRow({ item: h, ticked, busy, onTick, onDecide }: HeldRowProps) {
  const name = `${h.author} 的${KINDS[h.kind]}`
  return (
    <li className="xz-desk-row">
      <input
        type="checkbox"
        className="xz-desk-review__tick"
        aria-label={`选中 ${name}`}
        checked={ticked}
        onChange={(e) => onTick(e.target.checked)}
      />
      <div className="xz-desk-row__main">
        <p className="xz-desk-row__meta">
          <strong>{h.author}</strong>
          {h.guest ? <span className="xz-desk-chip">游客</span> : null}
          {h.target ? <span>「{h.target}」</span> : null}
          <time dateTime={h.createdAt}>{minute(h.createdAt)}</time>
        </p>
        <p className="xz-desk-row__text">{h.content}</p>
        <p className="xz-desk-row__meta">
          <span className="xz-desk-chip xz-desk-chip--top">审核原因：{h.reason || '未记录'}</span>
        </p>
      </div>
      <div className="xz-desk-row__actions">
        <Button
          variant="text"
          disabled={busy}
          aria-label={`通过 ${name}`}
          onClick={() => onDecide('approve')}
        >
          通过
        </Button>
        <DangerButton disabled={busy} aria-label={`删除 ${name}`} onClick={() => onDecide('reject')}>
          删除
        </DangerButton>
        <DangerButton disabled={busy} aria-label={`标为垃圾 ${name}`} onClick={() => onDecide('spam')}>
          标为垃圾
        </DangerButton>
      </div>
    </li>
  )
}
