import type { PageQuery } from './envelope.ts'

// Notices that leave the site: e-mail and webhooks (docs/api.md §26).

/** The settings the environment may fix: XZ_SMTP_URL, XZ_MAIL_FROM, XZ_SITE_URL, XZ_ADMIN_EMAIL. */
export type NoticeEnvField = 'smtp_url' | 'mail_from' | 'site_url' | 'admin_email'

/** What the owner is told of, each switchable. */
export interface NoticeOwnerSwitches {
  /** a new comment or reply on anything of the site */
  comment: boolean
  /** a new message-board entry */
  message: boolean
  /** a friend-link application */
  link: boolean
  /** an item held for review */
  review: boolean
}

export const WEBHOOK_KINDS = ['generic', 'wecom', 'dingtalk', 'feishu', 'telegram'] as const
export type WebhookKind = (typeof WEBHOOK_KINDS)[number]

export const WEBHOOK_KIND_NAMES: Record<WebhookKind, string> = {
  generic: '通用（JSON）',
  wecom: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
  telegram: 'Telegram',
}

export interface Webhook {
  kind: WebhookKind
  /** shown in the outbox */
  name: string
  url: string
  /** generic: the HMAC key; 钉钉 and 飞书: the signing secret when the bot has one */
  secret: string
  /** Telegram only: the chat the bot writes to */
  chat_id: string
  enabled: boolean
}

/** GET / PUT /api/desk/notices. Never the SMTP password. */
export interface NoticeSettings {
  /** without its password */
  smtp_url: string
  smtp_password_set: boolean
  mail_from: string
  site_url: string
  admin_email: string
  /** the fields set by the environment: shown, not editable here */
  fixed: NoticeEnvField[]
  owner: NoticeOwnerSwitches
  webhooks: Webhook[]
}

export interface NoticeSettingsBody {
  /** a password written in it is taken as the new password */
  smtp_url: string
  /** a new password; absent or '' keeps the stored one */
  smtp_password?: string
  mail_from: string
  site_url: string
  admin_email: string
  owner: NoticeOwnerSwitches
  webhooks: Webhook[]
}

/** What "发送测试邮件" came to: the SMTP server's own words when it failed. */
export interface TestMailResult {
  sent: boolean
  error: string
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped'

export interface OutboxRow {
  id: number
  channel: 'mail' | 'webhook'
  recipient: string
  event: string
  subject: string
  /** pending with attempts > 0 is "retrying" */
  status: OutboxStatus
  attempts: number
  next_at: string
  last_error: string
  sent_at: string | null
  createdAt: string
}

export interface OutboxQuery extends PageQuery {
  status?: OutboxStatus
}

/** GET /api/notice/email: the signed-in user's address for notices. */
export interface NoticeEmail {
  /** '' when none */
  email: string
  confirmed: boolean
}
