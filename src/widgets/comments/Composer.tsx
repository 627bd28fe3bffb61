import {
  type ChangeEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { previewComment } from '../../core/api/comment.ts'
import { rememberedGuest } from '../../core/comments/guest.ts'
import type { GuestPost } from '../../core/comments/index.ts'
import { HONEYPOT_FIELD, openGuestForm, POW_REFUSED } from '../../core/spam/index.ts'
import { toast } from '../../core/toast/index.ts'
import { COMMENT_MAX, type GuestFields as Guest } from '../../core/contract/index.ts'
import { Button, fieldCss, Popover } from '../ui/index.ts'
import { EMOJI } from '../ui/emoji.ts'
import * as icons from '../ui/icons.ts'
import { usePartStyles } from '../ui/styles.ts'
import composerCss from './comments-composer.css?inline'
import { type GuestErrors, GuestFields, guestErrors, guestOf } from './GuestFields.tsx'

/** The server's limit on a comment, from the rule both sides apply. */
export const COMMENT_MAX_LENGTH = COMMENT_MAX

const SEND_KEYS =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)
    ? '⌘ + Enter'
    : 'Ctrl + Enter'

/** A signed-out visitor where the owner allows guests: they give a name instead of signing in. */
export interface GuestMode {
  emailRequired: boolean
  /** "登录" stays one click away */
  onLogin: () => void
}

export interface ComposerProps {
  /** resolves true when posted (the text is then cleared); `guest` when written as a guest */
  onSubmit: (content: string, guest?: GuestPost) => Promise<boolean>
  /** shows the guest's 昵称/邮箱/网址 (remembered from their last comment) */
  guest?: GuestMode
  /** default "发表评论" */
  submitText?: string
  placeholder?: string
  /** shows a "取消" button (reply composers) */
  onCancel?: () => void
  autoFocus?: boolean
  /** the textarea's accessible name */
  label?: string
}

const EMPTY_GUEST: Guest = { nick_name: '' }

/**
 * Textarea with an emoji picker, a character counter, Ctrl/Cmd+Enter to send and a 预览 tab that
 * shows the comment as the server will render it; a guest's fields above it.
 */
