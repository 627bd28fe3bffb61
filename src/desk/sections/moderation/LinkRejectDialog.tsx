import { type FormEvent, useId, useState } from 'react'
import type { FriendLink } from '../../../core/contract/index.ts'
import { Button, Dialog, FormField } from '../../../widgets/ui/index.ts'

const REASON_MAX = 100

interface LinkRejectDialogProps {
  /** the application being rejected; null keeps the dialog closed */
  link: FriendLink | null
  onClose(): void
  /** the reason as typed and trimmed, '' for none */
  onReject(reason: string): void
}

/** Asks before rejecting an application, with an optional reason the applicant's notice carries. */
export function LinkRejectDialog({ link, onClose, onReject }: LinkRejectDialogProps) {
  return (
    <Dialog open={link !== null} onClose={onClose} title="拒绝友链申请" role="alertdialog" width={440}>
      {link ? <RejectForm key={link.id} link={link} onClose={onClose} onReject={onReject} /> : null}
    </Dialog>
  )
}

function RejectForm({ link, onClose, onReject }: { link: FriendLink } & Omit<LinkRejectDialogProps, 'link'>) {
  const id = useId()
  const [reason, setReason] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onReject(reason.trim())
  }
  return (
    <form className="xz-desk-form" onSubmit={submit}>
      <p className="xz-desk-form__wide">确定拒绝「{link.site_name}」的友链申请吗？申请人会收到通知。</p>
      <FormField
        label="拒绝理由"
        hint="选填，会写进通知"
        htmlFor={`${id}-reason`}
        className="xz-desk-form__wide"
      >
        <textarea
          id={`${id}-reason`}
          className="xz-input"
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      <div className="xz-desk-form__actions">
        <Button type="submit" variant="danger">
          拒绝
        </Button>
        <Button onClick={onClose}>取消</Button>
      </div>
    </form>
  )
}
