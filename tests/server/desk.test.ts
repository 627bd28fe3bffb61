import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESK_VIEW_DAYS,
  type ArticleSummary,
  type ChatMessage,
  type DeskComment,
  type DeskOverview,
  type DeskTerm,
  type DeskUser,
  type FriendLink,
  type GlobeConfig,
  type Notify,
  type PageHeader,
  type Paged,
  type Photo,
  type Talk,
} from '../../src/core/contract/index.ts'
import { ACCOUNT_DISABLED } from '../../src/server/http/auth.ts'
import { fixtures, type Fixtures } from './desk-fixtures.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let f: Fixtures
let admin: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  f = fixtures(s)
  admin = await s.admin()
})
afterAll(() => s.close())

async function desk<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await s.api<T>(method, `/api/desk${path}`, { token: admin.token, body })
  expect(res.status, `${method} ${path}: ${res.body.message}`).toBe(200)
  return res.body.result
}

async function notices(token: string): Promise<Notify[]> {
  const res = await s.api<Paged<Notify>>('POST', '/api/notify/getNotifyList', {
    token,
    body: { current: 1, size: 50 },
  })
  return res.body.result.list
}

describe('desk overview', () => {
  it('counts every kind of row and the views of the last 30 days, today last', async () => {
    const before = await desk<DeskOverview>('GET', '/overview')
    const u = await s.newUser('counted')
    const a = await f.article(admin.token)
    // drafts count too
    await f.article(admin.token, { status: 3 })
    await f.talk(admin.token)
    await f.comment(u.token, a.id, '最新的一条评论')
    await f.message(undefined, '最新的一条留言')
    const link = await f.link(u.token)
    // a view from a fresh address counts once today
    await s.api('PUT', '/api/config/addView', { headers: {} })

    const after = await desk<DeskOverview>('GET', '/overview')
    expect(after.counts.articles).toBe(before.counts.articles + 2)
    expect(after.counts.talks).toBe(before.counts.talks + 1)
    expect(after.counts.comments).toBe(before.counts.comments + 1)
    expect(after.counts.messages).toBe(before.counts.messages + 1)
    expect(after.counts.users).toBe(before.counts.users + 1)
    expect(after.viewsByDay).toHaveLength(DESK_VIEW_DAYS)
    const today = new Date().toISOString().slice(0, 10)
    expect(after.viewsByDay.at(-1)?.day).toBe(today)
    const viewedToday = (o: DeskOverview) => o.viewsByDay.at(-1)?.views ?? 0
    const config = await s.api<{ view_time: number }>('GET', '/api/config')
    expect(after.counts.views).toBe(config.body.result.view_time)
    expect(viewedToday(after) - viewedToday(before)).toBe(after.counts.views - before.counts.views)
    expect(after.latestComments[0]).toMatchObject({ content: '最新的一条评论', from_id: u.id })
    expect(after.latestMessages[0]?.message).toBe('最新的一条留言')
    expect(after.pendingLinks.map((l) => l.id)).toContain(link.id)
  })

  it('fills days without views with 0 and keeps older days out', async () => {
    const db = s.running.ctx.db
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10)
    await db
      .insertInto('view_days')
      .values({ day: day(3), views: 7 })
      .execute()
    await db
      .insertInto('view_days')
      .values({ day: day(DESK_VIEW_DAYS + 2), views: 99 })
      .execute()
    const o = await desk<DeskOverview>('GET', '/overview')
    expect(o.viewsByDay.find((d) => d.day === day(3))?.views).toBe(7)
    expect(o.viewsByDay.find((d) => d.day === day(4))?.views).toBe(0)
    expect(o.viewsByDay.some((d) => d.views === 99)).toBe(false)
    expect(o.viewsByDay[0]?.day).toBe(day(DESK_VIEW_DAYS - 1))
  })
})