export function Composer({
  onSubmit,
  guest,
  submitText = '发表评论',
  placeholder = '说点什么吧～',
  onCancel,
  autoFocus = false,
  label = '评论内容',
}: ComposerProps) {
  usePartStyles(fieldCss, composerCss)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [guestForm, setGuestForm] = useState<Guest>(() => rememberedGuest() ?? EMPTY_GUEST)
  // a guest's pass (docs/api.md §27): its ticket is asked for as the form opens, so a send rarely waits
  const [guestPass] = useState(() => (guest ? openGuestForm() : null))
  const honeypot = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<GuestErrors>({})
  const [previewing, setPreviewing] = useState(false)
  const area = useRef<HTMLTextAreaElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const caret = useRef<number | null>(null)
  const id = useId()
  const counterId = `${id}-counter`
  const content = text.trim()

  // a guest without a remembered name starts at 昵称, the first field the keyboard meets
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's fields count
  useEffect(() => {
    if (!autoFocus) return
    const nick = guest && !guestForm.nick_name ? root.current?.querySelector('input') : null
    ;(nick ?? area.current)?.focus()
  }, [autoFocus])

  // after an emoji went in, the caret goes right after it
  useLayoutEffect(() => {
    const node = area.current
    if (node && caret.current !== null) {
      node.focus()
      node.setSelectionRange(caret.current, caret.current)
      caret.current = null
    }
  })

  const submit = async () => {
    if (!content || sending) return
    let asGuest: GuestPost | undefined
    if (guest) {
      const found = guestErrors(guestForm, guest.emailRequired)
      setErrors(found)
      if (Object.keys(found).length > 0) return
      asGuest = guestOf(guestForm)
    }
    setSending(true)
    if (asGuest && guestPass) {
      const pass = await guestPass.pass().catch(() => null)
      if (!pass) {
        setSending(false)
        toast.error(POW_REFUSED)
        return
      }
      asGuest = { ...asGuest, pass: { ...pass, website: honeypot.current?.value ?? '' } }
    }
    const ok = await onSubmit(content, asGuest).catch(() => false)
    // each pass is taken once, sent or not
    guestPass?.renew()
    setSending(false)
    if (ok) {
      setText('')
      setPreviewing(false)
    }
  }

  const editGuest = (next: Guest) => {
    setGuestForm(next)
    // a field's message goes once it is edited; the rest stay until the next send
    setErrors((current) => {
      const kept = { ...current }
      for (const key of Object.keys(kept) as (keyof Guest)[])
        if (next[key] !== guestForm[key]) delete kept[key]
      return kept
    })
  }

  const tab = (preview: boolean, name: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-tab-${preview ? 'preview' : 'edit'}`}
      aria-selected={previewing === preview}
      aria-controls={`${id}-panel`}
      className="xz-comments-tab"
      onClick={() => setPreviewing(preview)}
    >
      {name}
    </button>
  )

  const insert = (emoji: string) => {
    const node = area.current
    const start = node?.selectionStart ?? text.length
    const end = node?.selectionEnd ?? text.length
    const next = text.slice(0, start) + emoji + text.slice(end)
    if (next.length > COMMENT_MAX_LENGTH) return
    caret.current = start + emoji.length
    setText(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void submit()
    }
  }

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) =>
    setText(event.target.value.slice(0, COMMENT_MAX_LENGTH))

  const full = text.length >= COMMENT_MAX_LENGTH
  return (
    <div className="xz-comments-composer" ref={root}>
      {guest ? (
        <>
          <GuestFields
            value={guestForm}
            onChange={editGuest}
            errors={errors}
            emailRequired={guest.emailRequired}
          />
          {/* a field only a form-filling script sees and fills: a person never meets it */}
          <input
            ref={honeypot}
            name={HONEYPOT_FIELD}
            className="xz-sr-only"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            defaultValue=""
          />
        </>
      ) : null}
      <div className="xz-comments-tabs" role="tablist" aria-label="编辑或预览">
        {tab(false, '编辑')}
        {tab(true, '预览')}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${previewing ? 'preview' : 'edit'}`}
        className="xz-comments-tabpanel"
      >
        {previewing ? (
          <Preview content={content} />
        ) : (
          <textarea
            ref={area}
            className="xz-comments-textarea"
            value={text}
            placeholder={placeholder}
            aria-label={label}
            aria-describedby={counterId}
            maxLength={COMMENT_MAX_LENGTH}
            rows={3}
            onChange={onChange}
            onKeyDown={onKeyDown}
          />
        )}
      </div>
      <div className="xz-comments-composer-bar">
        <Popover
          aria-label="选择表情"
          placement="bottom-start"
          className="xz-comments-emoji-panel"
          content={
            <div className="xz-comments-emoji-grid">
              {EMOJI.map((emoji) => (
                <button
                  key={emoji}
                  type="button"
                  className="xz-comments-emoji"
                  aria-label={emoji}
                  onClick={() => insert(emoji)}
                >
                  {emoji}
                </button>
              ))}
            </div>
          }
        >
          <Button variant="text" size="small" icon={icons.smile} className="xz-comments-emoji-trigger">
            表情
          </Button>
        </Popover>
        <span
          id={counterId}
          className={full ? 'xz-comments-counter xz-comments-counter--full' : 'xz-comments-counter'}
          aria-live="polite"
        >
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        <span className="xz-comments-composer-hint">{SEND_KEYS} 发送</span>
        {guest ? (
          <Button variant="text" size="small" onClick={guest.onLogin}>
            登录
          </Button>
        ) : null}
        {onCancel ? (
          <Button size="small" onClick={onCancel}>
            取消
          </Button>
        ) : null}
        <Button
          variant="primary"
          size="small"
          disabled={!content}
          loading={sending}
          onClick={() => void submit()}
        >
          {submitText}
        </Button>
      </div>
    </div>
  )
}

type PreviewState = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' }

/** The comment as the server renders it (its safe Markdown subset: trusted HTML, docs/api.md §25). */
function Preview({ content }: { content: string }) {
  const [state, setState] = useState<PreviewState>({ status: 'loading' })
  useEffect(() => {
    if (!content) return
    let live = true
    setState({ status: 'loading' })
    previewComment(content).then(
      ({ html }) => live && setState({ status: 'ready', html }),
      () => live && setState({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [content])
  if (!content) return <p className="xz-comments-preview xz-comments-muted">还没有可预览的内容</p>
  if (state.status === 'loading')
    return (
      <p className="xz-comments-preview xz-comments-muted" role="status">
        预览生成中…
      </p>
    )
  if (state.status === 'error')
    return <p className="xz-comments-preview xz-comments-muted">预览失败，请稍后再试</p>
  return (
    <div
      className="xz-comments-preview xz-comments-content xz-comments-md"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built only by the server's comment renderer, every text escaped (docs/api.md §25)
      dangerouslySetInnerHTML={{ __html: state.html }}
    />
  )
}
