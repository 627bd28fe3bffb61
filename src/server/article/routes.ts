import { Hono } from 'hono'
import * as v from 'valibot'
import { PAGE_SIZE_MAX, READING_DURATION_MAX_MS } from '../../core/contract/index.ts'
import {
  addReadingMs,
  articleAccess,
  articleExists,
  articlesBeside,
  findArticle,
  hotArticles,
  pageArticles,
  readArticle,
  setArticleTop,
  timelinePage,
} from './sql.ts'
import { ARTICLE_PUBLIC } from './public.ts'
import { searchArticles } from './search-sql.ts'
import {
  AddArticleSchema,
  deleteArticle,
  insertArticle,
  UpdateArticleSchema,
  updateArticle,
} from './write-sql.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { countView } from '../db/view-counts.ts'
import { actorKey, isAdmin, requireAdmin } from '../http/auth.ts'
import { okReplayable, okReplayableVarying } from '../http/lane/replayable-envelope.ts'
import { badRequest, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, PAGE_MAX, page, withoutNul } from '../http/validate.ts'
import { likeHandlers } from '../like/handlers.ts'
import { isLiked, likerOf } from '../like/sql.ts'
import { fieldsForVisitor, readerFields } from './reader-fields.ts'

export const SEARCH_QUERY_MAX = 50
const NOT_FOUND = '文章不存在'

const ListByIdSchema = v.object({ id, ...page })

/** `:current/:size` from the path; size is capped like every page. */
function pathPage(c: AppContext) {
  return { current: intParam(c, 'current', PAGE_MAX), size: Math.min(intParam(c, 'size'), PAGE_SIZE_MAX) }
}

/** A non-negative integer path parameter (`0` allowed, unlike ids). */
function countParam(c: AppContext, name: string): number {
  const raw = c.req.param(name) ?? ''
  if (!/^\d{1,15}$/.test(raw)) throw badRequest(`参数 ${name} 应为非负整数`)
  return Number(raw)
}

export function articleRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  /** The article as the caller may see it: drafts and private ones only for admins. */
  const visible = async (c: AppContext, articleId: number) => {
    const row = await articleAccess(db, articleId)
    if (!row || (row.status !== ARTICLE_PUBLIC && !isAdmin(c.get('user')))) throw notFound(NOT_FOUND)
    return row
  }

  r.get('/blogHomeGetArticleList/:current/:size', async (c) => {
    return okReplayable(c, await pageArticles(db, { filter: { kind: 'all' }, order: 'home', ...pathPage(c) }))
  })

  r.get('/blogTimelineGetArticleList/:current/:size', async (c) => {
    const { current, size } = pathPage(c)
    const { total, rows } = await timelinePage(db, current, size)
    const years: { year: number; articleList: typeof rows }[] = []
    for (const row of rows) {
      const year = Number(row.createdAt.slice(0, 4))
      const last = years.at(-1)
      if (last?.year === year) last.articleList.push(row)
      else years.push({ year, articleList: [row] })
    }
    return ok(c, { current, size, total, list: years })
  })

  r.post('/getArticleListByTagId', async (c) => {
    const q = await body(c, ListByIdSchema)
    return ok(c, await pageArticles(db, { filter: { kind: 'tag', id: q.id }, order: 'newest', ...q }))
  })

  r.post('/getArticleListByCategoryId', async (c) => {
    const q = await body(c, ListByIdSchema)
    return ok(c, await pageArticles(db, { filter: { kind: 'category', id: q.id }, order: 'newest', ...q }))
  })

  // `?render=html`: the reader's variant, the body rendered (article-html.ts) instead of its Markdown
  r.get('/getArticleById/:id', async (c) => {
    const articleId = intParam(c, 'id')
    const render = c.req.query('render')
    if (render !== undefined && render !== 'html') throw badRequest('参数 render 只能是 html')
    const article = await readArticle(db, articleId)
    if (!article || (article.status !== ARTICLE_PUBLIC && !isAdmin(c.get('user')))) throw notFound(NOT_FOUND)
    const answer = render === 'html' ? await ctx.caches.articles.withHtml(article) : article
    const written = article.view_times
    const view_times = await countView(db, articleId, written)
    const is_like = await isLiked(ctx, 'article', articleId, likerOf(c))
    // the next visitor without an account may be answered alike before hono routes it
    return okReplayableVarying(
      c,
      answer,
      readerFields(view_times, is_like),
      fieldsForVisitor(ctx, articleId, written),
    )
  })

  r.get('/getRecommendArticleById/:id', async (c) => {
    const articleId = intParam(c, 'id')
    const self = await visible(c, articleId)
    return ok(c, await articlesBeside(db, self))
  })

  r.get('/getHotArticle', async (c) => {
    return ok(c, await hotArticles(db))
  })

  r.get('/getArticleListByContent/:text', async (c) => {
    const query = withoutNul(c.req.param('text') ?? '').trim()
    if ([...query].length > SEARCH_QUERY_MAX) throw badRequest(`搜索内容不能超过${SEARCH_QUERY_MAX}个字符`)
    if (!query) return ok(c, [])
    return okReplayable(c, await searchArticles(db, ctx.dialect, query))
  })

  const likes = likeHandlers(ctx, 'article', 'thumbs_up_times')
  r.put('/like/:id', likes.like)
  r.put('/cancelLike/:id', likes.unlike)

  r.put('/addReadingDuration/:id/:duration', async (c) => {
    const articleId = intParam(c, 'id')
    const ms = Math.min(countParam(c, 'duration'), READING_DURATION_MAX_MS)
    await ctx.limits.addView.hit(actorKey(c))
    await visible(c, articleId)
    if (ms > 0) await addReadingMs(db, articleId, ms)
    return ok(c, true)
  })

  // ---- admin ----

  const answerArticle = async (c: AppContext, articleId: number) => {
    const article = await findArticle(db, articleId)
    if (!article) throw notFound(NOT_FOUND)
    return ok(c, article)
  }

  r.post('/add', async (c) => {
    const admin = requireAdmin(c)
    const input = await body(c, AddArticleSchema)
    return answerArticle(c, await insertArticle(db, admin.id, input))
  })

  r.put('/update', async (c) => {
    requireAdmin(c)
    const input = await body(c, UpdateArticleSchema)
    if (!(await updateArticle(db, input))) throw notFound(NOT_FOUND)
    return answerArticle(c, input.id)
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const articleId = intParam(c, 'id')
    if (!(await articleExists(db, articleId))) throw notFound(NOT_FOUND)
    await deleteArticle(db, articleId)
    return ok(c, true)
  })

  r.put('/updateTop/:id/:is_top', async (c) => {
    requireAdmin(c)
    const articleId = intParam(c, 'id')
    const raw = c.req.param('is_top')
    if (raw !== '0' && raw !== '1') throw badRequest('是否置顶应为 0 或 1')
    if (!(await setArticleTop(db, articleId, Number(raw)))) throw notFound(NOT_FOUND)
    return answerArticle(c, articleId)
  })

  return r
}
