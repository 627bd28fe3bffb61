import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { addMessage, getHotTagList, getMessageById, updateMessage } from '../../core/api/message.ts'
import { MESSAGE_MAX, MESSAGE_TAG_MAX, type MessageEntry } from '../../core/contract/index.ts'
import { toast } from '../../core/toast/index.ts'
import { messageError, messageTagError } from '../../core/validate/message.ts'
import { Button, ErrorState, Icon, Loading } from '../ui/index.ts'
import { ColorPicker } from './ColorPicker.tsx'
import { useFormSubmit } from '../ui/use-form-submit.ts'
import { MessageCard } from './MessageCard.tsx'
import { emitMessageChange } from './message-events.ts'
import {
  BG_COLORS,
  type Draft,
  draftOf,
  EMPTY_DRAFT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_WEIGHTS,
  messageBodyOf,
  TEXT_COLORS,
} from './message-style.ts'
import type { NavigateOptions, Screen } from './paths.ts'
import { canManage } from '../../core/session/index.ts'
import { requestLogin, useMe } from '../ui/use-me.ts'
import { useLoad } from '../ui/use-load.ts'
import * as icons from '../ui/icons.ts'
import { usePartStyles } from '../ui/styles.ts'
import formCss from './message-form.css?inline'

/** The two colours an author picks, each from its presets or any other. */
const COLOR_FIELDS = [
  { key: 'color', label: '文字颜色', presets: TEXT_COLORS },
  { key: 'bg_color', label: '背景颜色', presets: BG_COLORS },
] as const

export interface PublishProps {
  /** the entry to edit, or null for a new one */
  editId: number | null
  go: (screen: Screen, options?: NavigateOptions) => void
}