describe('desk articles', () => {
  it('lists drafts and private articles with status, category, tag and keyword filters', async () => {
    const mark = `筛选${Date.now() % 100000}`
    const draft = await f.article(admin.token, {
      article_title: `${mark}草稿`,
      status: 3,
      category: { category_name: `${mark}类` },
      tagList: [{ tag_name: `${mark}签` }],
    })
    const hidden = await f.article(admin.token, { article_title: `${mark}私密`, status: 2 })
    const open = await f.article(admin.token, { article_title: `${mark}公开` })

    const all = await desk<Paged<ArticleSummary>>('POST', '/articles', {
      current: 1,
      size: 50,
      keyword: mark,
    })
    expect(all.list.map((a) => a.id)).toEqual([open.id, hidden.id, draft.id])
    expect(all.total).toBe(3)
    const drafts = await desk<Paged<ArticleSummary>>('POST', '/articles', {
      current: 1,
      size: 50,
      keyword: mark,
      status: 3,
    })
    expect(drafts.list.map((a) => a.id)).toEqual([draft.id])
    const terms = await desk<DeskTerm[]>('GET', '/terms/category')
    const category = terms.find((t) => t.name === `${mark}类`)
    const byCategory = await desk<Paged<ArticleSummary>>('POST', '/articles', {
      current: 1,
      size: 50,
      category_id: category?.id,
    })
    expect(byCategory.list.map((a) => a.id)).toEqual([draft.id])
    const tag = (await desk<DeskTerm[]>('GET', '/terms/tag')).find((t) => t.name === `${mark}签`)
    const byTag = await desk<Paged<ArticleSummary>>('POST', '/articles', {
      current: 1,
      size: 50,
      tag_id: tag?.id,
    })
    expect(byTag.list[0]).toMatchObject({ id: draft.id, tagNameList: [`${mark}签`] })
    const paged = await desk<Paged<ArticleSummary>>('POST', '/articles', {
      current: 2,
      size: 2,
      keyword: mark,
    })
    expect(paged).toMatchObject({ total: 3, current: 2 })
    expect(paged.list.map((a) => a.id)).toEqual([draft.id])
    // `%` is a literal character, not a wildcard
    const none = await desk<Paged<ArticleSummary>>('POST', '/articles', {
      current: 1,
      size: 50,
      keyword: '%',
    })
    expect(none.total).toBe(0)
  })

  it('opens a draft for the editor without counting a view', async () => {
    const draft = await f.article(admin.token, { status: 3, article_content: '# 草稿正文' })
    await desk('GET', `/articles/${draft.id}`)
    const again = await desk<{ article_content: string; view_times: number; status: number }>(
      'GET',
      `/articles/${draft.id}`,
    )
    expect(again).toMatchObject({ article_content: '# 草稿正文', view_times: 0, status: 3 })
    expect((await s.api('GET', '/api/desk/articles/999999', { token: admin.token })).status).toBe(404)
  })

  it('refuses a bad filter with a Chinese 400', async () => {
    const bad = await s.api('POST', '/api/desk/articles', { token: admin.token, body: { status: 7 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('status 只能是')
  })
})

describe('desk talks', () => {
  it('lists hidden talks too, which visitors never see', async () => {
    const hidden = await f.talk(admin.token, { status: 2, content: '只给自己看的说说' })
    const list = await desk<Paged<Talk>>('POST', '/talks', { current: 1, size: 50 })
    expect(list.list.find((t) => t.id === hidden.id)?.content).toBe('只给自己看的说说')
    const visitor = await s.api<Paged<Talk>>('POST', '/api/talk/blogGetTalkList', {
      body: { current: 1, size: 50 },
    })
    expect(visitor.body.result.list.map((t) => t.id)).not.toContain(hidden.id)
  })
})

describe('desk moderation', () => {
  it('lists comments newest first with what they hang on, filtered by kind and by item', async () => {
    const u = await s.newUser('commenter')
    const a = await f.article(admin.token, { article_title: '被评论的文章' })
    const first = await f.comment(u.token, a.id, '第一条')
    const second = await f.comment(u.token, a.id, '第二条')
    const talk = await f.talk(admin.token)
    const onTalk = await s.api<{ id: number }>('POST', '/api/comment/add', {
      token: u.token,
      body: { type: 2, for_id: talk.id, content: '说说下的评论' },
    })

    const newest = await desk<Paged<DeskComment>>('POST', '/comments', { current: 1, size: 3 })
    expect(newest.list.map((c) => c.id)).toEqual([onTalk.body.result.id, second.id, first.id])
    const onArticle = await desk<Paged<DeskComment>>('POST', '/comments', {
      current: 1,
      size: 50,
      type: 1,
      for_id: a.id,
    })
    expect(onArticle.list.map((c) => c.id)).toEqual([second.id, first.id])
    expect(onArticle.list[0]).toMatchObject({ target: '被评论的文章', from_id: u.id, reply_count: 0 })
    const talks = await desk<Paged<DeskComment>>('POST', '/comments', { current: 1, size: 50, type: 2 })
    expect(talks.list.every((c) => c.type === 2)).toBe(true)

    // a long talk is named by its first 30 characters and an ellipsis, a short one whole
    const long = await f.talk(admin.token, { content: '一二三四五六七八九十'.repeat(4) })
    await s.api('POST', '/api/comment/add', {
      token: u.token,
      body: { type: 2, for_id: long.id, content: '长说说下的评论' },
    })
    const onLong = await desk<Paged<DeskComment>>('POST', '/comments', {
      current: 1,
      size: 1,
      type: 2,
      for_id: long.id,
    })
    expect(onLong.list[0]?.target).toBe(`${'一二三四五六七八九十'.repeat(3)}…`)

    const noType = await s.api('POST', '/api/desk/comments', { token: admin.token, body: { for_id: a.id } })
    expect(noType.status).toBe(400)
    expect(noType.body.message).toBe('按对象筛选时请同时给出 type')

    // deleting uses the comment route; the comment is gone for everyone
    expect((await s.api('DELETE', `/api/comment/delete/${first.id}`, { token: admin.token })).status).toBe(
      200,
    )
    const left = await desk<Paged<DeskComment>>('POST', '/comments', {
      current: 1,
      size: 50,
      type: 1,
      for_id: a.id,
    })
    expect(left.list.map((c) => c.id)).toEqual([second.id])
  })

  it('lists the chat history newest first and finds messages by words', async () => {
    const u = await s.newUser('chatter')
    const older = await f.chat(u.id, '早上好')
    const newer = await f.chat(u.id, '晚上好')
    const page = await desk<Paged<ChatMessage>>('POST', '/chat', { current: 1, size: 2 })
    expect(page.list.map((m) => m.id)).toEqual([newer.id, older.id])
    expect(page.list[0]).toMatchObject({ nick_name: expect.any(String), user_id: u.id })
    const found = await desk<Paged<ChatMessage>>('POST', '/chat', { current: 1, size: 50, keyword: '早上' })
    expect(found.list.map((m) => m.id)).toContain(older.id)
    expect(found.list.map((m) => m.id)).not.toContain(newer.id)
  })

  it('approves a link with a notice to the applicant', async () => {
    const u = await s.newUser('applicant')
    const link = await f.link(u.token)
    await s.api('PUT', `/api/links/approve/${link.id}`, { token: admin.token })
    const mine = await notices(u.token)
    expect(mine[0]).toMatchObject({ type: 4, to_id: link.id })
    expect(mine[0]?.message).toContain('已通过审核')
    expect(mine[0]?.message).toContain(link.site_name)
  })

  it('rejects a link with the reason told to the applicant, who may apply again', async () => {
    const u = await s.newUser('applicant')
    const link = await f.link(u.token)
    await desk('PUT', `/links/reject/${link.id}`, { reason: '站点<打不开>' })
    const note = (await notices(u.token))[0]
    expect(note).toMatchObject({ type: 4, to_id: link.id })
    expect(note?.message).toContain('未通过审核：站点&#60;打不开&#62;')
    const pending = await s.api<Paged<FriendLink>>('POST', '/api/links/adminList', {
      token: admin.token,
      body: { current: 1, size: 50 },
    })
    expect(pending.body.result.list.map((l) => l.id)).not.toContain(link.id)

    const approved = await f.link(u.token)
    await s.api('PUT', `/api/links/approve/${approved.id}`, { token: admin.token })
    const late = await s.api('PUT', `/api/desk/links/reject/${approved.id}`, { token: admin.token, body: {} })
    expect(late.status).toBe(409)
  })

  it('edits a link without sending it back to review, keeping one entry per address', async () => {
    const u = await s.newUser('applicant')
    const link = await f.link(u.token)
    await s.api('PUT', `/api/links/approve/${link.id}`, { token: admin.token })
    const edited = await desk<FriendLink>('PUT', '/links/update', {
      id: link.id,
      site_name: '改名的友站',
      url: `https://renamed${link.id}.example/`,
    })
    expect(edited).toMatchObject({ site_name: '改名的友站', status: 2 })
    const other = await f.link(u.token)
    const clash = await s.api('PUT', '/api/desk/links/update', {
      token: admin.token,
      body: { id: other.id, site_name: '撞车', url: `https://renamed${link.id}.example/` },
    })
    expect(clash.status).toBe(409)
    const badUrl = await s.api('PUT', '/api/desk/links/update', {
      token: admin.token,
      body: { id: other.id, site_name: '坏地址', url: 'javascript:alert(1)' },
    })
    expect(badUrl.status).toBe(400)
  })
})

describe('desk users', () => {
  it('finds users by part of the username or nick name', async () => {
    const u = await s.newUser('findme')
    const found = await desk<Paged<DeskUser>>('POST', '/users', { current: 1, size: 50, keyword: u.username })
    expect(found.list).toEqual([expect.objectContaining({ id: u.id, role: 2, disabled: false })])
    expect(JSON.stringify(found)).not.toContain('password')
    const admins = await desk<Paged<DeskUser>>('POST', '/users', { current: 1, size: 50, role: 1 })
    expect(admins.list.every((x) => x.role === 1)).toBe(true)
  })

  it('disables a login: no new login, the old token stops working, with a clear message', async () => {
    const u = await s.newUser('disabled')
    const off = await desk<DeskUser>('PUT', `/users/disable/${u.id}`, { disabled: true })
    expect(off.disabled).toBe(true)

    const login = await s.api('POST', '/api/user/login', {
      body: { username: u.username, password: u.password },
    })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe(ACCOUNT_DISABLED)
    const write = await s.api('POST', '/api/message/add', { token: u.token, body: { message: '还能发吗' } })
    // a guest may post on the board: the disabled token is not an identity, so it posts as a guest
    expect(write.body.result).toMatchObject({ user_id: null })
    const own = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: u.token,
      body: { nick_name: '新名字' },
    })
    expect(own.status).toBe(401)
    expect(own.body.message).toBe(ACCOUNT_DISABLED)

    await desk('PUT', `/users/disable/${u.id}`, { disabled: false })
    expect((await s.login(u.username, u.password)).id).toBe(u.id)
    const back = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: u.token,
      body: { nick_name: '回来了' },
    })
    expect(back.status).toBe(200)
  })

  it('will not disable the admin themself or another admin', async () => {
    const self = await s.api('PUT', `/api/desk/users/disable/${admin.id}`, {
      token: admin.token,
      body: { disabled: true },
    })
    expect(self.status).toBe(409)
    expect(self.body.message).toBe('不能禁用自己的账号')
    const other = await s.newUser('coadmin')
    await desk('PUT', `/users/role/${other.id}`, { role: 1 })
    const res = await s.api('PUT', `/api/desk/users/disable/${other.id}`, {
      token: admin.token,
      body: { disabled: true },
    })
    expect(res.status).toBe(409)
    await desk('PUT', `/users/role/${other.id}`, { role: 2 })
  })

  it('makes an admin who can then use the desk, and never demotes the last admin', async () => {
    const u = await s.newUser('promoted')
    expect((await s.api('GET', '/api/desk/overview', { token: u.token })).status).toBe(403)
    expect((await desk<DeskUser>('PUT', `/users/role/${u.id}`, { role: 1 })).role).toBe(1)
    // the role is read from the database on every request: the same token now opens the desk
    expect((await s.api('GET', '/api/desk/overview', { token: u.token })).status).toBe(200)

    // with two admins, one may step down; then the one left cannot
    await s.api('PUT', `/api/desk/users/role/${admin.id}`, { token: u.token, body: { role: 2 } })
    const last = await s.api('PUT', `/api/desk/users/role/${u.id}`, { token: u.token, body: { role: 2 } })
    expect(last.status).toBe(409)
    expect(last.body.message).toBe('至少要保留一位管理员')
    await s.api('PUT', `/api/desk/users/role/${admin.id}`, { token: u.token, body: { role: 1 } })
    await desk('PUT', `/users/role/${u.id}`, { role: 2 })
    expect((await s.api('GET', '/api/desk/overview', { token: u.token })).status).toBe(403)
  })
})

