import type { Kysely } from 'kysely'
import {
  type NoticeEnvField,
  type NoticeOwnerSwitches,
  type NoticeSettings,
  type NoticeSettingsBody,
  WEBHOOK_KINDS,
  type Webhook,
} from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'
import type { NoticeOptions } from './notice-options.ts'

// The notice settings (docs/api.md §26): in `notice_settings`, never in `config` (GET
// /api/config sends that table whole). A value the environment sets wins over the desk's.

const KEY = 'settings'

/** Everything the server needs to send, the password included: never sent to a browser. */
export interface NoticeConfig {
  smtp_url: string
  smtp_password: string
  mail_from: string
  site_url: string
  admin_email: string
  fixed: NoticeEnvField[]
  owner: NoticeOwnerSwitches
  webhooks: Webhook[]
}

type Stored = Omit<NoticeConfig, 'fixed'>

const DEFAULTS: Stored = {
  smtp_url: '',
  smtp_password: '',
  mail_from: '',
  site_url: '',
  admin_email: '',
  owner: { comment: true, message: true, link: true, review: true },
  webhooks: [],
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

function readStored(raw: string | undefined): Stored {
  let parsed: Record<string, unknown> = {}
  try {
    const value: unknown = raw === undefined ? {} : JSON.parse(raw)
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>
  } catch {
    // a row broken by hand reads as the defaults
  }
  const owner = (parsed.owner ?? {}) as Record<string, unknown>
  const switchOf = (name: keyof NoticeOwnerSwitches) =>
    typeof owner[name] === 'boolean' ? (owner[name] as boolean) : DEFAULTS.owner[name]
  const hooks = Array.isArray(parsed.webhooks) ? (parsed.webhooks as Record<string, unknown>[]) : []
  return {
    smtp_url: text(parsed.smtp_url),
    smtp_password: text(parsed.smtp_password),
    mail_from: text(parsed.mail_from),
    site_url: text(parsed.site_url),
    admin_email: text(parsed.admin_email),
    owner: {
      comment: switchOf('comment'),
      message: switchOf('message'),
      link: switchOf('link'),
      review: switchOf('review'),
    },
    webhooks: hooks
      .filter((h) => h && WEBHOOK_KINDS.includes(h.kind as Webhook['kind']))
      .map((h) => ({
        kind: h.kind as Webhook['kind'],
        name: text(h.name),
        url: text(h.url),
        secret: text(h.secret),
        chat_id: text(h.chat_id),
        enabled: h.enabled !== false,
      })),
  }
}

/** A URL's password moved out of it: what is shown, and what is kept. */
function splitSmtpUrl(url: string): { url: string; password: string } {
  try {
    const parsed = new URL(url)
    const password = decodeURIComponent(parsed.password)
    parsed.password = ''
    return { url: parsed.toString().replace(/\/$/, ''), password }
  } catch {
    return { url, password: '' }
  }
}

/** The settings in force: the desk's, with what the environment sets over them. */
export async function readNoticeConfig(db: Kysely<DB>, env: NoticeOptions = {}): Promise<NoticeConfig> {
  const row = await db.selectFrom('notice_settings').select('value').where('key', '=', KEY).executeTakeFirst()
  const stored = readStored(row?.value)
  const fixed: NoticeEnvField[] = []
  const config: NoticeConfig = { ...stored, fixed }
  if (env.smtpUrl) {
    const { url, password } = splitSmtpUrl(env.smtpUrl)
    config.smtp_url = url
    config.smtp_password = password
    fixed.push('smtp_url')
  }
  const overlay = (field: Exclude<NoticeEnvField, 'smtp_url'>, value: string | undefined) => {
    if (!value) return
    config[field] = value
    fixed.push(field)
  }
  overlay('mail_from', env.mailFrom)
  overlay('site_url', env.siteUrl?.replace(/\/+$/, ''))
  overlay('admin_email', env.adminEmail)
  return config
}

/** What the desk sees: no password. */
export function settingsView(config: NoticeConfig): NoticeSettings {
  const { smtp_password, ...rest } = config
  return { ...rest, smtp_password_set: smtp_password !== '' }
}

/** Stores the desk's settings; fields fixed by the environment keep their stored value. */
export async function saveNoticeSettings(
  db: Kysely<DB>,
  body: NoticeSettingsBody,
  fixed: NoticeEnvField[],
): Promise<void> {
  const row = await db.selectFrom('notice_settings').select('value').where('key', '=', KEY).executeTakeFirst()
  const before = readStored(row?.value)
  const given = splitSmtpUrl(body.smtp_url.trim())
  const keep = (field: NoticeEnvField) => fixed.includes(field)
  const smtpChanged = !keep('smtp_url')
  const next: Stored = {
    smtp_url: smtpChanged ? given.url : before.smtp_url,
    // a new password replaces the old; none given keeps it, and so does an unchanged URL
    smtp_password: !smtpChanged
      ? before.smtp_password
      : body.smtp_password || given.password || (given.url === '' ? '' : before.smtp_password),
    mail_from: keep('mail_from') ? before.mail_from : body.mail_from.trim(),
    site_url: keep('site_url') ? before.site_url : body.site_url.trim().replace(/\/+$/, ''),
    admin_email: keep('admin_email') ? before.admin_email : body.admin_email.trim(),
    owner: body.owner,
    webhooks: body.webhooks,
  }
  const value = JSON.stringify(next)
  await db
    .insertInto('notice_settings')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}
