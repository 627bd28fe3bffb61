import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { getSiteConfig, updateSiteConfig } from '../../../core/api/index.ts'
import type { SiteConfig } from '../../../core/contract/index.ts'
import { Avatar, Button, FormField, useLoad } from '../../../widgets/ui/index.ts'
import { uploadPicked } from '../common.ts'
import { useSave } from '../../actions.ts'
import { WhenLoaded } from '../../PagedRows.tsx'

/** The settings the server lets the admin change, in the order the form shows them. */
const FIELDS = [
  ['blog_name', '博客名称'],
  ['blog_avatar', '博客头像地址'],
  ['personal_say', '个性签名'],
  ['blog_notice', '博客公告'],
  ['github_link', 'GitHub 地址'],
  ['bilibili_link', '哔哩哔哩地址'],
  ['git_ee_link', 'Gitee 地址'],
  ['qq_link', 'QQ 链接'],
  ['we_chat_link', '微信链接'],
  ['qq_group', 'QQ 群二维码地址'],
  ['we_chat_group', '微信群二维码地址'],
  ['icp_number', 'ICP 备案号'],
] as const
type Field = (typeof FIELDS)[number][0]
type Form = Record<Field, string>

const formOf = (config: SiteConfig): Form =>
  Object.fromEntries(FIELDS.map(([key]) => [key, String(config[key] ?? '')])) as Form

/** Blog name, avatar (address or upload), signature, notice, social links, ICP number: only changed fields are sent. */
export function ConfigPane() {
  const loaded = useLoad('desk-config', () => getSiteConfig())
  return <WhenLoaded loaded={loaded}>{(config) => <ConfigForm initial={formOf(config)} />}</WhenLoaded>
}

function ConfigForm({ initial }: { initial: Form }) {
  const id = useId()
  const [saved, setSaved] = useState(initial)
  const [form, setForm] = useState(initial)
  const { busy, save } = useSave()
  const [uploading, setUploading] = useState(false)
  const changed = FIELDS.filter(([key]) => form[key] !== saved[key]).map(([key]) => key)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (changed.length === 0) return
    const next = await save(
      () => updateSiteConfig(Object.fromEntries(changed.map((key) => [key, form[key].trim()]))),
      '保存成功',
    )
    if (next) {
      setSaved(formOf(next))
      setForm(formOf(next))
    }
  }

  // the picture's address goes into the form; it is saved with the rest
  const uploadAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    setUploading(true)
    const url = await uploadPicked(event)
    setUploading(false)
    if (url) setForm((f) => ({ ...f, blog_avatar: url }))
  }

  return (
    <form className="xz-desk-card xz-desk-form" aria-label="基本信息" onSubmit={submit}>
      {FIELDS.map(([key, label]) => {
        const field = {
          id: `${id}-${key}`,
          className: 'xz-input',
          value: form[key],
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setForm({ ...form, [key]: e.target.value }),
        }
        return (
          <FormField key={key} label={label} htmlFor={field.id}>
            {key === 'blog_notice' ? (
              <textarea rows={3} {...field} />
            ) : key === 'blog_avatar' ? (
              <div className="xz-desk-inline">
                <Avatar src={form.blog_avatar} name={form.blog_name || '小站'} size={36} />
                <input {...field} />
                <label className="xz-button xz-button--text">
                  {uploading ? '上传中…' : '上传'}
                  <input
                    type="file"
                    accept="image/*"
                    hidden
                    aria-label="上传博客头像"
                    disabled={uploading}
                    onChange={(e) => void uploadAvatar(e)}
                  />
                </label>
              </div>
            ) : (
              <input {...field} />
            )}
          </FormField>
        )
      })}
      <div className="xz-desk-form__actions">
        <Button type="submit" variant="primary" loading={busy} disabled={changed.length === 0}>
          保存
        </Button>
        <Button disabled={changed.length === 0 || busy} onClick={() => setForm(saved)}>
          还原
        </Button>
      </div>
    </form>
  )
}
