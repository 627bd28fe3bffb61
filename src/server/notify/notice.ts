import { type HeldKind, ROLE_ADMIN } from '../../core/contract/index.ts'
import type { ServerContext } from '../context.ts'
import { readSiteConfig } from '../site/site-config.ts'
import { composeMail, type Letter, type LetterLink, type Mail, type SiteIdentity } from './letter.ts'
import { type NoticeConfig, readNoticeConfig } from './notice-settings-sql.ts'
import {
  commentFacts,
  confirmedEmailOf,
  type CommentFacts,
  guestEmailInThread,
  linkFacts,
  messageFacts,
} from './notice-sql.ts'
import { addressToken, enqueue, MAILS_PER_HOUR, mailsInLastHour } from './outbox-sql.ts'
import { webhookPayload } from './webhook.ts'
import { reviewLinks } from '../moderation/signed-links.ts'

// The one door to notices that leave the site (docs/api.md §26): a route tells what happened,
// in one call, after it stored it; this works out who hears of it and queues their mail and the
// owner's webhooks in the outbox. It only writes rows, then wakes the sender: the caller never
// waits for SMTP or a webhook, and nothing here ever makes the caller fail.

export type NoticeEvent =
  /** a comment or a reply just written */
  | { type: 'comment'; id: number }
  /** a message-board entry just written */
  | { type: 'message'; id: number }
  /** a friend-link application, new or changed */
  | { type: 'link'; id: number }
  /** what became of an application; the link may be gone (a rejection removes it) */
  | {
      type: 'link-verdict'
      link: { site_name: string; url: string; user_id: number | null }
      verdict: 'approved' | 'rejected'
      reason?: string
    }
  /**
   * an item held for review (comment, message, link…): who wrote what, where to see it, and
   * the owner's one-click actions (signed 通过 and 删除 links)
   */
  | { type: 'review'; what: string; author: string; text: string; url?: string; actions?: LetterLink[] }
  /** a comment or an entry the review queue holds: the owner's mail carries signed 通过 and 删除 */
  | { type: 'held'; kind: HeldKind; id: number }

