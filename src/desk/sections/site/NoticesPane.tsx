import { type FormEvent, useId, useState } from 'react'
import { getNoticeSettings, saveNoticeSettings, sendTestMail } from '../../../core/api/index.ts'
import {
  type NoticeEnvField,
  type NoticeOwnerSwitches,
  type NoticeSettings,
  WEBHOOK_KIND_NAMES,
  WEBHOOK_KINDS,
  type Webhook,
  type WebhookKind,
} from '../../../core/contract/index.ts'
import {
  chatIdError,
  mailFromError,
  noticeEmailError,
  noticeSiteUrlError,
  smtpUrlError,
  WEBHOOKS_MAX,
  webhookUrlError,
} from '../../../core/validate/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { Button, FormField, TextField, toastFailure, useLoad } from '../../../widgets/ui/index.ts'
import * as icons from '../../../widgets/ui/icons.ts'
import { useSave } from '../../actions.ts'
import { DangerButton } from '../../DangerButton.tsx'
import { WhenLoaded } from '../../PagedRows.tsx'

// 站点 → 通知 (docs/desk-api.md §Notices): the mail server, whom the owner's notices go to,
// what the owner hears of, the webhooks, and a test mail that shows the server's own error.

const ENV_NAMES: Record<NoticeEnvField, string> = {
  smtp_url: 'XZ_SMTP_URL',
  mail_from: 'XZ_MAIL_FROM',
  site_url: 'XZ_SITE_URL',
  admin_email: 'XZ_ADMIN_EMAIL',
}

const SWITCHES: readonly [keyof NoticeOwnerSwitches, string][] = [
  ['comment', '新评论'],
  ['message', '新留言'],
  ['link', '友链申请'],
  ['review', '待审核的内容'],
]

const SECRET_KINDS: readonly WebhookKind[] = ['generic', 'dingtalk', 'feishu']

const URL_HINTS: Record<WebhookKind, string> = {
  generic: 'https://example.com/hook',
  wecom: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  dingtalk: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  feishu: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
  telegram: 'https://api.telegram.org/bot<TOKEN>/sendMessage',
}

type Form = Omit<NoticeSettings, 'smtp_password_set' | 'fixed'> & { smtp_password: string }
type Errors = Partial<Record<'smtp_url' | 'mail_from' | 'site_url' | 'admin_email', string | null>> & {
  webhooks?: (string | null)[]
}

const formOf = (s: NoticeSettings): Form => ({
  smtp_url: s.smtp_url,
  smtp_password: '',
  mail_from: s.mail_from,
  site_url: s.site_url,
  admin_email: s.admin_email,
  owner: s.owner,
  webhooks: s.webhooks,
})

function errorsOf(form: Form): Errors {
  return {
    smtp_url: smtpUrlError(form.smtp_url),
    mail_from: mailFromError(form.mail_from),
    site_url: noticeSiteUrlError(form.site_url),
    admin_email: noticeEmailError(form.admin_email),
    webhooks: form.webhooks.map(
      (h) =>
        webhookUrlError(h.url) ??
        (h.kind === 'telegram'
          ? chatIdError(h.chat_id) || (h.chat_id.trim() ? null : '请填写 Telegram 的 chat_id')
          : null),
    ),
  }
}

const hasErrors = (e: Errors) =>
  Boolean(e.smtp_url || e.mail_from || e.site_url || e.admin_email || e.webhooks?.some(Boolean))

export function NoticesPane() {
  const loaded = useLoad('desk-notices', () => getNoticeSettings())
  return <WhenLoaded loaded={loaded}>{(settings) => <NoticesForm initial={settings} />}</WhenLoaded>
}

