import { Hono } from 'hono'
import * as v from 'valibot'
import { userEmailError } from '../../core/validate/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { actorKey, requireUser } from '../http/auth.ts'
import { conflict, ok } from '../http/envelope.ts'
import { body, ruledText } from '../http/validate.ts'
import { readUserEmail, removeUserEmail, setUserEmail } from './email-sql.ts'
import { confirmLetter } from './letters.ts'
import { mailTo, siteIdentity } from './notice.ts'
import { readNoticeConfig } from './notice-settings-sql.ts'
import { enqueue, isUnsubscribed, MAILS_PER_HOUR, mailsInLastHour } from './outbox-sql.ts'

const EmailSchema = v.object({ email: ruledText(userEmailError) })

/** `/api/notice`: the signed-in user's address for notices (docs/api.md §26). */
export function noticeEmailRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  r.get('/email', async (c) => ok(c, await readUserEmail(db, requireUser(c).id)))

  // the address is kept unconfirmed and a link goes to it; notices wait for the click
  r.put('/email', async (c) => {
    const me = requireUser(c)
    // each call may mail an address the caller names: few an hour, so nobody mails strangers through us
    await ctx.limits.noticeEmail.hit(actorKey(c))
    const email = (await body(c, EmailSchema)).email.toLowerCase()
    const config = await readNoticeConfig(db, ctx.options.notices)
    if (!config.smtp_url) throw conflict('本站尚未开启邮件通知')
    if (await isUnsubscribed(db, email)) throw conflict('该邮箱已退订本站邮件')
    if ((await mailsInLastHour(db, email)) >= MAILS_PER_HOUR)
      throw conflict('发往该邮箱的邮件太多，请一小时后再试')
    const confirm = await setUserEmail(db, me.id, email)
    if (confirm) {
      const site = await siteIdentity(ctx, config)
      const letter = confirmLetter(site.name, `${site.url}/notice/confirm?token=${confirm}`)
      const mail = await mailTo(ctx, site, email, letter)
      if (mail) {
        await enqueue(db, {
          channel: 'mail',
          recipient: email,
          event: letter.event,
          subject: letter.subject,
          payload: mail,
        })
        ctx.outbox.kick()
      }
    }
    return ok(c, await readUserEmail(db, me.id))
  })

  r.delete('/email', async (c) => {
    const me = requireUser(c)
    await removeUserEmail(db, me.id)
    return ok(c, await readUserEmail(db, me.id))
  })

  return r
}
