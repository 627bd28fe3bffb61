import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import type { FriendLink } from '../../core/contract/index.ts'
import { Button } from '../../widgets/ui/index.ts'
import { minute, useSectionStyles } from './common.ts'
import type { RowAct } from '../actions.ts'
import { approveLink, deleteLink, rejectDeskLink } from '../../core/api/index.ts'
import { LinkRejectDialog } from './moderation/LinkRejectDialog.tsx'
import { DangerButton } from '../DangerButton.tsx'
import * as icons from '../../widgets/ui/icons.ts'

interface TextRowProps {
  id: number
  who: string
  /** what the writing is: "评论了「…」", a tag … */
  about?: ReactNode
  time: string
  text: string
  /** the delete button's accessible name */
  what: string
  question: string
  remove(): Promise<unknown>
  rows: RowAct
}

/** Something a visitor wrote: who, when, the text, and delete (asked first). */
export function TextRow({ id, who, about, time, text, what, question, remove, rows }: TextRowProps) {
  return (
    <li className="xz-desk-row">
      <div className="xz-desk-row__main">
        <p className="xz-desk-row__meta">
          <strong>{who}</strong>
          {about}
          <time dateTime={time}>{minute(time)}</time>
        </p>
        <p className="xz-desk-row__text">{text}</p>
      </div>
      <DangerButton
        disabled={rows.busy === id}
        aria-label={`删除 ${who} 的${what}`}
        onClick={() => void rows.act(id, question, remove, '删除成功')}
      >
        删除
      </DangerButton>
    </li>
  )
}

interface LinkRowProps {
  link: FriendLink
  rows: RowAct
  meta?: ReactNode
  /** offers "编辑" (the moderation list does; the overview keeps to one-click verdicts) */
  onEdit?(link: FriendLink): void
}

/** A friend link: pending ones are approved or rejected (the applicant is told), approved ones deleted. */
export function LinkRow({ link: l, rows, meta, onEdit }: LinkRowProps) {
  const pending = l.status !== 2
  const [rejecting, setRejecting] = useState(false)
  const reject = (reason: string) => {
    setRejecting(false)
    void rows.act(l.id, null, () => rejectDeskLink(l.id, reason ? { reason } : {}), '已拒绝，已通知申请人')
  }
  const button = (
    label: string,
    danger: boolean,
    question: string | null,
    action: () => Promise<unknown>,
    done: string,
  ) => (
    <Button
      variant="text"
      className={danger ? 'xz-desk-danger' : undefined}
      disabled={rows.busy === l.id}
      aria-label={`${label} ${l.site_name}`}
      onClick={() => void rows.act(l.id, question, action, done)}
    >
      {label}
    </Button>
  )
  return (
    <li className="xz-desk-row">
      <div className="xz-desk-row__main">
        <a className="xz-desk-row__title" href={l.url} target="_blank" rel="noreferrer">
          {l.site_name}
        </a>
        {meta}
        {l.site_desc ? <p className="xz-desk-row__text">{l.site_desc}</p> : null}
      </div>
      <div className="xz-desk-row__actions">
        {onEdit ? (
          <Button
            variant="text"
            disabled={rows.busy === l.id}
            aria-label={`编辑 ${l.site_name}`}
            onClick={() => onEdit(l)}
          >
            编辑
          </Button>
        ) : null}
        {pending ? (
          <>
            {button('通过', false, null, () => approveLink(l.id), '已通过，已通知申请人')}
            <DangerButton
              disabled={rows.busy === l.id}
              aria-label={`拒绝 ${l.site_name}`}
              onClick={() => setRejecting(true)}
            >
              拒绝
            </DangerButton>
          </>
        ) : (
          button('删除', true, `确定删除友链「${l.site_name}」吗？`, () => deleteLink(l.id), '删除成功')
        )}
      </div>
      <LinkRejectDialog link={rejecting ? l : null} onClose={() => setRejecting(false)} onReject={reject} />
    </li>
  )
}

/** A search box with its button; the words are trimmed, blank means everything. */
export function SearchForm({
  label,
  onSearch,
  children,
}: {
  label: string
  onSearch(words: string): void
  children?: ReactNode
}) {
  const [typed, setTyped] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(typed.trim())
  }
  return (
    <form className="xz-desk-filters" aria-label={`搜索${label}`} onSubmit={submit}>
      <input
        className="xz-input xz-desk-filters__search"
        type="search"
        aria-label={label}
        placeholder={label}
        maxLength={50}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" icon={icons.search}>
        搜索
      </Button>
      {children}
    </form>
  )
}

/** A section's page: its styles, its heading, its content. */
export function SectionPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const root = useRef<HTMLElement>(null)
  useSectionStyles(root)
  return (
    <section ref={root} className="xz-desk-page" aria-labelledby={`desk-${id}-title`}>
      <header className="xz-desk-page__head">
        <h1 id={`desk-${id}-title`} className="xz-desk-page__title">
          {title}
        </h1>
      </header>
      {children}
    </section>
  )
}

interface ChoiceProps<V extends number> {
  label: string
  value: V | undefined
  /** in menu order; `undefined` is the "all" choice */
  options: readonly (readonly [V | undefined, string])[]
  onChange(value: V | undefined): void
}

/** A filter over a few numbers, one choice meaning no filter. */
export function Choice<V extends number>({ label, value, options, onChange }: ChoiceProps<V>) {
  return (
    <div className="xz-desk-filters">
      <select
        className="xz-input"
        aria-label={label}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : (Number(e.target.value) as V))}
      >
        {options.map(([v, text]) => (
          <option key={v ?? ''} value={v ?? ''}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
