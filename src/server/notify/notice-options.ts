// How notices leave this server (docs/api.md §26): what the environment fixes, and the outbox's
// pace, which the tests quicken.

export interface NoticeOptions {
  /** XZ_SMTP_URL: smtp://user:pass@host:port or smtps://… */
  smtpUrl?: string
  /** XZ_MAIL_FROM: the sender, e.g. "小站 <blog@example.com>" */
  mailFrom?: string
  /** XZ_SITE_URL: the public address the links in a notice start with */
  siteUrl?: string
  /** XZ_ADMIN_EMAIL: the owner's address */
  adminEmail?: string
  /** how often the outbox looks for due rows; 5 s */
  pollMs?: number
  /** the first retry's wait, growing fourfold after each failure up to 2 h; 30 s */
  retryBaseMs?: number
}

/** The notice settings of the environment, for main.ts. */
export function noticeOptionsOf(env: Record<string, string | undefined>): NoticeOptions {
  return {
    smtpUrl: env.XZ_SMTP_URL || undefined,
    mailFrom: env.XZ_MAIL_FROM || undefined,
    siteUrl: env.XZ_SITE_URL || undefined,
    adminEmail: env.XZ_ADMIN_EMAIL || undefined,
  }
}