export async function notice(ctx: ServerContext, event: NoticeEvent): Promise<void> {
  try {
    const config = await readNoticeConfig(ctx.db, ctx.options.notices)
    // a site that sends nothing costs its routes one read
    if (!config.smtp_url && !config.webhooks.some((h) => h.enabled && h.url)) return
    const out = new Outbound(ctx, config, await siteIdentity(ctx, config))
    await tell(out, event)
    if (out.queued) ctx.outbox.kick()
  } catch (error) {
    ctx.options.log(`通知未能排入发件箱：${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The site as its notices name it: the blog's name (else 小站) and its public address. */
export async function siteIdentity(ctx: ServerContext, config: NoticeConfig): Promise<SiteIdentity> {
  const blog = await readSiteConfig(ctx.db)
  return { name: String(blog.blog_name || '小站'), url: config.site_url }
}

/** A letter as the mail to one (lower-cased) address, with its unsubscribe link; null once it unsubscribed. */
export async function mailTo(
  ctx: ServerContext,
  site: SiteIdentity,
  address: string,
  letter: Letter,
): Promise<Mail | null> {
  const token = await addressToken(ctx.db, address)
  return token ? composeMail(letter, address, site, `${site.url}/notice/unsubscribe?token=${token}`) : null
}

/** Queues the mails and webhook calls of one event. */
class Outbound {
  queued = 0
  private mailed = new Set<string>()
  constructor(
    readonly ctx: ServerContext,
    readonly config: NoticeConfig,
    readonly site: SiteIdentity,
  ) {}

  url(path: string): string {
    return `${this.site.url}${path}`
  }

  /** One mail, unless there is no SMTP, the address unsubscribed or already has this one. */
  async mail(to: string, letter: Letter): Promise<void> {
    const address = to.trim().toLowerCase()
    if (!this.config.smtp_url || !address || this.mailed.has(address)) return
    this.mailed.add(address)
    const { db } = this.ctx
    const mail = await mailTo(this.ctx, this.site, address, letter)
    if (!mail) return
    const over = (await mailsInLastHour(db, address)) >= MAILS_PER_HOUR
    const row = {
      channel: 'mail',
      recipient: address,
      event: letter.event,
      subject: letter.subject,
      payload: mail,
    } as const
    await enqueue(db, row, over ? `该地址一小时内已有 ${MAILS_PER_HOUR} 封邮件，不再发送` : '')
    if (!over) this.queued += 1
  }

  /** The owner hears of it: by mail and on every webhook. */
  async owner(letter: Letter, switchedOn: boolean): Promise<void> {
    if (!switchedOn) return
    if (this.config.admin_email) await this.mail(this.config.admin_email, letter)
    const at = new Date().toISOString()
    for (const hook of this.config.webhooks.filter((h) => h.enabled && h.url)) {
      await enqueue(this.ctx.db, {
        channel: 'webhook',
        recipient: hook.name || hook.kind,
        event: letter.event,
        subject: letter.subject,
        payload: webhookPayload(hook, letter, this.site, at),
      })
      this.queued += 1
    }
  }

  isOwnerAddress(address: string | null): boolean {
    return Boolean(address && address.trim().toLowerCase() === this.config.admin_email.trim().toLowerCase())
  }
}

async function tell(out: Outbound, event: NoticeEvent): Promise<void> {
  const { db } = out.ctx
  const { owner } = out.config
  const name = out.site.name
  switch (event.type) {
    case 'comment': {
      const facts = await commentFacts(db, event.id)
      if (facts) await tellComment(out, facts)
      return
    }
    case 'message': {
      const m = await messageFacts(db, event.id)
      if (!m || m.role === ROLE_ADMIN) return
      await out.owner(
        {
          event: 'message',
          subject: `「${name}」的留言板有新留言`,
          lead: `${m.nick_name} 在留言板写道：`,
          quote: m.message,
          link: { label: '查看留言', url: out.url(`/message/detail?id=${event.id}`) },
        },
        owner.message,
      )
      return
    }
    case 'link': {
      const l = await linkFacts(db, event.id)
      if (!l || l.role === ROLE_ADMIN) return
      await out.owner(
        {
          event: 'link',
          subject: `「${name}」收到友链申请：${l.site_name}`,
          lead: `${l.nick_name} 申请了友链「${l.site_name}」（${l.url}），请审核。`,
          quote: l.site_desc || undefined,
          link: { label: '去审核', url: out.url('/desk/moderation/links') },
        },
        owner.link,
      )
      return
    }
    case 'link-verdict': {
      const to = event.link.user_id ? await confirmedEmailOf(db, event.link.user_id) : null
      if (!to) return
      const approved = event.verdict === 'approved'
      await out.mail(to, {
        event: 'link-verdict',
        subject: approved ? `你在「${name}」申请的友链已通过` : `你在「${name}」申请的友链未通过`,
        lead: approved
          ? `你申请的友链「${event.link.site_name}」（${event.link.url}）已通过审核。`
          : `你申请的友链「${event.link.site_name}」（${event.link.url}）未通过审核${event.reason ? `，理由：${event.reason}` : '。'}`,
        link: { label: approved ? '查看友链' : '重新申请', url: out.url('/link/list') },
      })
      return
    }
    case 'held': {
      const item = await heldFacts(db, event.kind, event.id)
      if (!item) return
      const links = out.site.url ? await reviewLinks(db, out.site.url, event) : null
      await tell(out, {
        type: 'review',
        ...item,
        url: /^https?:\/\//.test(item.url) ? item.url : out.url(item.url),
        actions: links
          ? [
              { label: '通过', url: links.approve },
              { label: '删除', url: links.reject },
            ]
          : [],
      })
      return
    }
    case 'review':
      await out.owner(
        {
          event: 'review',
          subject: `「${name}」有${event.what}待审核`,
          lead: `${event.author} 的${event.what}正等待审核：`,
          quote: event.text,
          ...(event.url ? { link: { label: '查看', url: event.url } } : {}),
          actions: event.actions ?? [],
        },
        owner.review,
      )
  }
}

/** What the owner's mail says of a held item: what it is, who wrote it, its text and where. */
async function heldFacts(db: ServerContext['db'], kind: HeldKind, id: number) {
  if (kind === 'comment') {
    const c = await commentFacts(db, id)
    return c ? { what: '评论', author: c.author, text: c.content, url: c.href } : null
  }
  const m = await messageFacts(db, id)
  return m ? { what: '留言', author: m.nick_name, text: m.message, url: `/message/detail?id=${id}` } : null
}

/** The owner hears of a new comment; the one replied to hears of the reply. Nobody of their own. */
async function tellComment(out: Outbound, c: CommentFacts): Promise<void> {
  const name = out.site.name
  const where = /^https?:\/\//.test(c.href) ? c.href : out.url(c.href)
  const link = { label: '查看评论', url: `${where.split('#')[0]}#comment-${c.id}` }
  const byOwner = c.authorRole === ROLE_ADMIN || out.isOwnerAddress(c.authorEmail)
  if (!byOwner) {
    await out.owner(
      {
        event: 'comment',
        subject: `「${name}」有新评论：${c.place}`,
        lead: `${c.author} 评论了${c.place}：`,
        quote: c.content,
        link,
      },
      out.config.owner.comment,
    )
  }
  if (c.parentId === null) return
  // the one replied to: a user with a confirmed address, or a guest who left one
  let to: string | null = null
  if (c.toId !== null) {
    if (c.toId !== c.authorId) to = await confirmedEmailOf(out.ctx.db, c.toId)
  } else if (c.toGuestName) {
    to = await guestEmailInThread(out.ctx.db, c.parentId, c.toGuestName, c.id)
  }
  if (!to || to.trim().toLowerCase() === c.authorEmail?.trim().toLowerCase()) return
  await out.mail(to, {
    event: 'reply',
    subject: `${c.author} 在「${name}」回复了你`,
    lead: `${c.author} 在${c.place}中回复了你：`,
    quote: c.content,
    link,
  })
}
