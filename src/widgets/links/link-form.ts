import type { LinkBody } from '../../core/contract/index.ts'
import { LINK_LIMITS, LINK_RULE_MSG, type LinkField, linkFieldErrors } from '../../core/validate/link.ts'
import { isHttpUrl } from '../../core/validate/text.ts'

export type { LinkField }

export type LinkForm = Record<LinkField, string>

export const EMPTY_LINK_FORM: LinkForm = { site_name: '', site_desc: '', site_avatar: '', url: '' }

export { isHttpUrl, LINK_LIMITS }

export const LINK_MSG = {
  ...LINK_RULE_MSG,
  submitted: '申请已提交，等待站长审核',
  added: '友链已添加',
  updated: '修改已提交，等待站长审核',
} as const

/** Every field's first problem under the server's rules; this form also asks for a description. */
export function linkFormErrors(form: LinkForm): Partial<Record<LinkField, string>> {
  return linkFieldErrors(form, true)
}

export function linkBodyOf(form: LinkForm): LinkBody {
  return {
    site_name: form.site_name.trim(),
    site_desc: form.site_desc.trim(),
    site_avatar: form.site_avatar.trim(),
    url: form.url.trim(),
  }
}
