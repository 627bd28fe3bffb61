import nodemailer, { type Transporter } from 'nodemailer'
import type { Mail } from './letter.ts'
import type { NoticeConfig } from './notice-settings-sql.ts'

// Sending one mail over the configured SMTP server (docs/api.md §26), with nodemailer.

/** Thrown for what trying again will not mend: a 5xx answer, or nothing configured. */
export class PermanentMailFailure extends Error {}

const NO_SMTP = '尚未设置 SMTP 服务器'
const NO_FROM = '尚未设置发件人地址'

/** One transport per SMTP setting, kept while the setting stays (a connection pool each). */
export class Mailer {
  private key = ''
  private transport: Transporter | null = null

  private transportFor(config: NoticeConfig): Transporter {
    const key = `${config.smtp_url}\n${config.smtp_password}`
    if (this.transport && key === this.key) return this.transport
    this.transport?.close()
    const url = new URL(config.smtp_url)
    if (config.smtp_password) url.password = encodeURIComponent(config.smtp_password)
    this.transport = nodemailer.createTransport({
      url: url.toString(),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    this.key = key
    return this.transport
  }

  /** Sends; throws with the server's own words when it refuses. */
  async send(config: NoticeConfig, mail: Mail): Promise<void> {
    if (!config.smtp_url) throw new PermanentMailFailure(NO_SMTP)
    const from = config.mail_from || fromOfUrl(config.smtp_url) || fromOfSite(config.site_url)
    if (!from) throw new PermanentMailFailure(NO_FROM)
    let transport: Transporter
    try {
      transport = this.transportFor(config)
    } catch (error) {
      throw new PermanentMailFailure(`SMTP 地址无效：${(error as Error).message}`)
    }
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })
    } catch (error) {
      const failure = error as Error & { responseCode?: number }
      const code = failure.responseCode
      if (code !== undefined && code >= 500 && code < 600) throw new PermanentMailFailure(failure.message)
      throw failure
    }
  }

  close(): void {
    this.transport?.close()
    this.transport = null
  }
}

/** Without XZ_MAIL_FROM: the SMTP login when it is an address… */
function fromOfUrl(smtpUrl: string): string {
  try {
    const user = decodeURIComponent(new URL(smtpUrl).username)
    return user.includes('@') ? user : ''
  } catch {
    return ''
  }
}

/** Else noreply at the site's own host. */
function fromOfSite(siteUrl: string): string {
  try {
    const host = new URL(siteUrl).hostname
    return host.includes('.') ? `noreply@${host}` : ''
  } catch {
    return ''
  }
}
