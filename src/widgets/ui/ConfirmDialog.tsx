import { type ReactNode, useId, useRef } from 'react'
import { Button } from './Button.tsx'
import { DialogFrame as Dialog } from './ModalFrame.tsx'
import { Icon } from './Icon.tsx'
import * as icons from './icons.ts'
import confirmCss from './confirm.css?inline'
import { usePrimitiveStyles } from './styles.ts'

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
  usePrimitiveStyles(confirmCss)
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
          icon={icons.warning}
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
