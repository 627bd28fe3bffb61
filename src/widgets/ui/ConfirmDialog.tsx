import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import { Icon } from './Icon.tsx'

export interface ConfirmOptions {
  /** default "提示" */
  title?: string
  /** default "确定" */
  okText?: string
  /** default "取消" */
  cancelText?: string
  /** a red OK button; the cancel button gets the initial focus */
  danger?: boolean
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean
  message: ReactNode
  /** true for OK; false for cancel, Esc, ✕ or a click on the overlay */
  onResult: (ok: boolean) => void
}

/** A small alert dialog asking one question. */
export function ConfirmDialog({
  open,
  message,
  onResult,
  title = '提示',
  okText = '确定',
  cancelText = '取消',
  danger = false,
}: ConfirmDialogProps) {
  const messageId = useId()
  const ok = useRef<HTMLButtonElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={() => onResult(false)}
      title={title}
      role="alertdialog"
      aria-describedby={messageId}
      width={420}
      className="xz-confirm"
      initialFocus={danger ? cancel : ok}
      footer={
        <>
          <Button ref={cancel} onClick={() => onResult(false)}>
            {cancelText}
          </Button>
          <Button ref={ok} variant={danger ? 'danger' : 'primary'} onClick={() => onResult(true)}>
            {okText}
          </Button>
        </>
      }
    >
      <div className="xz-confirm__content">
        <Icon
          name="warning"
          size={22}
          className={danger ? 'xz-confirm__icon xz-confirm__icon--danger' : 'xz-confirm__icon'}
        />
        <p className="xz-confirm__message" id={messageId}>
          {message}
        </p>
      </div>
    </Dialog>
  )
}

export type ConfirmFn = (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>

interface Request {
  message: ReactNode
  options: ConfirmOptions
}

/**
 * Imperative confirmation: `const { confirm, dialog } = useConfirm()`, render `{dialog}` somewhere
 * inside the widget, then `if (await confirm('确定删除吗?', { danger: true })) …`.
 * A second call while one is open answers the first with false; unmounting answers false.
 */
export function useConfirm(): { confirm: ConfirmFn; dialog: ReactNode } {
  const [request, setRequest] = useState<Request | null>(null)
  const pending = useRef<((ok: boolean) => void) | null>(null)

  const confirm = useCallback<ConfirmFn>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false)
        pending.current = resolve
        setRequest({ message, options })
      }),
    [],
  )

  const settle = useCallback((ok: boolean) => {
    const resolve = pending.current
    pending.current = null
    setRequest(null)
    resolve?.(ok)
  }, [])

  useEffect(
    () => () => {
      pending.current?.(false)
      pending.current = null
    },
    [],
  )

  const dialog = (
    <ConfirmDialog
      open={request !== null}
      message={request?.message ?? ''}
      {...request?.options}
      onResult={settle}
    />
  )
  return { confirm, dialog }
}
