import { useEffect, useId, useRef, useState } from 'react'
import { addLink, frontUpdateLink } from '../../core/api/link.ts'
import type { FriendLink } from '../../core/contract/index.ts'
import { toast } from '../../core/toast/index.ts'
import { Button, Dialog, FormField, fieldCss, useMe, useStyles } from '../ui/index.ts'
import { useFormSubmit } from '../ui/use-form-submit.ts'
import {
  EMPTY_LINK_FORM,
  LINK_LIMITS,
  LINK_MSG,
  type LinkField,
  type LinkForm,
  linkBodyOf,
  linkFormErrors,
} from './link-form.ts'

export interface ApplyDialogProps {
  open: boolean
  onClose: () => void
  /** editing one's own link (PUT /links/frontUpdate) instead of applying */
  editing?: FriendLink | null
  /** after the server accepted it */
  onDone?: (link: FriendLink) => void
}

const FIELDS: readonly { key: LinkField; label: string; placeholder: string; required: boolean }[] = [
  { key: 'site_name', label: '网站名称', placeholder: '例如：小站', required: true },
  { key: 'site_desc', label: '网站描述', placeholder: '一句话介绍你的网站', required: true },
  { key: 'site_avatar', label: '网站头像', placeholder: 'https://example.com/avatar.png', required: false },
  { key: 'url', label: '网站地址', placeholder: 'https://example.com', required: true },
]

/** "申请友链": the four fields, checked here and again by the server; login required. */
export function ApplyDialog({ open, onClose, editing, onDone }: ApplyDialogProps) {
  const me = useMe()
  const baseId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useStyles(formRef, fieldCss)
  const [form, setForm] = useState<LinkForm>(EMPTY_LINK_FORM)
  const errors = linkFormErrors(form)
  const { tried, saving, submit, reset } = useFormSubmit({
    invalid: Object.keys(errors).length > 0,
    failed: editing ? '修改失败' : '申请失败',
    save: async () => {
      const body = linkBodyOf(form)
      const link = editing ? await frontUpdateLink({ ...body, id: editing.id }) : await addLink(body)
      // the site owner's own link needs no approval
      toast.success(
        link.status === 2
          ? editing
            ? '修改成功'
            : LINK_MSG.added
          : editing
            ? LINK_MSG.updated
            : LINK_MSG.submitted,
      )
      onDone?.(link)
      onClose()
    },
  })

  // a fresh form each time it opens (prefilled when editing)
  useEffect(() => {
    if (!open) return
    setForm(
      editing
        ? {
            site_name: editing.site_name,
            site_desc: editing.site_desc,
            site_avatar: editing.site_avatar,
            url: editing.url,
          }
        : EMPTY_LINK_FORM,
    )
    reset()
  }, [open, editing, reset])

  // logging out while it is open closes it: the server would refuse anyway
  useEffect(() => {
    if (open && !me) onClose()
  }, [open, me, onClose])

  const formId = `${baseId}-form`
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? '修改友链' : '申请友链'}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {editing ? '提交修改' : '提交申请'}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="xz-lk-form" onSubmit={submit} noValidate>
        {FIELDS.map((field) => {
          const id = `${baseId}-${field.key}`
          const error = tried ? errors[field.key] : undefined
          return (
            <FormField
              key={field.key}
              label={
                <>
                  {field.label}
                  {field.required ? <em>*</em> : null}
                </>
              }
              htmlFor={id}
              error={error}
              errorId={`${id}-error`}
            >
              <input
                id={id}
                className="xz-input"
                type={field.key === 'url' || field.key === 'site_avatar' ? 'url' : 'text'}
                placeholder={field.placeholder}
                maxLength={LINK_LIMITS[field.key]}
                value={form[field.key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setForm((f) => ({ ...f, [field.key]: e.target.value }))}
              />
            </FormField>
          )
        })}
        <p className="xz-field__hint">
          提交后需要站长审核，通过后会展示在友链页。请先在你的网站添加本站链接哦～
        </p>
      </form>
    </Dialog>
  )
}