describe('desk site settings', () => {
  it('sets the header image of a page, which every visitor then gets', async () => {
    const headers = await desk<PageHeader[]>('PUT', '/pageHeader', {
      route_name: 'Talk',
      bg_url: '/uploads/talk-bg.jpg',
    })
    expect(headers.find((h) => h.route_name === 'Talk')?.bg_url).toBe('/uploads/talk-bg.jpg')
    await desk('PUT', '/pageHeader', { route_name: 'Talk', bg_url: '/uploads/talk-bg2.jpg' })
    const visitor = await s.api<PageHeader[]>('GET', '/api/pageHeader/getAll')
    const talk = visitor.body.result.filter((h) => h.route_name === 'Talk')
    expect(talk.map((h) => h.bg_url)).toEqual(['/uploads/talk-bg2.jpg'])
    const bad = await s.api('PUT', '/api/desk/pageHeader', {
      token: admin.token,
      body: { route_name: 'Nowhere', bg_url: '/uploads/x.jpg' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('没有这个页面')
  })

  it('saves the globe markers the landing page reads, refusing impossible places', async () => {
    const points = [
      { lat: 39.9, lng: 116.4, label: '北京' },
      { lat: -33.9, lng: 151.2, label: '悉尼' },
    ]
    await desk('PUT', '/globe', { points })
    const res = await fetch(`${s.url}/config/config.json`)
    expect((await res.json()) as GlobeConfig).toEqual({ points })
    const bad = await s.api('PUT', '/api/desk/globe', {
      token: admin.token,
      body: { points: [{ lat: 91, lng: 0, label: '北极之上' }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('纬度应在 -90 到 90 之间')
  })

  it('changes the blog name through the config route', async () => {
    const res = await s.api('PUT', '/api/config/update', {
      token: admin.token,
      body: { blog_name: '我的书桌' },
    })
    expect(res.status).toBe(200)
    expect((await s.api<{ blog_name: string }>('GET', '/api/config')).body.result.blog_name).toBe('我的书桌')
  })
})

describe('desk categories and tags', () => {
  it('merges a tag into another: its articles carry the other, and it is gone', async () => {
    const from = await f.term(admin.token, 'tag')
    const into = await f.term(admin.token, 'tag')
    const names = async () => new Map((await desk<DeskTerm[]>('GET', '/terms/tag')).map((t) => [t.id, t]))
    const fromName = (await names()).get(from.id)?.name ?? ''
    const intoName = (await names()).get(into.id)?.name ?? ''
    // one article carries both, one only the merged-away tag; a draft counts too
    const both = await f.article(admin.token, { tagList: [{ tag_name: fromName }, { tag_name: intoName }] })
    const only = await f.article(admin.token, { status: 3, tagList: [{ tag_name: fromName }] })
    expect((await names()).get(from.id)?.articleCount).toBe(2)

    const merged = await desk<DeskTerm>('POST', '/terms/tag/merge', { from: from.id, into: into.id })
    expect(merged).toMatchObject({ id: into.id, articleCount: 2 })
    expect((await names()).has(from.id)).toBe(false)
    for (const a of [both, only]) {
      const article = await desk<{ tagNameList: string[] }>('GET', `/articles/${a.id}`)
      expect(article.tagNameList).toEqual([intoName])
    }
    const self = await s.api('POST', '/api/desk/terms/tag/merge', {
      token: admin.token,
      body: { from: into.id, into: into.id },
    })
    expect(self.status).toBe(400)
  })

  it('merges categories and deletes only an unused one', async () => {
    const from = await f.term(admin.token, 'category')
    const into = await f.term(admin.token, 'category')
    const fromName = (await desk<DeskTerm[]>('GET', '/terms/category')).find((t) => t.id === from.id)?.name
    const a = await f.article(admin.token, { status: 2, category: { category_name: fromName } })

    const used = await s.api('DELETE', `/api/desk/terms/category/${from.id}`, { token: admin.token })
    expect(used.status).toBe(409)
    expect(used.body.message).toBe('还有 1 篇文章使用该分类，请先合并到其他分类')

    await desk('POST', '/terms/category/merge', { from: from.id, into: into.id })
    expect((await desk<{ category_id: number }>('GET', `/articles/${a.id}`)).category_id).toBe(into.id)
    const unused = await f.term(admin.token, 'category')
    await desk('DELETE', `/terms/category/${unused.id}`)
    expect((await desk<DeskTerm[]>('GET', '/terms/category')).map((t) => t.id)).not.toContain(unused.id)
    expect((await s.api('GET', '/api/desk/terms/colour', { token: admin.token })).status).toBe(400)
  })
})

describe('desk albums', () => {
  it('reorders an album, photos added later following in upload order', async () => {
    const album = await f.album(admin.token)
    const [p1, p2, p3] = await f.photos(admin.token, album.id, 3)
    const ids = [p3?.id, p1?.id, p2?.id]
    await desk('PUT', '/photos/order', { album_id: album.id, ids })
    const [p4] = await f.photos(admin.token, album.id, 1)
    const shown = await s.api<Photo[]>('GET', `/api/photo/getAllPhotosByAlbumId/${album.id}`)
    expect(shown.body.result.map((p) => p.id)).toEqual([...ids, p4?.id])

    const other = await f.album(admin.token)
    const [foreign] = await f.photos(admin.token, other.id, 1)
    const bad = await s.api('PUT', '/api/desk/photos/order', {
      token: admin.token,
      body: { album_id: album.id, ids: [foreign?.id] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('有照片不属于该相册')
  })
})
