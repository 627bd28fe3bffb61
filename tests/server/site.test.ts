import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageHeader, Quote, Resources, SiteConfig, Statistic } from '../../src/core/contract/index.ts'
import { QUOTE_FALLBACK } from '../../src/server/site/routes.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let admin: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
})
afterAll(() => s.close())

describe('statistic', () => {
  it('counts public articles, tags, categories, users and views', async () => {
    const db = s.running.ctx.db
    const stamp = new Date().toISOString()
    await db
      .insertInto('categories')
      .values({ category_name: '前端', createdAt: stamp, updatedAt: stamp })
      .execute()
    await db
      .insertInto('tags')
      .values([
        { tag_name: 'vue', createdAt: stamp, updatedAt: stamp },
        { tag_name: 'node', createdAt: stamp, updatedAt: stamp },
      ])
      .execute()
    const article = (status: number) => ({
      article_title: `t${status}`,
      article_description: '',
      article_content: 'c',
      article_cover: '',
      category_id: null,
      author_id: admin.id,
      is_top: 0,
      sort_order: 0,
      status,
      type: 1,
      origin_url: '',
      view_times: 0,
      thumbs_up_times: 0,
      reading_duration: 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
    await db
      .insertInto('articles')
      .values([article(1), article(1), article(2), article(3)])
      .execute()
    await s.newUser('counted')
    await s.api('PUT', '/api/config/addView')

    const res = await s.api<Statistic>('GET', '/api/statistic')
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({
      articleCount: 2,
      tagCount: 2,
      categoryCount: 1,
      userCount: 2,
      viewCount: 1,
    })
  })
})

describe('config', () => {
  it('returns every setting with defaults and the view count', async () => {
    const res = await s.api<SiteConfig>('GET', '/api/config')
    expect(res.status).toBe(200)
    for (const key of [
      'blog_name',
      'blog_avatar',
      'personal_say',
      'github_link',
      'icp_number',
      'copyright',
    ]) {
      expect(res.body.result).toHaveProperty(key)
    }
    expect(typeof res.body.result.view_time).toBe('number')
  })

  it('lets the admin change known settings only, with checked values', async () => {
    const body = { blog_name: '小站', personal_say: '写点东西', github_link: 'https://github.com/xz' }
    expect((await s.api('PUT', '/api/config/update', { body })).status).toBe(401)
    const user = await s.newUser('plain')
    expect((await s.api('PUT', '/api/config/update', { token: user.token, body })).status).toBe(403)

    const unknown = await s.api('PUT', '/api/config/update', {
      token: admin.token,
      body: { secret_key: 'x' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('未知的配置项：secret_key')
    const views = await s.api('PUT', '/api/config/update', { token: admin.token, body: { view_time: 99999 } })
    expect(views.status).toBe(400)
    const js = await s.api('PUT', '/api/config/update', {
      token: admin.token,
      body: { github_link: 'javascript:alert(1)' },
    })
    expect(js.status).toBe(400)
    expect(js.body.message).toBe('GitHub 地址应为 http(s) 链接或站内路径')
    const type = await s.api('PUT', '/api/config/update', { token: admin.token, body: { blog_name: 42 } })
    expect(type.status).toBe(400)
    expect(type.body.message).toBe('博客名称应为文本')
    expect((await s.api('PUT', '/api/config/update', { token: admin.token, body: {} })).status).toBe(400)
    expect((await s.api('PUT', '/api/config/update', { token: admin.token, body: [1] })).status).toBe(400)

    const ok = await s.api<SiteConfig>('PUT', '/api/config/update', { token: admin.token, body })
    expect(ok.status).toBe(200)
    expect(ok.body.result).toMatchObject(body)
    const again = await s.api<SiteConfig>('PUT', '/api/config/update', {
      token: admin.token,
      body: { blog_name: '小站 2' },
    })
    expect(again.body.result).toMatchObject({ blog_name: '小站 2', personal_say: '写点东西' })
    const read = await s.api<SiteConfig>('GET', '/api/config')
    expect(read.body.result.blog_name).toBe('小站 2')
  })
})

describe('addView', () => {
  it('counts a visitor once per 30 minutes', async () => {
    const proxied = await startTestServer({ trustProxy: true })
    try {
      const from = (ip: string) =>
        proxied.api<{ view_time: number }>('PUT', '/api/config/addView', {
          headers: { 'x-forwarded-for': ip },
        })
      expect((await from('10.0.0.1')).body.result.view_time).toBe(1)
      expect((await from('10.0.0.1')).body.result.view_time).toBe(1)
      expect((await from('10.0.0.2')).body.result.view_time).toBe(2)
      expect((await from('10.0.0.1')).body.result.view_time).toBe(2)
      // 29 minutes later the visitor still counts as the same visit; 31 minutes later anew
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
      const db = proxied.running.ctx.db
      await db
        .updateTable('views')
        .set({ hour: ago(29) })
        .where('ip', '=', '10.0.0.1')
        .execute()
      expect((await from('10.0.0.1')).body.result.view_time).toBe(2)
      await db
        .updateTable('views')
        .set({ hour: ago(31) })
        .where('ip', '=', '10.0.0.1')
        .execute()
      expect((await from('10.0.0.1')).body.result.view_time).toBe(3)
      const cfg = await proxied.api<SiteConfig>('GET', '/api/config')
      expect(cfg.body.result.view_time).toBe(3)
      const stat = await proxied.api<Statistic>('GET', '/api/statistic')
      expect(stat.body.result.viewCount).toBe(3)
    } finally {
      await proxied.close()
    }
  })

  it('forgets counts older than the window so the table stays small', async () => {
    const db = s.running.ctx.db
    await db.insertInto('views').values({ ip: '192.0.2.9', hour: '2000-01-01T00:00:00.000Z' }).execute()
    await s.api('PUT', '/api/config/addView')
    const old = await db.selectFrom('views').select('ip').where('ip', '=', '192.0.2.9').execute()
    expect(old).toHaveLength(0)
  })

  it('never answers 429: a visitor opening many pages at once sees only successes', async () => {
    const strict = await startTestServer({ rateLimitScale: 1 })
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => strict.api<{ view_time: number }>('PUT', '/api/config/addView')),
      )
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
      const cfg = await strict.api<SiteConfig>('GET', '/api/config')
      expect(cfg.body.result.view_time).toBe(1)
    } finally {
      await strict.close()
    }
  })
})

describe('page headers, resources, site list and quotes', () => {
  it('reads page headers', async () => {
    await s.running.ctx.db
      .insertInto('page_headers')
      .values([
        { route_name: 'home', bg_url: '/seed/bg/home.jpg' },
        { route_name: 'talk', bg_url: '/seed/bg/talk.jpg' },
      ])
      .execute()
    const res = await s.api<PageHeader[]>('GET', '/api/pageHeader/getAll')
    expect(res.status).toBe(200)
    expect(res.body.result.map((h) => h.route_name)).toEqual(['home', 'talk'])
    expect(res.body.result[0]).toEqual({
      id: expect.any(Number),
      route_name: 'home',
      bg_url: '/seed/bg/home.jpg',
    })
  })

  it('groups resources by category in sort order, front and back apart; siteList from kind "site"', async () => {
    const row = (kind: 'front' | 'back' | 'site', category: string, name: string, sort_order: number) => ({
      kind,
      category,
      name,
      url: `https://${name}.example`,
      description: `${name} 描述`,
      icon: '',
      sort_order,
    })
    await s.running.ctx.db
      .insertInto('resources')
      .values([
        row('front', '框架', 'react', 2),
        row('front', '工具', 'vite', 1),
        row('front', '框架', 'vue', 3),
        row('back', '数据库', 'sqlite', 1),
        row('site', '社区', 'github', 1),
      ])
      .execute()
    const res = await s.api<Resources>('GET', '/api/resources')
    expect(res.status).toBe(200)
    expect(res.body.result.front).toEqual([
      {
        category: '工具',
        sites: [{ name: 'vite', url: 'https://vite.example', desc: 'vite 描述', icon: '' }],
      },
      {
        category: '框架',
        sites: [
          { name: 'react', url: 'https://react.example', desc: 'react 描述', icon: '' },
          { name: 'vue', url: 'https://vue.example', desc: 'vue 描述', icon: '' },
        ],
      },
    ])
    expect(res.body.result.back.map((g) => g.category)).toEqual(['数据库'])
    const sites = await s.api<Resources>('GET', '/api/siteList')
    expect(sites.body.result.front.map((g) => g.sites.map((x) => x.name))).toEqual([['github']])
    expect(sites.body.result.back).toEqual([])
  })

  it('answers a quote, with the fixed sentence when there are none', async () => {
    const empty = await s.api<Quote>('GET', '/api/quote')
    expect(empty.body.result).toEqual({ note: QUOTE_FALLBACK })
    expect(QUOTE_FALLBACK).toBe('智能挖掘，让每一份数据都闪光。')
    await s.running.ctx.db
      .insertInto('quotes')
      .values([{ note: '一' }, { note: '二' }])
      .execute()
    const got = await s.api<Quote>('GET', '/api/quote')
    expect(['一', '二']).toContain(got.body.result.note)
  })
})