function NoticesForm({ initial }: { initial: NoticeSettings }) {
  const id = useId()
  const [settings, setSettings] = useState(initial)
  const [form, setForm] = useState(() => formOf(initial))
  const [errors, setErrors] = useState<Errors>({})
  const { busy, save } = useSave()
  const fixed = (field: NoticeEnvField) => settings.fixed.includes(field)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = errorsOf(form)
    setErrors(found)
    if (hasErrors(found)) return
    const { smtp_password, ...rest } = form
    const next = await save(
      () => saveNoticeSettings({ ...rest, ...(smtp_password ? { smtp_password } : {}) }),
      '保存成功',
    )
    if (next) {
      setSettings(next)
      setForm(formOf(next))
    }
  }

  const text = (
    field: 'smtp_url' | 'mail_from' | 'site_url' | 'admin_email',
    label: string,
    placeholder: string,
  ) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      hint={
        fixed(field)
          ? `由环境变量 ${ENV_NAMES[field]} 设置`
          : field === 'site_url' && !form.site_url
            ? '不填时邮件里的链接无法打开'
            : undefined
      }
      placeholder={placeholder}
      value={form[field]}
      readOnly={fixed(field)}
      error={errors[field]}
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
    />
  )

  const setHook = (index: number, change: Partial<Webhook>) =>
    setForm({ ...form, webhooks: form.webhooks.map((h, i) => (i === index ? { ...h, ...change } : h)) })

  return (
    <>
      <form className="xz-desk-card xz-desk-form" aria-label="通知设置" onSubmit={submit} noValidate>
        <h3 className="xz-desk-form__wide">邮件</h3>
        {text('smtp_url', 'SMTP 服务器', 'smtps://user@smtp.example.com:465')}
        <TextField
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          label="SMTP 密码"
          hint={
            fixed('smtp_url')
              ? '由环境变量 XZ_SMTP_URL 设置'
              : settings.smtp_password_set
                ? '已设置，留空则不变'
                : undefined
          }
          readOnly={fixed('smtp_url')}
          value={form.smtp_password}
          onChange={(e) => setForm({ ...form, smtp_password: e.target.value })}
        />
        {text('mail_from', '发件人', '小站 <blog@example.com>')}
        {text('site_url', '站点地址（邮件中的链接）', 'https://blog.example.com')}
        {text('admin_email', '站长邮箱', 'me@example.com')}
        <FormField label="通知站长" group className="xz-desk-form__wide">
          <div className="xz-desk-choices">
            {SWITCHES.map(([key, label]) => (
              <label key={key} className="xz-desk-choice">
                <input
                  type="checkbox"
                  checked={form.owner[key]}
                  onChange={(e) => setForm({ ...form, owner: { ...form.owner, [key]: e.target.checked } })}
                />
                {label}
              </label>
            ))}
          </div>
        </FormField>

        <h3 className="xz-desk-form__wide">Webhook</h3>
        <ul className="xz-desk-rows xz-desk-form__wide" aria-label="Webhook 列表">
          {form.webhooks.map((hook, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; they move only by removal
            <li key={index} className="xz-desk-row">
              <div className="xz-desk-row__main xz-desk-inline">
                <select
                  className="xz-input"
                  aria-label="类型"
                  value={hook.kind}
                  onChange={(e) => setHook(index, { kind: e.target.value as WebhookKind })}
                >
                  {WEBHOOK_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {WEBHOOK_KIND_NAMES[kind]}
                    </option>
                  ))}
                </select>
                <input
                  className="xz-input"
                  aria-label="名称"
                  placeholder="名称"
                  maxLength={20}
                  value={hook.name}
                  onChange={(e) => setHook(index, { name: e.target.value })}
                />
                <input
                  className="xz-input"
                  aria-label="地址"
                  aria-invalid={Boolean(errors.webhooks?.[index])}
                  placeholder={URL_HINTS[hook.kind]}
                  value={hook.url}
                  onChange={(e) => setHook(index, { url: e.target.value })}
                />
                {SECRET_KINDS.includes(hook.kind) ? (
                  <input
                    className="xz-input"
                    aria-label="密钥"
                    placeholder={hook.kind === 'generic' ? '签名密钥（留空自动生成）' : '加签密钥（选填）'}
                    value={hook.secret}
                    onChange={(e) => setHook(index, { secret: e.target.value })}
                  />
                ) : null}
                {hook.kind === 'telegram' ? (
                  <input
                    className="xz-input"
                    aria-label="chat_id"
                    placeholder="chat_id"
                    value={hook.chat_id}
                    onChange={(e) => setHook(index, { chat_id: e.target.value })}
                  />
                ) : null}
                <label className="xz-desk-choice">
                  <input
                    type="checkbox"
                    checked={hook.enabled}
                    onChange={(e) => setHook(index, { enabled: e.target.checked })}
                  />
                  启用
                </label>
                {errors.webhooks?.[index] ? (
                  <p className="xz-field__error" role="alert">
                    {errors.webhooks[index]}
                  </p>
                ) : null}
              </div>
              <div className="xz-desk-row__actions">
                <DangerButton
                  aria-label={`删除 Webhook ${hook.name || index + 1}`}
                  onClick={() => setForm({ ...form, webhooks: form.webhooks.filter((_, i) => i !== index) })}
                >
                  删除
                </DangerButton>
              </div>
            </li>
          ))}
        </ul>
        <div className="xz-desk-form__actions">
          <Button
            disabled={form.webhooks.length >= WEBHOOKS_MAX}
            onClick={() =>
              setForm({
                ...form,
                webhooks: [
                  ...form.webhooks,
                  { kind: 'generic', name: '', url: '', secret: '', chat_id: '', enabled: true },
                ],
              })
            }
          >
            添加 Webhook
          </Button>
        </div>
        <div className="xz-desk-form__actions">
          <Button type="submit" variant="primary" icon={icons.check} loading={busy}>
            保存
          </Button>
        </div>
      </form>
      <TestMail adminEmail={settings.admin_email} />
    </>
  )
}

/** Sends at once with the saved settings; a failure shows the SMTP server's own words. */
function TestMail({ adminEmail }: { adminEmail: string }) {
  const id = useId()
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const send = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure('')
    try {
      const result = await sendTestMail(to.trim())
      if (result.sent) toast.success('测试邮件已发出，请查收')
      else setFailure(result.error)
    } catch (error) {
      toastFailure(error, '发送失败')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="xz-desk-card xz-desk-form" aria-label="发送测试邮件" onSubmit={send} noValidate>
      <TextField
        id={`${id}-to`}
        label="测试收件地址"
        hint="用已保存的设置发送"
        placeholder={adminEmail || 'me@example.com'}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <div className="xz-desk-form__actions">
        <Button type="submit" icon={icons.send} loading={busy}>
          发送测试邮件
        </Button>
      </div>
      {failure ? (
        <p className="xz-field__error xz-desk-form__wide" role="alert">
          发送失败：{failure}
        </p>
      ) : null}
    </form>
  )
}
