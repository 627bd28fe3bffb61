import { type FormEvent, useId, useState } from 'react'
import {
  addBlock,
  getBlocks,
  getModerationSettings,
  getWordLists,
  removeBlock,
  saveModerationSettings,
  saveWordLists,
} from '../../../core/api/index.ts'
import type {
  AuditKind,
  AuditMode,
  ModerationSettingsView,
  PowPolicy,
  WordAction,
  WordListName,
  WordLists,
} from '../../../core/contract/index.ts'
import { Button, FormField, useLoad } from '../../../widgets/ui/index.ts'
import { useSave } from '../../actions.ts'
import { DangerButton } from '../../DangerButton.tsx'
import { WhenLoaded } from '../../PagedRows.tsx'
import { useRowAct } from '../../actions.ts'
import { minute } from '../common.ts'

// 审核设置 (docs/api.md §27): what waits for review, when a guest solves the proof of work, the
// sensitive words, and the block list.

const KIND_LABELS: Record<AuditKind, string> = {
  page: '页面评论',
  article: '文章、说说与留言的评论',
  message: '留言板',
}
const MODE_LABELS: Record<AuditMode, string> = {
  off: '关闭',
  first: '游客的第一条',
  guests: '所有游客',
  all: '所有人（站长除外）',
}
const POW_LABELS: Record<PowPolicy, string> = {
  busy: '游客一小时内评论超过 3 条后',
  always: '游客每次评论',
}
const LIST_LABELS: Record<WordListName, string> = { body: '正文', nick: '昵称', link: '网址' }
const ACTION_LABELS: Record<WordAction, string> = { reject: '拒绝', review: '送审', replace: '替换为＊' }
const BLOCK_LABELS = { visitor: 'IP', email: '邮箱', nick: '昵称' } as const

interface PickProps<V extends string> {
  id: string
  label: string
  value: V
  labels: Record<V, string>
  disabled?: boolean
  onChange(value: V): void
}

/** A labelled choice among a few named values. */
function Pick<V extends string>({ id, label, value, labels, disabled, onChange }: PickProps<V>) {
  return (
    <FormField label={label} htmlFor={id}>
      <select
        id={id}
        className="xz-input"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {(Object.keys(labels) as V[]).map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </FormField>
  )
}

export function RulesPane() {
  return (
    <>
      <SettingsCard />
      <WordsCard />
      <BlocksCard />
    </>
  )
}

function SettingsCard() {
  const loaded = useLoad('desk-review-settings', () => getModerationSettings())
  return <WhenLoaded loaded={loaded}>{(settings) => <SettingsForm initial={settings} />}</WhenLoaded>
}

function SettingsForm({ initial }: { initial: ModerationSettingsView }) {
  const id = useId()
  const [form, setForm] = useState(initial)
  const { busy, save } = useSave()
  const fixed = form.audit_fixed
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const next = await save(() => saveModerationSettings({ audit: form.audit, pow: form.pow }), '保存成功')
    if (next) setForm(next)
  }
  return (
    <form className="xz-desk-card xz-desk-form" aria-label="审核方式" onSubmit={submit}>
      <h2 className="xz-desk-subtitle xz-desk-form__wide">审核方式</h2>
      {fixed ? (
        <p className="xz-desk-note xz-desk-form__wide">
          由环境变量 XZ_COMMENT_AUDIT 固定为「{MODE_LABELS[fixed]}」，这里不能修改。
        </p>
      ) : null}
      {(Object.keys(KIND_LABELS) as AuditKind[]).map((kind) => (
        <Pick
          key={kind}
          id={`${id}-${kind}`}
          label={KIND_LABELS[kind]}
          value={form.audit[kind]}
          labels={MODE_LABELS}
          disabled={fixed !== null}
          onChange={(mode) => setForm({ ...form, audit: { ...form.audit, [kind]: mode } })}
        />
      ))}
      <Pick
        id={`${id}-pow`}
        label="人机验证"
        value={form.pow}
        labels={POW_LABELS}
        onChange={(pow) => setForm({ ...form, pow })}
      />
      <div className="xz-desk-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          保存
        </Button>
      </div>
    </form>
  )
}

function WordsCard() {
  const loaded = useLoad('desk-review-words', () => getWordLists())
  return <WhenLoaded loaded={loaded}>{(lists) => <WordsForm initial={lists} />}</WhenLoaded>
}

type WordsDraft = Record<WordListName, { action: WordAction; text: string }>

const draftOf = (lists: WordLists): WordsDraft => ({
  body: { action: lists.body.action, text: lists.body.words.join('\n') },
  nick: { action: lists.nick.action, text: lists.nick.words.join('\n') },
  link: { action: lists.link.action, text: lists.link.words.join('\n') },
})

