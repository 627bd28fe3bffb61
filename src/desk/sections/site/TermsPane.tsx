import { useState } from 'react'
import {
  deleteDeskTerm,
  getDeskTerms,
  mergeDeskTerms,
  updateCategory,
  updateTag,
} from '../../../core/api/index.ts'
import type { DeskTerm, DeskTermKind } from '../../../core/contract/index.ts'
import { Button, useLoad } from '../../../widgets/ui/index.ts'
import { useRowAct } from '../../actions.ts'
import { WhenLoaded } from '../../PagedRows.tsx'
import { DangerButton } from '../../DangerButton.tsx'

const LABEL: Record<DeskTermKind, string> = { category: '分类', tag: '标签' }

/** Categories and tags: rename, merge one into another, delete one no article uses. */
export function TermsPane() {
  return (
    <div className="xz-desk-columns">
      <TermList kind="category" />
      <TermList kind="tag" />
    </div>
  )
}

function TermList({ kind }: { kind: DeskTermKind }) {
  const label = LABEL[kind]
  const list = useLoad(`desk-terms:${kind}`, () => getDeskTerms(kind), { keep: true })
  const rows = useRowAct(list.reload)

  const rename = (t: DeskTerm, name: string) =>
    rows.act(
      t.id,
      null,
      () =>
        kind === 'category'
          ? updateCategory({ id: t.id, category_name: name })
          : updateTag({ id: t.id, tag_name: name }),
      '已重命名',
    )
  const merge = (t: DeskTerm, into: DeskTerm) =>
    rows.act(
      t.id,
      `确定把${label}「${t.name}」合并到「${into.name}」吗？它的 ${t.articleCount} 篇文章会改用「${into.name}」，「${t.name}」随后删除。`,
      () => mergeDeskTerms(kind, { from: t.id, into: into.id }),
      '合并成功',
    )
  const remove = (t: DeskTerm) =>
    rows.act(t.id, `确定删除${label}「${t.name}」吗？`, () => deleteDeskTerm(kind, t.id), '删除成功')

  return (
    <section className="xz-desk-card" aria-label={`${label}管理`}>
      <h2 className="xz-desk-subtitle">{label}</h2>
      <WhenLoaded loaded={list}>
        {(terms) => (
          <ul className="xz-desk-rows" aria-label={`${label}列表`}>
            {terms.map((t) => (
              <TermRow
                key={t.id}
                term={t}
                others={terms.filter((o) => o.id !== t.id)}
                label={label}
                busy={rows.busy === t.id}
                onRename={(name) => void rename(t, name)}
                onMerge={(into) => void merge(t, into)}
                onDelete={() => void remove(t)}
              />
            ))}
          </ul>
        )}
      </WhenLoaded>
      {rows.dialog}
    </section>
  )
}

interface TermRowProps {
  term: DeskTerm
  others: DeskTerm[]
  label: string
  busy: boolean
  onRename(name: string): void
  onMerge(into: DeskTerm): void
  onDelete(): void
}

function TermRow({ term, others, label, busy, onRename, onMerge, onDelete }: TermRowProps) {
  const [name, setName] = useState(term.name)
  const [into, setInto] = useState('')
  const target = others.find((o) => String(o.id) === into)
  return (
    <li className="xz-desk-row">
      <div className="xz-desk-row__main xz-desk-inline">
        <input
          className="xz-input"
          aria-label={`${label}「${term.name}」的名称`}
          maxLength={20}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <span className="xz-desk-row__meta">{term.articleCount} 篇文章</span>
      </div>
      <div className="xz-desk-row__actions xz-desk-inline">
        <Button
          variant="text"
          disabled={busy || name.trim() === '' || name.trim() === term.name}
          onClick={() => onRename(name.trim())}
        >
          重命名
        </Button>
        <select
          className="xz-input"
          aria-label={`把「${term.name}」合并到`}
          value={into}
          onChange={(e) => setInto(e.target.value)}
        >
          <option value="">合并到…</option>
          {others.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        <Button variant="text" disabled={busy || !target} onClick={() => target && onMerge(target)}>
          合并
        </Button>
        <DangerButton
          disabled={busy || term.articleCount > 0}
          title={term.articleCount > 0 ? `还有文章使用该${label}，请先合并` : undefined}
          aria-label={`删除${label}「${term.name}」`}
          onClick={onDelete}
        >
          删除
        </DangerButton>
      </div>
    </li>
  )
}
