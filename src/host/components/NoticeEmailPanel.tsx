import { useId, useState } from 'react'
import { getNoticeEmail, removeNoticeEmail, setNoticeEmail } from '../../core/api/notices.ts'
import type { NoticeEmail } from '../../core/contract/index.ts'
import { toast } from '../../core/toast/index.ts'
import { userEmailError } from '../../core/validate/notices.ts'
import { Button, TextField, toastFailure, useLoad } from '../../widgets/ui/index.ts'
import { useFormSubmit } from '../../widgets/ui/use-form-submit.ts'
import { AccountForm } from '../../widgets/login/account-form.tsx'
import * as icons from '../../widgets/ui/icons.ts'

/**
 * 个人中心 → 邮件通知 (docs/api.md §26): the address replies and link verdicts are mailed to,
 * used once the link mailed to it is opened. Loaded only when the tab is opened.
 */
export default function NoticeEmailPanel() {
  const loaded = useLoad('notice-email', () => getNoticeEmail())
  const [state, setState] = useState<NoticeEmail | null>(null)
  const current = state ?? loaded.data
  const baseId = useId()
  const [email, setEmail] = useState('')
  const error = userEmailError(email)
  const { tried, saving, submit, reset } = useFormSubmit({
    invalid: error !== null,
    failed: '保存失败',
    save: async () => {
      const next = await setNoticeEmail(email.trim())
      setState(next)
      setEmail('')
      reset()
      toast.success(next.confirmed ? '邮箱未变，仍然有效' : '确认邮件已发出，请查收')
    },
  })
  const remove = async () => {
    try {
      setState(await removeNoticeEmail())
      toast.success('已移除')
    } catch (failure) {
      toastFailure(failure, '移除失败')
    }
  }

  return (
    <AccountForm
      label="邮件通知"
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" variant="primary" icon={icons.send} loading={saving}>
            发送确认邮件
          </Button>
          {current?.email ? <Button onClick={() => void remove()}>移除邮箱</Button> : null}
        </>
      }
    >
      <p>有人回复你的评论、你申请的友链有了审核结果时，本站会发邮件告诉你。</p>
      {current?.email ? (
        <p role="status">
          当前邮箱：{current.email}（{current.confirmed ? '已确认' : '待确认：请打开发到该邮箱的确认链接'}）
        </p>
      ) : null}
      <TextField
        id={`${baseId}-email`}
        label={current?.email ? '更换邮箱' : '邮箱'}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={100}
        error={tried ? error : undefined}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </AccountForm>
  )
}
