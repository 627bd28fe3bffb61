import { Hono } from 'hono'
import * as v from 'valibot'
import type { DeskPage } from '../../core/contract/index.ts'
import { canonicalPagePath } from '../../core/page-path/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { badRequest, notFound, ok } from '../http/envelope.ts'
import { body, id, page } from '../http/validate.ts'
import { keyword } from './desk-fields.ts'
import {
  findDeskPage,
  mergePages,
  movePage,
  pageAt,
  pageById,
  pageDeskPages,
  sitesWithPages,
} from './pages-sql.ts'

const PATH_TEXT_MAX = 2048
const pathText = v.pipe(v.string('页面路径无效'), v.maxLength(PATH_TEXT_MAX, '页面路径无效'))

const PageListSchema = v.object({
  ...page,
  keyword,
  site: v.optional(v.pipe(v.string('site 应为网站地址'), v.maxLength(300, 'site 太长'))),
})
const MoveSchema = v.object({ id, path: pathText })
const MergeSchema = v.object({ id, into: pathText })

function canonicalOrRefuse(path: string): string {
  const canonical = canonicalPagePath(path)
  if (!canonical) throw badRequest('页面路径无效')
  return canonical
}

/**
 * Pages of every site (docs/desk-api.md §Sites and pages): list them, move one to a new
 * path when a permalink changed, merge one into another. A page's comments are moderated through
 * `/api/desk/comments` with type 4.
 */
export function pagesDeskRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  r.post('/pages', async (c) => ok(c, await pageDeskPages(db, await body(c, PageListSchema))))

  r.get('/pages/sites', async (c) => ok(c, await sitesWithPages(db)))

  /** `from` into the page at `path` of its site, made by moving when none is there yet. */
  const moveOrMerge = async (pageId: number, path: string, mustExist: boolean): Promise<DeskPage> => {
    const now = new Date()
    const into = await db.transaction().execute(async (tx) => {
      const source = await pageById(tx, pageId)
      if (!source) throw notFound('页面不存在')
      const there = await pageAt(tx, source.site, path)
      if (there?.id === source.id) return source.id
      if (!there) {
        if (mustExist) throw notFound('目标页面不存在')
        await movePage(tx, source.id, path, now)
        return source.id
      }
      await mergePages(tx, source.id, there.id, now)
      return there.id
    })
    return (await findDeskPage(db, into)) as DeskPage
  }

  r.post('/pages/move', async (c) => {
    const q = await body(c, MoveSchema)
    const path = canonicalOrRefuse(q.path)
    return ok(c, await moveOrMerge(q.id, path, false))
  })

  r.post('/pages/merge', async (c) => {
    const q = await body(c, MergeSchema)
    const path = canonicalOrRefuse(q.into)
    return ok(c, await moveOrMerge(q.id, path, true))
  })

  return r
}
