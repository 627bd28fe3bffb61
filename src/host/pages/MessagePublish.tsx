import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { addMessage, getHotTagList, getMessageById, updateMessage } from '../../core/api/message.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import { toast } from '../../core/toast/index.ts'
import { Button, ErrorState, Icon, Loading } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { ColorPicker } from './parts/ColorPicker.tsx'
import { toastFailure } from './parts/errors.ts'
import { MessageCard } from './parts/MessageCard.tsx'
import { emitMessageChange } from './parts/message-events.ts'
import {
  BG_COLORS,
  type Draft,
  draftOf,
  EMPTY_DRAFT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_WEIGHTS,
  MESSAGE_MAX,
  MESSAGE_TAG_MAX,
  messageBodyOf,
  messageError,
  TEXT_COLORS,
  tagError,
} from './parts/message-style.ts'
import { useQueryId } from './parts/query.ts'
import { canManage, requestLogin, useMe } from './parts/session.ts'
import { useLoad } from './parts/use-load.ts'
import '../styles/pages-common.css'
import '../styles/pages-message.css'

/** /message/publish — write an entry (guests too); /message/publish?id=N edits one's own. */
export default function MessagePublish() {
  const editId = useQueryId()
  const me = useMe()
  const [, navigate] = useLocation()
  const original = useLoad(editId === null ? null : `message-${editId}`, () => getMessageById(editId ?? 0))
  const hotTags = useLoad('hot-tags', () => getHotTagList())
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT)
  const [touched, setTouched] = useState(false)
  const [saving, setSaving] = useState(false)
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
  const tagProblem = tagError(draft.tag)
  const editing = editId !== null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (textProblem || tagProblem || saving) return
    setSaving(true)
    try {
      const body = messageBodyOf(draft)
      if (editId !== null) {
        const entry = await updateMessage({ ...body, id: editId })
        emitMessageChange({ type: 'update', entry })
        toast.success('修改成功')
        navigate(`/message/detail?id=${entry.id}`, { replace: true })
      } else {
        const entry = await addMessage(body)
        emitMessageChange({ type: 'create', entry })
        toast.success('留言成功')
        navigate('/message/list')
      }
    } catch (error) {
      toastFailure(error, editing ? '修改失败' : '留言失败')
      setSaving(false)
    }
  }

  const banner = (
    <PageBanner
      route="PublishMessage"
      title={editing ? '编辑留言' : '写留言'}
      subtitle={editing ? '修改一下想说的话' : '写下你想说的话，选一张喜欢的信纸'}
    />
  )

  if (editing) {
    let blocker = null
    if (!me) {
      blocker = (
        <div className="pg-panel pg-center">
          <p>登录后才能编辑自己的留言</p>
          <Button variant="primary" icon="user" onClick={requestLogin}>
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
    if (blocker) {
      return (
        <div className="pg-page pg-message-publish">
          {banner}
          <div className="pg-container pg-container--narrow">{blocker}</div>
        </div>
      )
    }
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
  const showTextError = touched && textProblem !== null
  const tags = (hotTags.data ?? []).map((t) => t.tag)

  return (
    <div className="pg-page pg-message-publish">
      {banner}
      <div className="pg-container">
        <div className="pg-publish">
          <form className="pg-panel pg-form" onSubmit={submit} noValidate>
            {!me && !editing ? (
              <div className="pg-notice">
                <Icon name="info" size={18} />
                <span>未登录时将以「游客」身份发布，登录后可以修改和删除自己的留言。</span>
                <button type="button" className="pg-link-button pg-notice__action" onClick={requestLogin}>
                  去登录
                </button>
              </div>
            ) : null}

            <div className="pg-field">
              <label className="pg-field__label" htmlFor={ids.text}>
                留言内容<em>*</em>
              </label>
              <textarea
                id={ids.text}
                className="pg-input"
                rows={6}
                maxLength={MESSAGE_MAX}
                placeholder="说点什么吧…"
                value={draft.message}
                aria-invalid={showTextError}
                aria-describedby={showTextError ? ids.textError : undefined}
                onChange={(e) => set('message', e.target.value)}
              />
              <span className={draft.message.length > MESSAGE_MAX ? 'pg-count pg-count--over' : 'pg-count'}>
                {draft.message.length}/{MESSAGE_MAX}
              </span>
              {showTextError ? (
                <p className="pg-field__error" id={ids.textError} role="alert">
                  {textProblem}
                </p>
              ) : null}
            </div>

            <div className="pg-field">
              <span className="pg-field__label">文字颜色</span>
              <ColorPicker
                label="文字颜色"
                value={draft.color}
                presets={TEXT_COLORS}
                onChange={(c) => set('color', c)}
              />
            </div>

            <div className="pg-field">
              <span className="pg-field__label">背景颜色</span>
              <ColorPicker
                label="背景颜色"
                value={draft.bg_color}
                presets={BG_COLORS}
                onChange={(c) => set('bg_color', c)}
              />
            </div>

            <div className="pg-field">
              <label className="pg-field__label" htmlFor={ids.size}>
                字体大小
              </label>
              <div className="pg-range">
                <input
                  id={ids.size}
                  type="range"
                  min={FONT_SIZE_MIN}
                  max={FONT_SIZE_MAX}
                  step={1}
                  value={draft.font_size}
                  onChange={(e) => set('font_size', Number(e.target.value))}
                />
                <span className="pg-range__value">{draft.font_size}px</span>
              </div>
            </div>

            <fieldset className="pg-field">
              <legend className="pg-field__label">字体粗细</legend>
              <div className="pg-segmented">
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

            <div className="pg-field">
              <label className="pg-field__label" htmlFor={ids.tag}>
                标签
              </label>
              <div className="pg-tag-input">
                <input
                  id={ids.tag}
                  className="pg-input"
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
                    className={draft.tag.trim() === t ? 'pg-chip pg-chip--on' : 'pg-chip'}
                    aria-pressed={draft.tag.trim() === t}
                    onClick={() => set('tag', draft.tag.trim() === t ? '' : t)}
                  >
                    {t}
                  </button>
                ))}
              </div>
              {tagProblem ? <p className="pg-field__error">{tagProblem}</p> : null}
            </div>

            <div className="pg-form__actions">
              <Button onClick={() => navigate(editing ? `/message/detail?id=${editId}` : '/message/list')}>
                取消
              </Button>
              <Button type="submit" variant="primary" icon="send" loading={saving}>
                {editing ? '保存修改' : '发布留言'}
              </Button>
            </div>
          </form>

          <aside className="pg-publish__preview" aria-label="预览">
            <p className="pg-publish__preview-title">实时预览</p>
            <div data-testid="message-preview">
              <MessageCard entry={preview} variant="preview" time={loaded ? undefined : '刚刚'} />
            </div>
          </aside>
        </div>
      </div>
    </div>
  )
}
