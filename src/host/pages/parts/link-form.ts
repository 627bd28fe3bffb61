import type { LinkBody } from '../../../core/contract/index.ts'

export type LinkField = 'site_name' | 'site_desc' | 'site_avatar' | 'url'

export type LinkForm = Record<LinkField, string>

export const EMPTY_LINK_FORM: LinkForm = { site_name: '', site_desc: '', site_avatar: '', url: '' }

/** The server's limits (src/server/routes/link.ts). */
export const LINK_LIMITS = { site_name: 30, site_desc: 100, url: 300, site_avatar: 500 } as const

export const LINK_MSG = {
  nameRequired: '请输入网站名称',
  nameLength: `网站名称不能超过${LINK_LIMITS.site_name}个字符`,
  descRequired: '请输入网站描述',
  descLength: `网站描述不能超过${LINK_LIMITS.site_desc}个字符`,
  urlRequired: '请输入网站地址',
  urlFormat: '网站地址应为 http(s) 链接',
  avatarFormat: '头像地址应为 http(s) 链接',
  submitted: '申请已提交，等待站长审核',
  added: '友链已添加',
  updated: '修改已提交，等待站长审核',
} as const

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Every field's first problem (the avatar is optional). */
export function linkFormErrors(form: LinkForm): Partial<Record<LinkField, string>> {
  const errors: Partial<Record<LinkField, string>> = {}
  const name = form.site_name.trim()
  const desc = form.site_desc.trim()
  const url = form.url.trim()
  const avatar = form.site_avatar.trim()
  if (name === '') errors.site_name = LINK_MSG.nameRequired
  else if (name.length > LINK_LIMITS.site_name) errors.site_name = LINK_MSG.nameLength
  if (desc === '') errors.site_desc = LINK_MSG.descRequired
  else if (desc.length > LINK_LIMITS.site_desc) errors.site_desc = LINK_MSG.descLength
  if (url === '') errors.url = LINK_MSG.urlRequired
  else if (url.length > LINK_LIMITS.url || !isHttpUrl(url)) errors.url = LINK_MSG.urlFormat
  if (avatar !== '' && (avatar.length > LINK_LIMITS.site_avatar || !isHttpUrl(avatar))) {
    errors.site_avatar = LINK_MSG.avatarFormat
  }
  return errors
}

export function linkBodyOf(form: LinkForm): LinkBody {
  return {
    site_name: form.site_name.trim(),
    site_desc: form.site_desc.trim(),
    site_avatar: form.site_avatar.trim(),
    url: form.url.trim(),
  }
}