/** The form with a live preview: a new entry (guests too), or one's own entry edited. */
export function Publish({ editId, go }: PublishProps) {
  usePartStyles(formCss)
  const me = useMe()
  const original = useLoad(editId === null ? null : `message-${editId}`, () => getMessageById(editId ?? 0))
  const hotTags = useLoad('hot-tags', () => getHotTagList())
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT)
  const filledFrom = useRef<number | null>(null)
  const ids = { text: useId(), size: useId(), tag: useId(), textError: useId() }

  // Editing: the form starts from the saved entry, once per entry.
  const loaded = original.data
  useEffect(() => {
    if (loaded && filledFrom.current !== loaded.id) {
      filledFrom.current = loaded.id
      setDraft(draftOf(loaded))
    }
  }, [loaded])

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))

  const textProblem = messageError(draft.message)
  const tagProblem = messageTagError(draft.tag)
  const editing = editId !== null

  const { tried, saving, submit } = useFormSubmit({
    invalid: textProblem !== null || tagProblem !== null,
    failed: editing ? '修改失败' : '留言失败',
    save: async () => {
      const body = messageBodyOf(draft)
      if (editId !== null) {
        const entry = await updateMessage({ ...body, id: editId })
        emitMessageChange({ type: 'update', entry })
        toast.success('修改成功')
        go({ view: 'detail', id: entry.id }, { replace: true })
      } else {
        const entry = await addMessage(body)
        emitMessageChange({ type: 'create', entry })
        toast.success('留言成功')
        go({ view: 'list', id: null })
      }
    },
  })

  if (editing) {
    let blocker: ReactNode = null
    if (!me) {
      blocker = (
        <div className="xz-mb-panel xz-mb-center">
          <p>登录后才能编辑自己的留言</p>
          <Button variant="primary" icon={icons.user} onClick={requestLogin}>
            登录
          </Button>
        </div>
      )
    } else if (original.status === 'loading' || original.status === 'idle') {
      blocker = <Loading />
    } else if (original.status === 'error') {
      blocker = <ErrorState message={original.error} onRetry={original.reload} />
    } else if (loaded && !canManage(me, loaded.user_id)) {
      blocker = <ErrorState message="只能编辑自己的留言" />
    }
    if (blocker) return <div className="xz-mb-narrow">{blocker}</div>
  }

  const preview: MessageEntry = {
    id: loaded?.id ?? 0,
    message: draft.message,
    color: draft.color,
    bg_color: draft.bg_color,
    bg_url: loaded?.bg_url ?? '',
    font_size: draft.font_size,
    font_weight: draft.font_weight,
    tag: draft.tag.trim(),
    user_id: loaded ? loaded.user_id : (me?.id ?? null),
    nick_name: loaded ? loaded.nick_name : (me?.nick_name ?? '游客'),
    avatar: loaded ? loaded.avatar : (me?.avatar ?? ''),
    like_times: loaded?.like_times ?? 0,
    is_like: loaded?.is_like ?? false,
    comment_total: loaded?.comment_total ?? 0,
    createdAt: loaded?.createdAt ?? new Date().toISOString(),
  }
  const showTextError = tried && textProblem !== null
  const tags = (hotTags.data ?? []).map((t) => t.tag)

  return (
    <div className="xz-mb-publish">
      <form className="xz-mb-panel xz-mb-form" onSubmit={submit} noValidate>
        {!me && !editing ? (
          <div className="xz-notice">
            <Icon icon={icons.info} size={18} />
            <span>未登录时将以「游客」身份发布，登录后可以修改和删除自己的留言。</span>
            <button type="button" className="xz-link-button xz-mb-notice__action" onClick={requestLogin}>
              去登录
            </button>
          </div>
        ) : null}

        <div className="xz-mb-field">
          <label className="xz-mb-field__label" htmlFor={ids.text}>
            留言内容<em>*</em>
          </label>
          <textarea
            id={ids.text}
            className="xz-mb-input"
            rows={6}
            maxLength={MESSAGE_MAX}
            placeholder="说点什么吧…"
            value={draft.message}
            aria-invalid={showTextError}
            aria-describedby={showTextError ? ids.textError : undefined}
            onChange={(e) => set('message', e.target.value)}
          />
          <span
            className={
              draft.message.length > MESSAGE_MAX ? 'xz-mb-length xz-mb-length--over' : 'xz-mb-length'
            }
          >
            {draft.message.length}/{MESSAGE_MAX}
          </span>
          {showTextError ? (
            <p className="xz-mb-field__error" id={ids.textError} role="alert">
              {textProblem}
            </p>
          ) : null}
        </div>

        {COLOR_FIELDS.map(({ key, label, presets }) => (
          <div className="xz-mb-field" key={key}>
            <span className="xz-mb-field__label">{label}</span>
            <ColorPicker label={label} value={draft[key]} presets={presets} onChange={(c) => set(key, c)} />
          </div>
        ))}

        <div className="xz-mb-field">
          <label className="xz-mb-field__label" htmlFor={ids.size}>
            字体大小
          </label>
          <div className="xz-mb-range">
            <input
              id={ids.size}
              type="range"
              min={FONT_SIZE_MIN}
              max={FONT_SIZE_MAX}
              step={1}
              value={draft.font_size}
              onChange={(e) => set('font_size', Number(e.target.value))}
            />
            <span className="xz-mb-range__value">{draft.font_size}px</span>
          </div>
        </div>

        <fieldset className="xz-mb-field">
          <legend className="xz-mb-field__label">字体粗细</legend>
          <div className="xz-mb-segmented">
            {FONT_WEIGHTS.map((w) => (
              <label key={w.value} style={{ fontWeight: w.value }}>
                <input
                  type="radio"
                  className="xz-sr-only"
                  name={`${ids.size}-weight`}
                  value={w.value}
                  checked={draft.font_weight === w.value}
                  onChange={() => set('font_weight', w.value)}
                />
                {w.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="xz-mb-field">
          <label className="xz-mb-field__label" htmlFor={ids.tag}>
            标签
          </label>
          <div className="xz-mb-tag-input">
            <input
              id={ids.tag}
              className="xz-mb-input"
              maxLength={MESSAGE_TAG_MAX}
              placeholder="选择或输入标签"
              value={draft.tag}
              aria-invalid={tagProblem !== null}
              onChange={(e) => set('tag', e.target.value)}
            />
            {tags.map((t) => (
              <button
                key={t}
                type="button"
                className={draft.tag.trim() === t ? 'xz-mb-chip xz-mb-chip--on' : 'xz-mb-chip'}
                aria-pressed={draft.tag.trim() === t}
                onClick={() => set('tag', draft.tag.trim() === t ? '' : t)}
              >
                {t}
              </button>
            ))}
          </div>
          {tagProblem ? <p className="xz-mb-field__error">{tagProblem}</p> : null}
        </div>

        <div className="xz-mb-form__actions">
          <Button onClick={() => go(editing ? { view: 'detail', id: editId } : { view: 'list', id: null })}>
            取消
          </Button>
          <Button type="submit" variant="primary" icon={icons.send} loading={saving}>
            {editing ? '保存修改' : '发布留言'}
          </Button>
        </div>
      </form>

      <aside className="xz-mb-publish__preview" aria-label="预览">
        <p className="xz-mb-publish__preview-title">实时预览</p>
        <div data-testid="message-preview">
          <MessageCard entry={preview} variant="preview" time={loaded ? undefined : '刚刚'} />
        </div>
      </aside>
    </div>
  )
}
