import { Hono } from 'hono'
import * as v from 'valibot'
import type { DeskSites } from '../../core/contract/index.ts'
import { canonicalSiteOrigin } from '../../core/page-path/index.ts'
import { siteNameError, siteOriginError } from '../../core/sites/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { conflict, notFound, ok } from '../http/envelope.ts'
import { body, intParam, ruledText } from '../http/validate.ts'
import { addSite, listSites, removeSite } from './sites-sql.ts'

const SiteSchema = v.object({ origin: ruledText(siteOriginError), name: ruledText(siteNameError) })

/**
 * Sites whose pages may embed the widgets, beside XZ_ALLOWED_ORIGINS (docs/desk-api.md §Sites
 * and pages). A change counts at once on every instance: the checks read the table while the
 * database is unchanged (http/allowed-origins.ts).
 */
export function sitesDeskRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx
  const environment = ctx.options.allowedOrigins

  const answer = async (): Promise<DeskSites> => ({ environment, sites: await listSites(db) })

  r.get('/sites', async (c) => ok(c, await answer()))

  r.post('/sites', async (c) => {
    const q = await body(c, SiteSchema)
    // checked by the schema: a string it accepts has a canonical origin
    const origin = canonicalSiteOrigin(q.origin) as string
    if (environment.includes(origin)) throw conflict('该网站已在 XZ_ALLOWED_ORIGINS 中，无需添加')
    if (origin === canonicalSiteOrigin(new URL(c.req.url).origin))
      throw conflict('这是博客自己的地址，无需添加')
    if (!(await addSite(db, origin, q.name, new Date()))) throw conflict('该网站已添加')
    return ok(c, await answer())
  })

  r.delete('/sites/:id', async (c) => {
    if (!(await removeSite(db, intParam(c, 'id')))) throw notFound('该网站不存在')
    return ok(c, await answer())
  })

  return r
}
