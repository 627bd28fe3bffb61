import { escapeHtml } from '../../core/markdown/html.ts'

// One notice's words, written once and dressed for each way out (docs/api.md §26): a mail's
// Chinese text and HTML parts, a chat bot's text, the generic webhook's JSON.

export interface LetterLink {
  label: string
  url: string
}

export interface Letter {
  /** what it tells of, for the outbox and the generic webhook: comment, reply, message, … */
  event: string
  subject: string
  /** one sentence: who did what where */
  lead: string
  /** what someone wrote, as they wrote it (plain text) */
  quote?: string
  /** where to see it */
  link?: LetterLink
  /** more links, e.g. the review's 通过 and 删除 */
  actions?: LetterLink[]
}

export interface SiteIdentity {
  name: string
  /** the public address, no trailing slash; '' when not set */
  url: string
}

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

const QUOTE_MAX = 2000
const SUBJECT_MAX = 120

/** The text trimmed, and cut after `max` characters (not UTF-16 units) with an ellipsis. */
const clip = (text: string, max: number) => {
  const chars = Array.from(text.trim())
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('')
}

/** A subject is one line however a visitor wrote the title or nickname in it, and not too long. */
const oneLine = (text: string) => clip(text.replace(/\s+/g, ' '), SUBJECT_MAX)

/** The mail for one address: both parts, the site's name, and the one-click unsubscribe. */
export function composeMail(letter: Letter, to: string, site: SiteIdentity, unsubscribeUrl: string): Mail {
  const links = [...(letter.link ? [letter.link] : []), ...(letter.actions ?? [])]
  const quote = letter.quote ? clip(letter.quote, QUOTE_MAX) : ''
  const text = [
    letter.lead,
    ...(quote ? ['', quote.replace(/^/gm, '> ')] : []),
    '',
    ...links.map((l) => `${l.label}：${l.url}`),
    '',
    '——',
    `这封邮件来自「${site.name}」${site.url ? `（${site.url}）` : ''}。`,
    `不想再收到此类邮件？一键退订：${unsubscribeUrl}`,
  ].join('\n')
  const e = (s: string) => escapeHtml(s)
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${e(letter.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${e(site.name)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.7">${e(letter.lead)}</p>
${quote ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d0d7de;color:#424a53;white-space:pre-wrap">${e(quote)}</blockquote>` : ''}
${links.map((l) => `<p style="margin:0 0 8px"><a href="${e(l.url)}" style="color:#0969da">${e(l.label)}</a></p>`).join('\n')}
<hr style="border:none;border-top:1px solid #eaeef2;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#6b7280">这封邮件来自「${site.url ? `<a href="${e(site.url)}" style="color:#6b7280">${e(site.name)}</a>` : e(site.name)}」。不想再收到此类邮件？<a href="${e(unsubscribeUrl)}" style="color:#6b7280">一键退订</a></p>
</div></body></html>`
  return {
    to,
    subject: oneLine(letter.subject),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The letter as one chat message: the site, the subject, the lead, the words, the links. */
export function letterText(letter: Letter, site: SiteIdentity): string {
  const links = [...(letter.link ? [letter.link] : []), ...(letter.actions ?? [])]
  return [
    `【${site.name}】${letter.subject}`,
    letter.lead,
    letter.quote ? clip(letter.quote, QUOTE_MAX) : '',
    ...links.map((l) => `${l.label}：${l.url}`),
  ]
    .filter(Boolean)
    .join('\n')
}
