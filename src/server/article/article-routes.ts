import { Hono } from 'hono'
import * as v from 'valibot'
import {
  HOT_ARTICLE_COUNT,
  PAGE_SIZE_MAX,
  READING_DURATION_MAX_MS,
  RECOMMEND_MAX,
} from '../../core/contract/index.ts'
import { ARTICLE_PUBLIC, findArticle, linkQuery, pageArticles, readArticle } from './article-sql.ts'
import { searchArticles } from './article-search-sql.ts'
import {
  AddArticleSchema,
  deleteArticle,
  insertArticle,
  UpdateArticleSchema,
  updateArticle,
} from './article-write-sql.ts'
import type { AppContext, AppEnv, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import { countView, withPendingViews } from '../db/view-counts.ts'
import { actorKey, isAdmin, requireAdmin } from '../http/auth.ts'
import { okReplayable, okReplayableVarying } from '../http/lane/replayable-envelope.ts'
import { badRequest, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, PAGE_MAX, page, withoutNul } from '../http/validate.ts'
import { likeHandlers } from '../like/like-handlers.ts'
import { isLiked, likerOf } from '../like/likes-sql.ts'
import { fieldsForVisitor, readerFields } from './reader-fields.ts'
import { addReadingMs } from './reading-duration.ts'

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
    const row = await db
      .selectFrom('articles')
      .select(['id', 'status', 'createdAt', 'thumbs_up_times'])
      .where('id', '=', articleId)
      .executeTakeFirst()
    if (!row || (row.status !== ARTICLE_PUBLIC && !isAdmin(c.get('user')))) throw notFound(NOT_FOUND)
    return row
  }

  r.get('/blogHomeGetArticleList/:current/:size', async (c) => {
    return okReplayable(c, await pageArticles(db, { filter: { kind: 'all' }, order: 'home', ...pathPage(c) }))
  })

  r.get('/blogTimelineGetArticleList/:current/:size', async (c) => {
    const { current, size } = pathPage(c)
    const scope = db.selectFrom('articles').where('status', '=', ARTICLE_PUBLIC)
    const total = await scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await scope
      .select(['id', 'article_title', 'article_cover', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute()
    const years: { year: number; articleList: typeof rows }[] = []
    for (const row of rows) {
      const year = Number(row.createdAt.slice(0, 4))
      const last = years.at(-1)
      if (last?.year === year) last.articleList.push(row)
      else years.push({ year, articleList: [row] })
    }
    return ok(c, { current, size, total: Number(total?.n ?? 0), list: years })
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
    const published = linkQuery(db).where('a.status', '=', ARTICLE_PUBLIC)
    // previous = the next older article, next = the next newer one; id breaks equal times.
    // At either end they wrap around, so a reader can always go on while two or more exist.
    const others = published.where('a.id', '!=', self.id)
    const newestFirst = others.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc')
    const oldestFirst = others.orderBy('a.createdAt', 'asc').orderBy('a.id', 'asc')
    const beside = (side: '<' | '>', query: typeof others) =>
      query
        .where((eb) =>
          eb.or([
            eb('a.createdAt', side, self.createdAt),
            eb.and([eb('a.createdAt', '=', self.createdAt), eb('a.id', side, self.id)]),
          ]),
        )
        .executeTakeFirst()
    const older = await beside('<', newestFirst)
    const newer = await beside('>', oldestFirst)
    const previous = older ?? (await newestFirst.executeTakeFirst())
    const next = newer ?? (await oldestFirst.executeTakeFirst())
    const recommend = await published
      .where('a.id', '!=', self.id)
      .where('a.id', 'in', (eb) =>
        eb
          .selectFrom('article_tag')
          .select('article_id')
          .where('tag_id', 'in', (inner) =>
            inner.selectFrom('article_tag').select('tag_id').where('article_id', '=', self.id),
          ),
      )
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(RECOMMEND_MAX)
      .execute()
    return ok(c, { previous: previous ?? null, next: next ?? null, recommend })
  })

  r.get('/getHotArticle', async (c) => {
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'article_title', 'view_times'])
      .where('status', '=', ARTICLE_PUBLIC)
      .orderBy('view_times', 'desc')
      .orderBy('id', 'desc')
      .limit(HOT_ARTICLE_COUNT)
      .execute()
    const counted = withPendingViews(db, rows)
    if (counted !== rows) counted.sort((a, b) => b.view_times - a.view_times || b.id - a.id)
    return ok(c, counted)
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
    const exists = await db.selectFrom('articles').select('id').where('id', '=', articleId).executeTakeFirst()
    if (!exists) throw notFound(NOT_FOUND)
    await deleteArticle(db, articleId)
    return ok(c, true)
  })

  r.put('/updateTop/:id/:is_top', async (c) => {
    requireAdmin(c)
    const articleId = intParam(c, 'id')
    const raw = c.req.param('is_top')
    if (raw !== '0' && raw !== '1') throw badRequest('是否置顶应为 0 或 1')
    const result = await db
      .updateTable('articles')
      .set({ is_top: Number(raw), updatedAt: now() })
      .where('id', '=', articleId)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw notFound(NOT_FOUND)
    return answerArticle(c, articleId)
  })

  return r
}
