import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { isApiError } from '../../core/api/failure.ts'
import { uploadImage } from '../../core/api/upload.ts'
import type { ChatStore } from '../../core/chat/index.ts'
import { IMAGE_UPLOAD_FAILED, MSG } from '../../core/contract/index.ts'
import { IMAGE_ACCEPT, pickSingleImage } from '../../core/image/pick.ts'
import { toast } from '../../core/toast/index.ts'
import { Button, Popover, Spinner } from '../ui/index.ts'
import * as icons from '../ui/icons.ts'

// the grid and its emoji arrive when the picker first opens: most visits never open it
const EmojiPicker = lazy(() => import('./EmojiPicker.tsx').then((m) => ({ default: m.EmojiPicker })))

export interface ComposerProps {
  store: ChatStore
  loggedIn: boolean
  /** opens the login dialog (the session's `requestLogin`) */
  onRequestLogin: () => void
}

/** The key press that ends an IME composition (Chinese input) must not send. */
function isComposing(event: KeyboardEvent<HTMLTextAreaElement>, composing: boolean): boolean {
  // 229 is what browsers report for a key the IME consumed (Safari sends compositionend first)
  return composing || event.nativeEvent.isComposing === true || event.keyCode === 229
}

/**
 * Text, emoji and images. The chat store checks the rules (logged in, not empty, length) and
 * shows their toasts; this only adds what the store cannot do: asking for the login dialog.
 */
export function Composer({ store, loggedIn, onRequestLogin }: ComposerProps) {
  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const composing = useRef(false)
  /** where the caret goes after an emoji was inserted */
  const caret = useRef<number | null>(null)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the text an emoji changed was rendered
  useLayoutEffect(() => {
    const el = textarea.current
    if (caret.current === null || !el) return
    el.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [text])

  const send = () => {
    const id = store.getState().send(text.trim())
    if (id !== null) {
      setText('')
      return
    }
    // refused: the store already toasted why ("请先登录" / "请输入消息再发送" / too long)
    if (!loggedIn) onRequestLogin()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isComposing(event, composing.current)) return
    event.preventDefault()
    send()
  }

  const insertEmoji = (emoji: string) => {
    const el = textarea.current
    const value = el?.value ?? text
    const start = el?.selectionStart ?? value.length
    const end = el?.selectionEnd ?? value.length
    caret.current = start + emoji.length
    setText(value.slice(0, start) + emoji + value.slice(end))
  }

  const needLogin = (): boolean => {
    if (loggedIn) return false
    toast.warning(MSG.tipTitle, MSG.loginFirst)
    onRequestLogin()
    return true
  }

  const uploadAndSend = async (files: ArrayLike<File> | null) => {
    if (needLogin()) return
    const picked = pickSingleImage(files)
    if (typeof picked === 'string') {
      toast.warning(MSG.tipTitle, picked)
      return
    }
    setUploading(true)
    try {
      // the canvas work loads with the first picture: most visitors never send one
      const { compressImage } = await import('../../core/image/compress.ts')
      const image = await compressImage(picked)
      const { url } = await uploadImage(image)
      if (!mounted.current) return
      store.getState().send(url, 'image')
    } catch (error) {
      // The API layer already toasted the catalogue failures (401, 500…): one toast, not two.
      if (!(isApiError(error) && error.notified)) toast.error(MSG.errorTitle, IMAGE_UPLOAD_FAILED)
    } finally {
      if (mounted.current) setUploading(false)
    }
  }

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.currentTarget.files
    const list = files ? Array.from(files) : null
    // cleared at once, so choosing the same file again still fires a change
    event.currentTarget.value = ''
    void uploadAndSend(list)
  }

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData?.files ?? []).filter((f) => f.type.startsWith('image/'))
    if (files.length === 0) return
    event.preventDefault()
    if (!uploading) void uploadAndSend(files)
  }

  const chooseImage = () => {
    if (uploading || needLogin()) return
    fileInput.current?.click()
  }

  return (
    <div className="xz-chat-composer" part="composer">
      <div className="xz-chat-composer__tools">
        <Popover
          placement="top-start"
          aria-label="表情"
          className="xz-chat-emoji-popover"
          content={
            <Suspense fallback={<Spinner />}>
              <EmojiPicker onPick={insertEmoji} />
            </Suspense>
          }
        >
          <Button variant="text" icon={icons.smile} iconOnly title="表情">
            表情
          </Button>
        </Popover>
        <Button
          variant="text"
          icon={icons.image}
          iconOnly
          title="发送图片"
          loading={uploading}
          onClick={chooseImage}
        >
          发送图片
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          className="xz-chat-file"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFileChange}
        />
        {uploading ? (
          <span className="xz-chat-composer__uploading" role="status">
            图片上传中…
          </span>
        ) : null}
      </div>
      <textarea
        ref={textarea}
        className="xz-chat-input"
        value={text}
        rows={3}
        placeholder={loggedIn ? '说点什么…' : '登录后即可发言'}
        aria-label="输入消息"
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true
        }}
        onCompositionEnd={() => {
          composing.current = false
        }}
        onPaste={onPaste}
      />
      <div className="xz-chat-composer__footer">
        <span className="xz-chat-composer__hint">Enter 发送，Shift + Enter 换行</span>
        {loggedIn ? (
          <Button variant="primary" icon={icons.send} onClick={send}>
            发送
          </Button>
        ) : (
          <Button variant="primary" icon={icons.user} onClick={onRequestLogin}>
            登录后发言
          </Button>
        )}
      </div>
    </div>
  )
}
