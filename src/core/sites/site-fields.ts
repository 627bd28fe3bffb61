import { canonicalSiteOrigin } from '../page-path/index.ts'
import { textError } from '../validate/text.ts'

/** The longest name a site may have in the desk's list. */
export const SITE_NAME_MAX = 40

export const SITE_ORIGIN_HINT = '请输入网站地址，例如 https://blog.example.com'

/**
 * A site's address as the owner types it: an http(s) origin (a trailing path is read as its
 * site's). The desk's form and the server's route both ask this, so both say the same words.
 */
export function siteOriginError(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300 || !/^https?:\/\/[^\s/?#]+/i.test(value.trim()))
    return SITE_ORIGIN_HINT
  return canonicalSiteOrigin(value) ? null : SITE_ORIGIN_HINT
}

export function siteNameError(value: unknown): string | null {
  return textError(value, { label: '网站名称', max: SITE_NAME_MAX })
}
