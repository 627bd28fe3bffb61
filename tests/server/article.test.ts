import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Article,
  ArticleSummary,
  ArticleWriteBody,
  HotArticle,
  LikeResult,
  Paged,
  RecommendResult,
  SearchHit,
  TimelineYear,
} from '../../src/core/contract/index.ts'
import { READING_DURATION_MAX_MS } from '../../src/core/contract/index.ts'
import { markdownToText, snippet } from '../../src/server/article/search-sql.ts'
import { likePattern } from '../../src/server/db/contains.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let admin: { token: string; id: number }
let reader: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
  reader = await s.newUser('reader')
})
afterAll(() => s.close())

let counter = 0
async function addArticle(fields: Partial<ArticleWriteBody> = {}): Promise<Article> {
  counter += 1
  const res = await s.api<Article>('POST', '/api/article/add', {
    token: admin.token,
    body: {
      article_title: `测试文章${counter}`,
      article_content: `第${counter}篇的正文。`,
      category: { category_name: '默认分类' },
      tagList: [],
      ...fields,
    },
  })
  if (res.status !== 200) throw new Error(`add failed: ${res.status} ${res.body.message}`)
  return res.body.result
}

const db = () => s.running.ctx.db
const enc = encodeURIComponent

describe('admin writes', () => {
  it('adds an article, creating the missing category and tags, and reusing existing ones', async () => {
    const first = await addArticle({
      article_title: '第一次写',
      article_description: '简介',
      order: 3,
      category: { category_name: '随笔' },
      tagList: [{ tag_name: '生活' }, { tag_name: '读书' }],
    })
    expect(first).toMatchObject({
      article_title: '第一次写',
      article_description: '简介',
      categoryName: '随笔',
      tagNameList: ['生活', '读书'],
      author_id: admin.id,
      authorName: '站长',
      order: 3,
      status: 1,
      type: 1,
      is_top: 0,
      view_times: 0,
      thumbs_up_times: 0,
    })
    expect(first).not.toHaveProperty('sort_order')
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)

    const again = await addArticle({
      category: { id: first.category_id ?? undefined, category_name: '随笔' },
      tagList: [{ tag_name: '生活' }, { tag_name: '新标签' }, { tag_name: '生活' }],
    })
    expect(again.category_id).toBe(first.category_id)
    expect(again.tagNameList).toEqual(['生活', '新标签'])
    const tags = await db().selectFrom('tags').select('tag_name').where('tag_name', '=', '生活').execute()
    expect(tags).toHaveLength(1)
  })

  it('refuses bad input with Chinese messages, and nothing is half-written', async () => {
    const before = await db().selectFrom('categories').select('id').execute()
    const noTitle = await s.api('POST', '/api/article/add', {
      token: admin.token,
      body: { article_title: '  ', article_content: '正文', category: { category_name: '半截分类' } },
    })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.message).toBe('请输入文章标题')
    const badStatus = await s.api('POST', '/api/article/add', {
      token: admin.token,
      body: { article_title: '标题', article_content: '正文', status: 9 },
    })
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.message).toMatch(/文章状态/)
    const repost = await s.api('POST', '/api/article/add', {
      token: admin.token,
      body: { article_title: '标题', article_content: '正文', type: 2 },
    })
    expect(repost.status).toBe(400)
    expect(repost.body.message).toBe('转载或翻译的文章请填写原文链接')
    const cover = await s.api('POST', '/api/article/add', {
      token: admin.token,
      body: { article_title: '标题', article_content: '正文', article_cover: 'javascript:alert(1)' },
    })
    expect(cover.status).toBe(400)
    expect(await db().selectFrom('categories').select('id').execute()).toEqual(before)
  })

  it('requires an admin for every write', async () => {
    const a = await addArticle()
    const calls: [string, string, unknown][] = [
      ['POST', '/api/article/add', { article_title: 'x', article_content: 'y' }],
      ['PUT', '/api/article/update', { id: a.id, article_title: 'x' }],
      ['DELETE', `/api/article/delete/${a.id}`, undefined],
      ['PUT', `/api/article/updateTop/${a.id}/1`, undefined],
    ]
    for (const [method, path, body] of calls) {
      expect((await s.api(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401)
      const asUser = await s.api(method, path, { body, token: reader.token })
      expect(asUser.status, `${method} ${path} as user`).toBe(403)
      expect(asUser.body.message).toBe('权限不足')
    }
    expect(
      (await s.api<Article>('GET', `/api/article/getArticleById/${a.id}`)).body.result.article_title,
    ).toBe(a.article_title)
  })

  it('updates only the fields sent, replacing tags when a tag list is sent', async () => {
    const a = await addArticle({ tagList: [{ tag_name: '旧标签' }], article_description: '留着' })
    const res = await s.api<Article>('PUT', '/api/article/update', {
      token: admin.token,
      body: { id: a.id, article_title: '改过的标题', tagList: [{ tag_name: '新的' }], category: null },
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      id: a.id,
      article_title: '改过的标题',
      article_description: '留着',
      article_content: a.article_content,
      tagNameList: ['新的'],
      category_id: null,
      categoryName: null,
    })
    const keep = await s.api<Article>('PUT', '/api/article/update', {
      token: admin.token,
      body: { id: a.id, status: 2 },
    })
    expect(keep.body.result.tagNameList).toEqual(['新的'])
    expect(keep.body.result.status).toBe(2)

    const missing = await s.api('PUT', '/api/article/update', {
      token: admin.token,
      body: { id: 999999, article_title: '无' },
    })
    expect(missing.status).toBe(404)
    const badId = await s.api('PUT', '/api/article/update', {
      token: admin.token,
      body: { article_title: '无' },
    })
    expect(badId.status).toBe(400)
    const badOrder = await s.api('PUT', '/api/article/update', {
      token: admin.token,
      body: { id: a.id, order: -1 },
    })
    expect(badOrder.status).toBe(400)
    expect(badOrder.body.message).toBe('排序不能小于 0')
  })

  it('deletes an article with its likes and comments', async () => {
    const a = await addArticle()
    await s.api('PUT', `/api/article/like/${a.id}`)
    await s.api('POST', '/api/comment/add', {
      token: reader.token,
      body: { type: 1, for_id: a.id, content: '沙发' },
    })
    const res = await s.api('DELETE', `/api/article/delete/${a.id}`, { token: admin.token })
    expect(res.status).toBe(200)
    expect((await s.api('GET', `/api/article/getArticleById/${a.id}`)).status).toBe(404)
    expect((await s.api('DELETE', `/api/article/delete/${a.id}`, { token: admin.token })).status).toBe(404)
    expect((await s.api('DELETE', '/api/article/delete/abc', { token: admin.token })).status).toBe(400)
    const left = await db()
      .selectFrom('comments')
      .select('id')
      .where('type', '=', 1)
      .where('for_id', '=', a.id)
      .execute()
    expect(left).toEqual([])
    const likes = await db()
      .selectFrom('likes')
      .select('id')
      .where('target_type', '=', 'article')
      .where('target_id', '=', a.id)
      .execute()
    expect(likes).toEqual([])
  })

  it('pins and unpins through updateTop', async () => {
    const a = await addArticle()
    const top = await s.api<Article>('PUT', `/api/article/updateTop/${a.id}/1`, { token: admin.token })
    expect(top.status).toBe(200)
    expect(top.body.result.is_top).toBe(1)
    const home = await s.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/1/5')
    expect(home.body.result.list[0]?.id).toBe(a.id)
    const bad = await s.api('PUT', `/api/article/updateTop/${a.id}/2`, { token: admin.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('是否置顶应为 0 或 1')
    expect((await s.api('PUT', '/api/article/updateTop/999999/1', { token: admin.token })).status).toBe(404)
    const off = await s.api<Article>('PUT', `/api/article/updateTop/${a.id}/0`, { token: admin.token })
    expect(off.body.result.is_top).toBe(0)
  })
})

describe('public lists', () => {
  let fresh: TestServer
  let token: string
  const add = async (fields: Partial<ArticleWriteBody>) => {
    const res = await fresh.api<Article>('POST', '/api/article/add', {
      token,
      body: { article_content: '正文', ...fields },
    })
    if (res.status !== 200) throw new Error(res.body.message)
    return res.body.result
  }
  let ids: Record<'plain1' | 'plain2' | 'ordered' | 'ordered2' | 'secret' | 'draft', number>

  beforeAll(async () => {
    fresh = await startTestServer()
    token = (await fresh.admin()).token
    const plain1 = await add({
      article_title: '普通一',
      tagList: [{ tag_name: 'A' }],
      category: { category_name: '甲' },
    })
    const plain2 = await add({ article_title: '普通二', tagList: [{ tag_name: 'A' }, { tag_name: 'B' }] })
    const ordered = await add({
      article_title: '排序靠前',
      order: 0,
      is_top: 1,
      category: { category_name: '甲' },
    })
    const ordered2 = await add({ article_title: '排序靠后', order: 5, is_top: 1 })
    const secret = await add({
      article_title: '私密',
      status: 2,
      tagList: [{ tag_name: 'A' }],
      category: { category_name: '甲' },
    })
    const draft = await add({ article_title: '草稿', status: 3, tagList: [{ tag_name: 'A' }] })
    ids = {
      plain1: plain1.id,
      plain2: plain2.id,
      ordered: ordered.id,
      ordered2: ordered2.id,
      secret: secret.id,
      draft: draft.id,
    }
  })
  afterAll(() => fresh.close())

  it('home: pinned first by order, then newest; public only; no body; joined names and tags', async () => {
    const res = await fresh.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/1/10')
    expect(res.status).toBe(200)
    const { list, total, current, size } = res.body.result
    expect({ total, current, size }).toEqual({ total: 4, current: 1, size: 10 })
    expect(list.map((a) => a.id)).toEqual([ids.ordered, ids.ordered2, ids.plain2, ids.plain1])
    expect(list[0]).not.toHaveProperty('article_content')
    expect(list.find((a) => a.id === ids.plain2)).toMatchObject({
      tagNameList: ['A', 'B'],
      categoryName: null,
      authorName: '站长',
    })
    expect(list.find((a) => a.id === ids.plain1)?.categoryName).toBe('甲')
    expect(list.find((a) => a.id === ids.ordered2)?.order).toBe(5)

    const page2 = await fresh.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/2/3')
    expect(page2.body.result.list.map((a) => a.id)).toEqual([ids.plain1])
    const capped = await fresh.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/1/500')
    expect(capped.body.result.size).toBe(50)
    const bad = await fresh.api('GET', '/api/article/blogHomeGetArticleList/0/10')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('参数 current 应为正整数')
  })

  it('timeline: newest first, grouped by year', async () => {
    await fresh.running.ctx.db
      .updateTable('articles')
      .set({ createdAt: '2023-05-01T08:00:00.000Z' })
      .where('id', '=', ids.plain1)
      .execute()
    const res = await fresh.api<Paged<TimelineYear>>('GET', '/api/article/blogTimelineGetArticleList/1/10')
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(4)
    const years = res.body.result.list
    expect(years.map((y) => y.year)).toEqual([new Date().getUTCFullYear(), 2023])
    expect(years[0]?.articleList.map((a) => a.id)).toEqual([ids.ordered2, ids.ordered, ids.plain2])
    expect(years[1]?.articleList[0]).toEqual({
      id: ids.plain1,
      article_title: '普通一',
      article_cover: '',
      createdAt: '2023-05-01T08:00:00.000Z',
    })
    expect((await fresh.api('GET', '/api/article/blogTimelineGetArticleList/1/x')).status).toBe(400)
  })

  it('by tag and by category: public only, newest first', async () => {
    const tagA = await fresh.running.ctx.db
      .selectFrom('tags')
      .select('id')
      .where('tag_name', '=', 'A')
      .executeTakeFirstOrThrow()
    const byTag = await fresh.api<Paged<ArticleSummary>>('POST', '/api/article/getArticleListByTagId', {
      body: { id: tagA.id, current: 1, size: 10 },
    })
    expect(byTag.status).toBe(200)
    expect(byTag.body.result.list.map((a) => a.id)).toEqual([ids.plain2, ids.plain1])
    expect(byTag.body.result.total).toBe(2)

    const cat = await fresh.running.ctx.db
      .selectFrom('categories')
      .select('id')
      .where('category_name', '=', '甲')
      .executeTakeFirstOrThrow()
    const byCat = await fresh.api<Paged<ArticleSummary>>('POST', '/api/article/getArticleListByCategoryId', {
      body: { id: cat.id, current: 1, size: 10 },
    })
    expect(byCat.body.result.list.map((a) => a.id).sort()).toEqual([ids.plain1, ids.ordered].sort())

    const none = await fresh.api<Paged<ArticleSummary>>('POST', '/api/article/getArticleListByTagId', {
      body: { id: 99999 },
    })
    expect(none.body.result).toMatchObject({ total: 0, list: [] })
    for (const path of ['/api/article/getArticleListByTagId', '/api/article/getArticleListByCategoryId']) {
      const bad = await fresh.api(path.startsWith('/') ? 'POST' : 'POST', path, {
        body: { current: 1, size: 10 },
      })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/)
      const big = await fresh.api('POST', path, { body: { id: 1, current: 1, size: 51 } })
      expect(big.body.message).toBe('每页最多 50 条')
    }
  })

  it('hot: top five public articles by views', async () => {
    const views: [number, number][] = [
      [ids.plain1, 50],
      [ids.plain2, 10],
      [ids.ordered, 30],
      [ids.ordered2, 20],
      [ids.secret, 999],
    ]
    for (const [id, n] of views) {
      await fresh.running.ctx.db.updateTable('articles').set({ view_times: n }).where('id', '=', id).execute()
    }
    const res = await fresh.api<HotArticle[]>('GET', '/api/article/getHotArticle')
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual([
      { id: ids.plain1, article_title: '普通一', view_times: 50 },
      { id: ids.ordered, article_title: '排序靠前', view_times: 30 },
      { id: ids.ordered2, article_title: '排序靠后', view_times: 20 },
      { id: ids.plain2, article_title: '普通二', view_times: 10 },
    ])
  })

  it('private and draft articles are 404 to visitors and readable by the admin', async () => {
    for (const id of [ids.secret, ids.draft]) {
      const anon = await fresh.api('GET', `/api/article/getArticleById/${id}`)
      expect(anon.status).toBe(404)
      expect(anon.body.message).toBe('文章不存在')
      expect((await fresh.api('GET', `/api/article/getRecommendArticleById/${id}`)).status).toBe(404)
      expect((await fresh.api('PUT', `/api/article/like/${id}`)).status).toBe(404)
      expect((await fresh.api('GET', `/api/article/getArticleById/${id}`, { token })).status).toBe(200)
    }
  })
})

describe('reading an article', () => {
  it('returns the full article, counts each view, and tells whether the caller likes it', async () => {
    const a = await addArticle({ article_content: '# 标题\n\n正文内容', tagList: [{ tag_name: '阅读' }] })
    const first = await s.api<Article>('GET', `/api/article/getArticleById/${a.id}`)
    expect(first.status).toBe(200)
    expect(first.body.result).toMatchObject({
      id: a.id,
      article_content: '# 标题\n\n正文内容',
      tagNameList: ['阅读'],
      view_times: 1,
      is_like: false,
    })
    const second = await s.api<Article>('GET', `/api/article/getArticleById/${a.id}`, { token: reader.token })
    expect(second.body.result.view_times).toBe(2)

    await s.api('PUT', `/api/article/like/${a.id}`, { token: reader.token })
    const liked = await s.api<Article>('GET', `/api/article/getArticleById/${a.id}`, { token: reader.token })
    expect(liked.body.result.is_like).toBe(true)
    expect(liked.body.result.thumbs_up_times).toBe(1)
    const other = await s.api<Article>('GET', `/api/article/getArticleById/${a.id}`, { token: admin.token })
    expect(other.body.result.is_like).toBe(false)

    expect((await s.api('GET', '/api/article/getArticleById/999999')).status).toBe(404)
    const bad = await s.api('GET', '/api/article/getArticleById/0')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('参数 id 应为正整数')
  })

  it('likes once per user or IP, and cancels idempotently', async () => {
    const a = await addArticle()
    const like = (token?: string) => s.api<LikeResult>('PUT', `/api/article/like/${a.id}`, { token })
    const cancel = (token?: string) => s.api<LikeResult>('PUT', `/api/article/cancelLike/${a.id}`, { token })
    expect((await like(reader.token)).body.result).toEqual({ thumbs_up_times: 1, is_like: true })
    expect((await like(reader.token)).body.result).toEqual({ thumbs_up_times: 1, is_like: true })
    expect((await like()).body.result).toEqual({ thumbs_up_times: 2, is_like: true }) // anonymous: by IP
    expect((await like()).body.result.thumbs_up_times).toBe(2)
    expect((await cancel(reader.token)).body.result).toEqual({ thumbs_up_times: 1, is_like: false })
    expect((await cancel(reader.token)).body.result).toEqual({ thumbs_up_times: 1, is_like: false })
    expect((await s.api('PUT', '/api/article/like/999999')).status).toBe(404)
    const bad = await s.api('PUT', '/api/article/cancelLike/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('参数 id 应为正整数')
  })

  it('adds reading time in the milliseconds sent, capped per call', async () => {
    const a = await addArticle()
    expect((await s.api('PUT', `/api/article/addReadingDuration/${a.id}/30000`)).body.result).toBe(true)
    await s.api('PUT', `/api/article/addReadingDuration/${a.id}/0`)
    await s.api('PUT', `/api/article/addReadingDuration/${a.id}/1400`)
    await s.api('PUT', `/api/article/addReadingDuration/${a.id}/99999999999`)
    const row = await db()
      .selectFrom('articles')
      .select('reading_duration')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow()
    expect(row.reading_duration).toBe(30000 + 1400 + READING_DURATION_MAX_MS)
    for (const d of ['-5', '1.5', 'abc']) {
      const bad = await s.api('PUT', `/api/article/addReadingDuration/${a.id}/${d}`)
      expect(bad.status, d).toBe(400)
      expect(bad.body.message).toBe('参数 duration 应为非负整数')
    }
    expect((await s.api('PUT', '/api/article/addReadingDuration/999999/10')).status).toBe(404)
  })

  it('rate limits reading-time reports', async () => {
    const strict = await startTestServer({ rateLimitScale: 1 })
    try {
      const { token } = await strict.admin()
      const a = await strict.api<Article>('POST', '/api/article/add', {
        token,
        body: { article_title: '限流', article_content: '正文' },
      })
      let last = 0
      for (let i = 0; i < 31; i++) {
        last = (await strict.api('PUT', `/api/article/addReadingDuration/${a.body.result.id}/1`)).status
      }
      expect(last).toBe(429)
    } finally {
      await strict.close()
    }
  })
})

describe('recommendations', () => {
  it('gives previous, next and up to six public articles sharing a tag', async () => {
    const fresh = await startTestServer()
    try {
      const { token } = await fresh.admin()
      const add = async (title: string, extra: Partial<ArticleWriteBody> = {}) =>
        (
          await fresh.api<Article>('POST', '/api/article/add', {
            token,
            body: { article_title: title, article_content: '正文', ...extra },
          })
        ).body.result
      const oldest = await add('最早', { tagList: [{ tag_name: '共同' }] })
      const hidden = await add('隐藏', { tagList: [{ tag_name: '共同' }], status: 2 })
      const middle = await add('中间', { tagList: [{ tag_name: '共同' }, { tag_name: '独有' }] })
      const others = []
      for (let i = 0; i < 7; i++) others.push(await add(`同标签${i}`, { tagList: [{ tag_name: '共同' }] }))
      const unrelated = await add('无关', { tagList: [{ tag_name: '别的' }] })

      const res = await fresh.api<RecommendResult>('GET', `/api/article/getRecommendArticleById/${middle.id}`)
      expect(res.status).toBe(200)
      const { previous, next, recommend } = res.body.result
      expect(previous).toMatchObject({ id: oldest.id, article_title: '最早', article_cover: '' })
      expect(next?.id).toBe(others[0]?.id)
      expect(recommend).toHaveLength(6)
      const recIds = recommend.map((r) => r.id)
      expect(recIds).not.toContain(middle.id)
      expect(recIds).not.toContain(hidden.id)
      expect(recIds).not.toContain(unrelated.id)

      const first = await fresh.api<RecommendResult>(
        'GET',
        `/api/article/getRecommendArticleById/${oldest.id}`,
      )
      // at the ends previous/next wrap around, so the reader can always go on
      expect(first.body.result.previous?.id).toBe(unrelated.id)
      expect(first.body.result.next?.id).toBe(middle.id) // the private one is skipped
      const last = await fresh.api<RecommendResult>(
        'GET',
        `/api/article/getRecommendArticleById/${unrelated.id}`,
      )
      expect(last.body.result.next?.id).toBe(oldest.id)
      expect(last.body.result.previous?.id).toBe(others[6]?.id)
      expect(last.body.result.recommend).toEqual([])
      expect((await fresh.api('GET', '/api/article/getRecommendArticleById/999999')).status).toBe(404)
      expect((await fresh.api('GET', '/api/article/getRecommendArticleById/-1')).status).toBe(400)
    } finally {
      await fresh.close()
    }
  })

  it('has no previous or next with a single public article', async () => {
    const fresh = await startTestServer()
    try {
      const { token } = await fresh.admin()
      const add = async (title: string, status = 1) =>
        (
          await fresh.api<Article>('POST', '/api/article/add', {
            token,
            body: { article_title: title, article_content: '正文', status },
          })
        ).body.result
      const only = await add('唯一')
      await add('草稿', 3)
      const res = await fresh.api<RecommendResult>('GET', `/api/article/getRecommendArticleById/${only.id}`)
      expect(res.body.result.previous).toBeNull()
      expect(res.body.result.next).toBeNull()
    } finally {
      await fresh.close()
    }
  })
})

describe('search', () => {
  let fresh: TestServer
  const hits = async (q: string) => {
    const res = await fresh.api<SearchHit[]>('GET', `/api/article/getArticleListByContent/${enc(q)}`)
    expect(res.status, q).toBe(200)
    return res.body.result
  }
  let ids: Record<'content' | 'title' | 'percent' | 'noPercent' | 'secret', number>

  beforeAll(async () => {
    fresh = await startTestServer()
    const { token } = await fresh.admin()
    const add = async (article_title: string, article_content: string, status = 1) =>
      (
        await fresh.api<Article>('POST', '/api/article/add', {
          token,
          body: { article_title, article_content, status },
        })
      ).body.result.id
    const filler = '这是一段很长的铺垫文字，用来确认摘要只截取匹配位置附近的内容而不是整篇文章。'.repeat(3)
    ids = {
      content: await add(
        '关于花园',
        `${filler}\n\n## 小标题\n\n春天的**樱花盛开**时，我们去了[公园](https://example.com/park)散步。${filler}`,
      ),
      title: await add('量子计算入门笔记', '这里写的是别的事情，和标题没有关系。'),
      percent: await add('折扣', '全场 100% 退款，a_b 也算，见 a/b?c#d。'),
      noPercent: await add('普通', '全场 100 元，ab 不算。'),
      secret: await add('私密樱花', '樱花盛开的秘密', 2),
    }
  })
  afterAll(() => fresh.close())

  it('finds a two-character Chinese substring in content and in title', async () => {
    const inContent = await hits('樱花')
    expect(inContent.map((h) => h.id)).toEqual([ids.content])
    expect(inContent[0]?.article_content).toContain('樱花')
    const inTitle = await hits('量子')
    expect(inTitle.map((h) => h.id)).toEqual([ids.title])
    // a title-only match shows the start of the content
    expect(inTitle[0]?.article_content.startsWith('这里写的是别的事情')).toBe(true)
  })

  it('finds a four-or-more-character substring through the index, with a snippet from it on', async () => {
    const res = await hits('时，我们去了')
    expect(res.map((h) => h.id)).toEqual([ids.content])
    const snip = res[0]?.article_content ?? ''
    expect(snip.startsWith('时，我们去了公园散步')).toBe(true)
    expect(snip).not.toMatch(/\*\*|\]\(|##|https?:/) // Markdown syntax is stripped
    expect(snip.length).toBeLessThan(120)
    expect(snip.endsWith('…')).toBe(true)
    expect((await hits('计算入门笔记')).map((h) => h.id)).toEqual([ids.title])
    expect(await hits('quantum不存在的词')).toEqual([])
  })

  it('is case-insensitive for Latin text and never returns private articles', async () => {
    expect((await hits('盛开')).map((h) => h.id)).toEqual([ids.content])
    expect((await hits('樱花盛开')).map((h) => h.id)).toEqual([ids.content])
    expect(await hits('樱花盛开的秘密')).toEqual([])
    expect(await hits('A_B')).toHaveLength(1)
  })

  it('treats % and _ as literal characters', async () => {
    expect((await hits('%')).map((h) => h.id)).toEqual([ids.percent])
    expect((await hits('0%')).map((h) => h.id)).toEqual([ids.percent])
    expect((await hits('_')).map((h) => h.id)).toEqual([ids.percent])
    expect((await hits('a_b')).map((h) => h.id)).toEqual([ids.percent])
    expect((await hits('/b?c#')).map((h) => h.id)).toEqual([ids.percent])
    expect((await hits('?c')).map((h) => h.id)).toEqual([ids.percent])
    expect(await hits('"')).toEqual([])
    expect(await hits('"OR"')).toEqual([])
  })

  it('returns at most eight hits and refuses overlong queries', async () => {
    const { token } = await fresh.admin()
    for (let i = 0; i < 10; i++) {
      await fresh.api('POST', '/api/article/add', {
        token,
        body: { article_title: `批量${i}`, article_content: '重复出现的关键字' },
      })
    }
    expect(await hits('关键字')).toHaveLength(8)
    expect(await hits('关键')).toHaveLength(8)
    expect(await hits('   ')).toEqual([])
    const long = await fresh.api('GET', `/api/article/getArticleListByContent/${enc('长'.repeat(51))}`)
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('搜索内容不能超过50个字符')
  })
})

describe('search text helpers', () => {
  it('turns Markdown into readable text', () => {
    const md =
      '# 标题\n\n> 引用**加粗**和`代码`\n\n- 列表 [链接](https://x.y) ![图](a.png)\n\n```js\nlet a = 1\n```\n<div>块</div>'
    expect(markdownToText(md)).toBe('标题 引用加粗和代码 列表 链接 图 let a = 1 块')
  })

  it('starts at the match and runs on about eighty characters, never inside a surrogate pair', () => {
    const text = `${'前'.repeat(60)}目标${'😀'.repeat(100)}`
    const cut = snippet(text, '目标')
    expect(cut).toBe(`目标${'😀'.repeat(80)}…`)
    expect(snippet('短文本', '文')).toBe('文本')
    expect(snippet('ABC def', 'DEF')).toBe('def')
    expect(snippet('没有匹配'.repeat(30), '标题词')).toMatch(/^没有匹配.*…$/)
  })

  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('50%_\\')).toBe('%50\\%\\_\\\\%')
  })
})
