import { isHttpUrl, safeUrlError, TEXT_MSG, textError, textOf } from './text.ts'

// Friend links (友链): the apply form and the server share every field rule. The description
// is optional on the wire (the `blog-v3` client sends ""), the host's form asks for one.

const NAME_MAX = 30
const DESC_MAX = 100
const URL_MAX = 300

export const LINK_LIMITS = {
  site_name: NAME_MAX,
  site_desc: DESC_MAX,
  url: URL_MAX,
  site_avatar: 500,
} as const

export type LinkField = keyof typeof LINK_LIMITS

// Plain string constants and pure calls, so a bundle that uses none of these drops them whole.
const NAME = '网站名称'
const DESC = '网站描述'
const ADDRESS = '网站地址'
const AVATAR = '网站头像'

export const LINK_RULE_MSG = {
  nameRequired: /* @__PURE__ */ TEXT_MSG.required(NAME),
  nameLength: /* @__PURE__ */ TEXT_MSG.tooLong(NAME, NAME_MAX),
  descRequired: /* @__PURE__ */ TEXT_MSG.required(DESC),
  descLength: /* @__PURE__ */ TEXT_MSG.tooLong(DESC, DESC_MAX),
  urlRequired: /* @__PURE__ */ TEXT_MSG.required(ADDRESS),
  urlLength: /* @__PURE__ */ TEXT_MSG.tooLong(ADDRESS, URL_MAX),
  urlFormat: `${ADDRESS}应为 http(s) 链接`,
  avatarFormat: /* @__PURE__ */ TEXT_MSG.unsafeUrl(AVATAR),
} as const

export function siteNameError(value: unknown): string | null {
  return textError(value, { label: NAME, max: LINK_LIMITS.site_name })
}

export function siteDescError(value: unknown, required = false): string | null {
  return textError(value, { label: DESC, max: LINK_LIMITS.site_desc, required })
}

/** The address visitors follow off-site: absolute http(s) with a host, nothing else. */
export function siteUrlError(value: unknown): string | null {
  if (typeof value !== 'string') return TEXT_MSG.notText(ADDRESS)
  const url = value.trim()
  if (url === '') return LINK_RULE_MSG.urlRequired
  if (url.length > LINK_LIMITS.url) return LINK_RULE_MSG.urlLength
  if (!isHttpUrl(url)) return LINK_RULE_MSG.urlFormat
  return null
}

/** Optional; an uploaded picture's site path is as good as an outside address. */
export function siteAvatarError(value: unknown): string | null {
  return safeUrlError(value, AVATAR, LINK_LIMITS.site_avatar)
}

export type LinkInput = Partial<Record<LinkField, unknown>>

/** Every field's first problem; `descRequired` for forms that ask for a description. */
export function linkFieldErrors(form: LinkInput, descRequired = false): Partial<Record<LinkField, string>> {
  const checks: [LinkField, string | null][] = [
    ['site_name', siteNameError(textOf(form.site_name))],
    ['site_desc', siteDescError(textOf(form.site_desc), descRequired)],
    ['site_avatar', siteAvatarError(textOf(form.site_avatar))],
    ['url', siteUrlError(textOf(form.url))],
  ]
  const errors: Partial<Record<LinkField, string>> = {}
  for (const [field, error] of checks) if (error) errors[field] = error
  return errors
}
