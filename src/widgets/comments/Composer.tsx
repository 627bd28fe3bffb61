import {
  type ChangeEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { COMMENT_MAX } from '../../core/contract/index.ts'
import { Button, Popover } from '../ui/index.ts'
import { EMOJI } from '../ui/emoji.ts'
import * as icons from '../ui/icons.ts'
import { usePartStyles } from '../ui/styles.ts'
import composerCss from './comments-composer.css?inline'

/** The server's limit on a comment, from the rule both sides apply. */
export const COMMENT_MAX_LENGTH = COMMENT_MAX

const SEND_KEYS =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)
    ? '⌘ + Enter'
    : 'Ctrl + Enter'

export interface ComposerProps {
  /** resolves true when posted (the text is then cleared) */
  onSubmit: (content: string) => Promise<boolean>
  /** default "发表评论" */
  submitText?: string
  placeholder?: string
  /** shows a "取消" button (reply composers) */
  onCancel?: () => void
  autoFocus?: boolean
  /** the textarea's accessible name */
  label?: string
}

/** Textarea with an emoji picker, a character counter and Ctrl/Cmd+Enter to send. */
export function Composer({
  onSubmit,
  submitText = '发表评论',
  placeholder = '说点什么吧～',
  onCancel,
  autoFocus = false,
  label = '评论内容',
}: ComposerProps) {
  usePartStyles(composerCss)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const area = useRef<HTMLTextAreaElement>(null)
  const caret = useRef<number | null>(null)
  const counterId = useId()
  const content = text.trim()

  useEffect(() => {
    if (autoFocus) area.current?.focus()
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
    setSending(true)
    const ok = await onSubmit(content).catch(() => false)
    setSending(false)
    if (ok) setText('')
  }

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
    <div className="xz-comments-composer">
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
