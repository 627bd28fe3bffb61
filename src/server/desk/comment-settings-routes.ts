import { Hono } from 'hono'
import * as v from 'valibot'
import type { CommentSettings } from '../../core/contract/index.ts'
import { readCommentSettings, saveCommentSettings } from '../comment/settings-sql.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'

const flag = (name: string) => v.boolean(`${name} 应为 true 或 false`)

const SettingsSchema = v.object({
  guests: flag('guests'),
  guest_email_required: flag('guest_email_required'),
  users_only: flag('users_only'),
})

/** Who may comment on pages (docs/desk-api.md): guests, their e-mail, accounts only. Admin only, as the whole desk. */
export function commentSettingsRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  r.get('/comment-settings', async (c) => ok(c, await readCommentSettings(ctx.db)))
  r.put('/comment-settings', async (c) => {
    const settings: CommentSettings = await body(c, SettingsSchema)
    await saveCommentSettings(ctx.db, settings)
    return ok(c, await readCommentSettings(ctx.db))
  })
  return r
}
