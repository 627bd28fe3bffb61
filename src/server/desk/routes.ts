import { Hono } from 'hono'
import * as v from 'valibot'
import { ROLE_ADMIN, ROLE_USER } from '../../core/contract/index.ts'
import { findArticle, pageDeskArticles } from '../article/sql.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { requireAdmin } from '../http/auth.ts'
import { notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page } from '../http/validate.ts'
import { keyword } from './desk-fields.ts'
import { likerOf } from '../like/sql.ts'
import { pageTalks } from '../talk/sql.ts'
import { commentSettingsRoutes } from './comment-settings-routes.ts'
import { importDeskRoutes } from './import-routes.ts'
import { moderationRoutes } from './moderation-routes.ts'
import { noticeDeskRoutes } from './notices-routes.ts'
import { moderationDeskRoutes } from '../moderation/desk-routes.ts'
import { deskOverview } from './overview-sql.ts'
import { siteDeskRoutes } from './site-routes.ts'
import { pagesDeskRoutes } from './pages-routes.ts'
import { sitesDeskRoutes } from './sites-routes.ts'
import { pageDeskUsers, setDisabled, setRole } from './user-sql.ts'

const ArticleListSchema = v.object({
  ...page,
  keyword,
  status: v.optional(v.picklist([1, 2, 3], 'status 只能是 1（公开）、2（私密）或 3（草稿）')),
  category_id: v.optional(id),
  tag_id: v.optional(id),
})

const UserListSchema = v.object({
  ...page,
  keyword,
  role: v.optional(v.picklist([ROLE_ADMIN, ROLE_USER], 'role 只能是 1（管理员）或 2（用户）')),
})
const DisableSchema = v.object({ disabled: v.boolean('disabled 应为 true 或 false') })
const RoleSchema = v.object({
  role: v.picklist([ROLE_ADMIN, ROLE_USER], 'role 只能是 1（管理员）或 2（用户）'),
})

/**
 * The owner's desk: `/api/desk/...`, every route the admin's alone. The role is checked here,
 * once, before any route reads its body, so a route added later cannot forget it.
 */
export function deskRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx
  r.use('*', async (c, next) => {
    requireAdmin(c)
    await next()
  })

  r.get('/overview', async (c) => ok(c, await deskOverview(db, new Date())))

  r.post('/articles', async (c) => {
    const { current, size, ...filter } = await body(c, ArticleListSchema)
    return ok(c, await pageDeskArticles(db, filter, current, size))
  })

  // for the editor: any status, and opening it is not a reader's view
  r.get('/articles/:id', async (c) => {
    const article = await findArticle(db, intParam(c, 'id'))
    if (!article) throw notFound('文章不存在')
    return ok(c, article)
  })

  r.post('/talks', async (c) => {
    const q = await body(c, v.object({ ...page }))
    return ok(c, await pageTalks(ctx, likerOf(c), { ...q, publicOnly: false }))
  })

  r.post('/users', async (c) => ok(c, await pageDeskUsers(db, await body(c, UserListSchema))))

  r.put('/users/disable/:id', async (c) => {
    const me = requireAdmin(c)
    const userId = intParam(c, 'id')
    const { disabled } = await body(c, DisableSchema)
    const user = await setDisabled(db, me.id, userId, disabled)
    // an open chat socket was proven at its init; a disabled user leaves the room now
    if (disabled) ctx.hub.forceOffline(userId)
    return ok(c, user)
  })

  r.put('/users/role/:id', async (c) => {
    const userId = intParam(c, 'id')
    const { role } = await body(c, RoleSchema)
    return ok(c, await setRole(db, userId, role))
  })

  r.route('/', moderationRoutes(ctx))
  r.route('/', moderationDeskRoutes(ctx))
  r.route('/', siteDeskRoutes(ctx))
  r.route('/', sitesDeskRoutes(ctx))
  r.route('/', pagesDeskRoutes(ctx))
  r.route('/', commentSettingsRoutes(ctx))
  r.route('/', importDeskRoutes(ctx))
  r.route('/', noticeDeskRoutes(ctx))
  return r
}
