import { useId, useState } from 'react'
import { updateDeskLink } from '../../../core/api/index.ts'
import type { FriendLink } from '../../../core/contract/index.ts'
import { LINK_LIMITS, type LinkField, linkFieldErrors } from '../../../core/validate/index.ts'
import { Button, Dialog, TextField } from '../../../widgets/ui/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { useFormSubmit } from '../../../widgets/ui/use-form-submit.ts'

const FIELDS: readonly (readonly [LinkField, string])[] = [
  ['site_name', '网站名称'],
  ['site_desc', '网站描述'],
  ['site_avatar', '网站头像'],
  ['url', '网站地址'],
]

type Form = Record<LinkField, string>

interface LinkEditDialogProps {
  /** the link being edited; null keeps the dialog closed */
  link: FriendLink | null
  onClose(): void
  onSaved(link: FriendLink): void
}

/** The admin's edit of a friend link: the visitor's rules, and the link keeps its status. */
export function LinkEditDialog({ link, onClose, onSaved }: LinkEditDialogProps) {
  return (
    <Dialog open={link !== null} onClose={onClose} title="编辑友链" width={520}>
      {link ? <LinkEditForm key={link.id} link={link} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  )
}

function LinkEditForm({ link, onClose, onSaved }: { link: FriendLink } & Omit<LinkEditDialogProps, 'link'>) {
  const id = useId()
  const [form, setForm] = useState<Form>({
    site_name: link.site_name,
    site_desc: link.site_desc ?? '',
    site_avatar: link.site_avatar ?? '',
    url: link.url,
  })
  const errors = linkFieldErrors(form)
  const { tried, saving, submit } = useFormSubmit({
    invalid: Object.keys(errors).length > 0,
    failed: '修改失败',
    save: async () => {
      const saved = await updateDeskLink({
        id: link.id,
        site_name: form.site_name.trim(),
        site_desc: form.site_desc.trim(),
        site_avatar: form.site_avatar.trim(),
        url: form.url.trim(),
      })
      toast.success('修改成功')
      onSaved(saved)
    },
  })

  return (
    <form className="xz-desk-form" aria-label="编辑友链" onSubmit={submit} noValidate>
      {FIELDS.map(([key, label]) => {
        const error = tried ? errors[key] : undefined
        return (
          <TextField
            key={key}
            label={label}
            id={`${id}-${key}`}
            error={error}
            maxLength={LINK_LIMITS[key]}
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        )
      })}
      <div className="xz-desk-form__actions">
        <Button type="submit" variant="primary" loading={saving}>
          保存
        </Button>
        <Button onClick={onClose}>取消</Button>
      </div>
    </form>
  )
}