const listsOf = (draft: WordsDraft): WordLists => {
  const words = (text: string) =>
    text
      .split('\n')
      .map((w) => w.trim())
      .filter(Boolean)
  return {
    body: { action: draft.body.action, words: words(draft.body.text) },
    nick: { action: draft.nick.action, words: words(draft.nick.text) },
    link: { action: draft.link.action, words: words(draft.link.text) },
  }
}

function WordsForm({ initial }: { initial: WordLists }) {
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const { busy, save } = useSave()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const next = await save(() => saveWordLists(listsOf(draft)), '保存成功')
    if (next) setDraft(draftOf(next))
  }
  return (
    <form className="xz-desk-card xz-desk-form" aria-label="敏感词" onSubmit={submit}>
      <h2 className="xz-desk-subtitle xz-desk-form__wide">敏感词</h2>
      <p className="xz-desk-note xz-desk-form__wide">
        每行一个词。匹配时忽略全角半角、大小写、繁简体，以及字间的空格、符号和零宽字符。
      </p>
      {(Object.keys(LIST_LABELS) as WordListName[]).map((name) => (
        <fieldset key={name} className="xz-desk-fieldset">
          <legend>{LIST_LABELS[name]}</legend>
          <Pick
            id={`${id}-${name}-action`}
            label={`${LIST_LABELS[name]}命中时`}
            value={draft[name].action}
            labels={ACTION_LABELS}
            onChange={(action) => setDraft({ ...draft, [name]: { ...draft[name], action } })}
          />
          <FormField label={`${LIST_LABELS[name]}敏感词`} htmlFor={`${id}-${name}-words`}>
            <textarea
              id={`${id}-${name}-words`}
              className="xz-input"
              rows={6}
              value={draft[name].text}
              onChange={(e) => setDraft({ ...draft, [name]: { ...draft[name], text: e.target.value } })}
            />
          </FormField>
        </fieldset>
      ))}
      <div className="xz-desk-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          保存
        </Button>
      </div>
    </form>
  )
}

function BlocksCard() {
  const id = useId()
  const loaded = useLoad('desk-review-blocks', () => getBlocks())
  const rows = useRowAct(loaded.reload)
  const [kind, setKind] = useState<'ip' | 'email' | 'nick'>('ip')
  const [value, setValue] = useState('')
  const { busy, save } = useSave()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!value.trim()) return
    if (await save(() => addBlock({ kind, value: value.trim() }), '已屏蔽')) {
      setValue('')
      loaded.reload()
    }
  }
  return (
    <section className="xz-desk-card" aria-label="屏蔽列表">
      <h2 className="xz-desk-subtitle xz-desk-form__wide">屏蔽列表</h2>
      <form className="xz-desk-inline" onSubmit={submit}>
        <select
          className="xz-input"
          aria-label="屏蔽类型"
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          <option value="ip">IP</option>
          <option value="email">邮箱</option>
          <option value="nick">昵称</option>
        </select>
        <input
          id={`${id}-value`}
          className="xz-input"
          aria-label="要屏蔽的内容"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" loading={busy}>
          屏蔽
        </Button>
      </form>
      <WhenLoaded loaded={loaded}>
        {(blocks) =>
          blocks.length === 0 ? (
            <p className="xz-desk-note xz-desk-form__wide">没有屏蔽任何人。标为垃圾的游客会自动加入这里。</p>
          ) : (
            <ul className="xz-desk-rows" aria-label="已屏蔽">
              {blocks.map((b) => (
                <li key={b.id} className="xz-desk-row">
                  <div className="xz-desk-row__main">
                    <p className="xz-desk-row__meta">
                      <span className="xz-desk-chip">{BLOCK_LABELS[b.kind]}</span>
                      {/* an address is kept only as its hash: its start names it */}
                      <strong>{b.kind === 'visitor' ? `摘要 ${b.value.slice(0, 10)}…` : b.value}</strong>
                      {b.note ? <span>{b.note}</span> : null}
                      <time dateTime={b.createdAt}>{minute(b.createdAt)}</time>
                    </p>
                  </div>
                  <DangerButton
                    disabled={rows.busy === b.id}
                    aria-label={`解除屏蔽 ${b.kind === 'visitor' ? 'IP' : b.value}`}
                    onClick={() => void rows.act(b.id, null, () => removeBlock(b.id), '已解除屏蔽')}
                  >
                    解除
                  </DangerButton>
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
      {rows.dialog}
    </section>
  )
}
