import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import { WEBHOOK_KINDS, type TestMailResult } from '../../core/contract/index.ts'
import {
  chatIdError,
  mailFromError,
  NOTICE_MSG,
  noticeEmailError,
  noticeSiteUrlError,
  smtpUrlError,
  WEBHOOKS_MAX,
  webhookNameError,
  webhookSecretError,
  webhookUrlError,
} from '../../core/validate/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { badRequest, notFound, ok } from '../http/envelope.ts'
import { body, intParam, page, ruledText } from '../http/validate.ts'
import { testLetter } from '../notify/letters.ts'
import { readNoticeConfig, saveNoticeSettings, settingsView } from '../notify/notice-settings-sql.ts'
import { findOutboxRow, pageOutbox, requeue } from '../notify/outbox-sql.ts'
import { mailTo, siteIdentity } from '../notify/notice.ts'

const flag = (name: string) => v.boolean(`${name} 应为 true 或 false`)

const WebhookSchema = v.pipe(
  v.object({
    kind: v.picklist(WEBHOOK_KINDS, 'Webhook 类型应为 generic、wecom、dingtalk、feishu 或 telegram'),
    name: v.optional(ruledText(webhookNameError), ''),
    url: ruledText(webhookUrlError),
    secret: v.optional(ruledText(webhookSecretError), ''),
    chat_id: v.optional(ruledText(chatIdError), ''),
    enabled: v.optional(flag('enabled'), true),
  }),
  v.check((h) => h.kind !== 'telegram' || h.chat_id !== '', NOTICE_MSG.chatId),
)

const SettingsSchema = v.object({
  smtp_url: v.optional(ruledText(smtpUrlError), ''),
  // as typed: a password may begin or end with a space
  smtp_password: v.optional(
    v.pipe(v.string('SMTP 密码应为文本'), v.maxLength(200, 'SMTP 密码不能超过200个字符')),
    '',
  ),
  mail_from: v.optional(ruledText(mailFromError), ''),
  site_url: v.optional(ruledText(noticeSiteUrlError), ''),
  admin_email: v.optional(ruledText(noticeEmailError), ''),
  owner: v.object(
    {
      comment: flag('comment'),
      message: flag('message'),
      link: flag('link'),
      review: flag('review'),
    },
    '请给出通知站长的开关 owner',
  ),
  webhooks: v.optional(
    v.pipe(
      v.array(WebhookSchema, 'webhooks 应为数组'),
      v.maxLength(WEBHOOKS_MAX, NOTICE_MSG.tooManyWebhooks(WEBHOOKS_MAX)),
    ),
    [],
  ),
})

const TestMailSchema = v.object({ to: v.optional(ruledText(noticeEmailError), '') })

const OutboxListSchema = v.object({
  ...page,
  status: v.optional(
    v.picklist(['pending', 'sent', 'failed', 'skipped'], 'status 只能是 pending、sent、failed 或 skipped'),
  ),
})

/** The desk's 站点 → 通知 (docs/desk-api.md §Notices); the admin check is desk/routes.ts's. */
export function noticeDeskRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx
  const config = () => readNoticeConfig(db, ctx.options.notices)

  r.get('/notices', async (c) => ok(c, settingsView(await config())))

  r.put('/notices', async (c) => {
    const input = await body(c, SettingsSchema)
    // a generic webhook always signs: one left without a secret gets one, shown in the desk
    const webhooks = input.webhooks.map((h) =>
      h.kind === 'generic' && !h.secret ? { ...h, secret: randomBytes(24).toString('base64url') } : h,
    )
    await saveNoticeSettings(db, { ...input, webhooks }, (await config()).fixed)
    return ok(c, settingsView(await config()))
  })

  // sent at once and not retried: the desk shows the SMTP server's own words when it fails
  r.post('/notices/test-mail', async (c) => {
    const { to } = await body(c, TestMailSchema)
    const settings = await config()
    const address = (to || settings.admin_email).toLowerCase()
    if (!address) throw badRequest('请填写收件地址，或先设置站长邮箱')
    if (!settings.smtp_url) throw badRequest('请先设置 SMTP 服务器')
    const site = await siteIdentity(ctx, settings)
    const letter = testLetter(site.name)
    const mail = await mailTo(ctx, site, address, letter)
    if (!mail) throw badRequest('该地址已退订本站邮件')
    const error = await ctx.outbox.sendNow({
      channel: 'mail',
      recipient: address,
      event: letter.event,
      subject: letter.subject,
      payload: mail,
    })
    const result: TestMailResult = { sent: error === '', error }
    return ok(c, result)
  })

  r.post('/outbox', async (c) => ok(c, await pageOutbox(db, await body(c, OutboxListSchema))))

  r.put('/outbox/resend/:id', async (c) => {
    const rowId = intParam(c, 'id')
    if (!(await findOutboxRow(db, rowId))) throw notFound('发件记录不存在')
    await requeue(db, rowId)
    ctx.outbox.kick()
    return ok(c, await findOutboxRow(db, rowId))
  })

  return r
}
