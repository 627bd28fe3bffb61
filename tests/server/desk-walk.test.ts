import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../src/core/contract/index.ts'
import { fixtures, type Fixtures } from './desk-fixtures.ts'
import { startTestServer, type TestServer } from './harness.ts'

// Every route the desk calls, new (/api/desk) and existing admin ones, walked as a visitor
// (401), a logged-in user (403) and the admin (200). Each route gets fresh rows to act on, so
// a refused call that wrongly went through would show as a changed or missing row for the admin.

let s: TestServer
let f: Fixtures
let admin: { token: string; id: number }
let user: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  f = fixtures(s)
  admin = await s.admin()
  user = await s.newUser('walker')
})
afterAll(() => s.close())

type Ids = Record<string, number>

interface DeskCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: (ids: Ids) => string
  body?: (ids: Ids) => unknown
  /** rows this call acts on, made fresh for it */
  prepare?: () => Promise<Ids>
}

const article = async () => ({ article: (await f.article(admin.token)).id })
const talk = async () => ({ talk: (await f.talk(admin.token)).id })
const album = async () => ({ album: (await f.album(admin.token)).id })
const pendingLink = async () => ({ link: (await f.link((await s.newUser('applicant')).token)).id })
const albumWithPhotos = async () => {
  const a = (await f.album(admin.token)).id
  const [p1, p2] = await f.photos(admin.token, a, 2)
  return { album: a, photo: p1?.id ?? 0, photo2: p2?.id ?? 0 }
}

let walked = 0
/** A site added by the admin, for the call that removes it. */
const site = async () => {
  walked += 1
  const res = await s.api<{ sites: { id: number; origin: string }[] }>('POST', '/api/desk/sites', {
    token: admin.token,
    body: { origin: `https://walk${walked}.example`, name: '走查网站' },
  })
  const added = res.body.result.sites.find((x) => x.origin === `https://walk${walked}.example`)
  return { site: added?.id ?? 0 }
}
/** A page of the blog's own site, seen once, for the calls that move or merge it. */
const seenPage = async (path: string) => {
  await s.api('POST', '/api/page/stats', { body: { view: { path } } })
  const res = await s.api<{ list: { id: number }[] }>('POST', '/api/desk/pages', {
    token: admin.token,
    body: { keyword: path },
  })
  return res.body.result.list[0]?.id ?? 0
}
const twoPages = async () => {
  walked += 1
  return { page: await seenPage(`/walk/${walked}/a/`), into: await seenPage(`/walk/${walked}/b/`), n: walked }
}

/** The desk's own routes. */
const DESK: Record<string, DeskCall> = {
  overview: { method: 'GET', path: () => '/api/desk/overview' },
  articles: { method: 'POST', path: () => '/api/desk/articles', body: () => ({ current: 1, size: 10 }) },
  articleById: { method: 'GET', path: (i) => `/api/desk/articles/${i.article}`, prepare: article },
  talks: { method: 'POST', path: () => '/api/desk/talks', body: () => ({ current: 1, size: 10 }) },
  comments: { method: 'POST', path: () => '/api/desk/comments', body: () => ({ current: 1, size: 10 }) },
  chat: { method: 'POST', path: () => '/api/desk/chat', body: () => ({ current: 1, size: 10 }) },
  linkUpdate: {
    method: 'PUT',
    path: () => '/api/desk/links/update',
    body: (i) => ({ id: i.link, site_name: '改过的名字', url: `https://edited${i.link}.example/` }),
    prepare: pendingLink,
  },
  linkReject: {
    method: 'PUT',
    path: (i) => `/api/desk/links/reject/${i.link}`,
    body: () => ({ reason: '站点无法访问' }),
    prepare: pendingLink,
  },
  users: { method: 'POST', path: () => '/api/desk/users', body: () => ({ current: 1, size: 10 }) },
  userDisable: {
    method: 'PUT',
    path: (i) => `/api/desk/users/disable/${i.user}`,
    body: () => ({ disabled: true }),
    prepare: async () => ({ user: (await s.newUser('target')).id }),
  },
  userRole: {
    method: 'PUT',
    path: (i) => `/api/desk/users/role/${i.user}`,
    body: () => ({ role: 2 }),
    prepare: async () => ({ user: (await s.newUser('target')).id }),
  },
  pageHeader: {
    method: 'PUT',
    path: () => '/api/desk/pageHeader',
    body: () => ({ route_name: 'Home', bg_url: '/uploads/home.jpg' }),
  },
  globe: {
    method: 'PUT',
    path: () => '/api/desk/globe',
    body: () => ({ points: [{ lat: 31.2, lng: 121.5, label: '上海' }] }),
  },
  categories: { method: 'GET', path: () => '/api/desk/terms/category' },
  tags: { method: 'GET', path: () => '/api/desk/terms/tag' },
  termMerge: {
    method: 'POST',
    path: () => '/api/desk/terms/tag/merge',
    body: (i) => ({ from: i.from, into: i.into }),
    prepare: async () => ({
      from: (await f.term(admin.token, 'tag')).id,
      into: (await f.term(admin.token, 'tag')).id,
    }),
  },
  termDelete: {
    method: 'DELETE',
    path: (i) => `/api/desk/terms/category/${i.term}`,
    prepare: async () => ({ term: (await f.term(admin.token, 'category')).id }),
  },
  photoOrder: {
    method: 'PUT',
    path: () => '/api/desk/photos/order',
    body: (i) => ({ album_id: i.album, ids: [i.photo2, i.photo] }),
    prepare: albumWithPhotos,
  },
  sites: { method: 'GET', path: () => '/api/desk/sites' },
  siteAdd: {
    method: 'POST',
    path: () => '/api/desk/sites',
    body: () => ({ origin: 'https://walked.example', name: '走查' }),
  },
  siteRemove: { method: 'DELETE', path: (i) => `/api/desk/sites/${i.site}`, prepare: site },
  pages: { method: 'POST', path: () => '/api/desk/pages', body: () => ({ current: 1, size: 10 }) },
  pageSites: { method: 'GET', path: () => '/api/desk/pages/sites' },
  pageMove: {
    method: 'POST',
    path: () => '/api/desk/pages/move',
    body: (i) => ({ id: i.page, path: `/walk/${i.n}/moved/` }),
    prepare: twoPages,
  },
  pageMerge: {
    method: 'POST',
    path: () => '/api/desk/pages/merge',
    body: (i) => ({ id: i.page, into: `/walk/${i.n}/b/` }),
    prepare: twoPages,
  },
}

/** Add, rename and delete of categories or tags: one shape, two resources. */
function termRoutes(kind: 'category' | 'tag'): Record<string, DeskCall> {
  const field = `${kind}_name`
  const fresh = async () => ({ term: (await f.term(admin.token, kind)).id })
  return {
    [`${kind}Add`]: {
      method: 'POST',
      path: () => `/api/${kind}/add`,
      body: () => ({ [field]: `走查${kind}` }),
    },
    [`${kind}Update`]: {
      method: 'PUT',
      path: () => `/api/${kind}/update`,
      body: (i) => ({ id: i.term, [field]: `改名${i.term}` }),
      prepare: fresh,
    },
    [`${kind}Delete`]: { method: 'DELETE', path: (i) => `/api/${kind}/delete/${i.term}`, prepare: fresh },
  }
}

/** The admin routes that existed before the desk, which it calls as they are. */
const EXISTING: Record<string, DeskCall> = {
  articleAdd: {
    method: 'POST',
    path: () => '/api/article/add',
    body: () => ({ article_title: '走查文章', article_content: '正文', status: 3 }),
  },
  articleUpdate: {
    method: 'PUT',
    path: () => '/api/article/update',
    body: (i) => ({ id: i.article, article_title: '改过的标题' }),
    prepare: article,
  },
  articleTop: { method: 'PUT', path: (i) => `/api/article/updateTop/${i.article}/1`, prepare: article },
  articleDelete: { method: 'DELETE', path: (i) => `/api/article/delete/${i.article}`, prepare: article },
  ...termRoutes('category'),
  ...termRoutes('tag'),
  talkPublish: { method: 'POST', path: () => '/api/talk/publishTalk', body: () => ({ content: '走查说说' }) },
  talkUpdate: {
    method: 'PUT',
    path: () => '/api/talk/updateTalk',
    body: (i) => ({ id: i.talk, status: 2 }),
    prepare: talk,
  },
  talkTop: { method: 'PUT', path: (i) => `/api/talk/toggleTop/${i.talk}`, prepare: talk },
  talkDelete: { method: 'DELETE', path: (i) => `/api/talk/deleteTalkById/${i.talk}`, prepare: talk },
  albumAdd: { method: 'POST', path: () => '/api/photoAlbum/add', body: () => ({ album_name: '走查相册' }) },
  albumUpdate: {
    method: 'PUT',
    path: () => '/api/photoAlbum/update',
    body: (i) => ({ id: i.album, album_name: '改名相册' }),
    prepare: album,
  },
  albumDelete: { method: 'DELETE', path: (i) => `/api/photoAlbum/delete/${i.album}`, prepare: album },
  photoAdd: {
    method: 'POST',
    path: () => '/api/photo/add',
    body: (i) => ({ album_id: i.album, urls: ['/uploads/walk.jpg'] }),
    prepare: album,
  },
  photoDelete: { method: 'DELETE', path: (i) => `/api/photo/delete/${i.photo}`, prepare: albumWithPhotos },
  linkApprove: { method: 'PUT', path: (i) => `/api/links/approve/${i.link}`, prepare: pendingLink },
  linkDelete: { method: 'DELETE', path: (i) => `/api/links/delete/${i.link}`, prepare: pendingLink },
  linkAdminList: {
    method: 'POST',
    path: () => '/api/links/adminList',
    body: () => ({ current: 1, size: 10 }),
  },
  configUpdate: { method: 'PUT', path: () => '/api/config/update', body: () => ({ blog_name: '走查小站' }) },
  // own-or-admin routes: the user below is not the author, so it is refused like any non-admin
  commentDelete: {
    method: 'DELETE',
    path: (i) => `/api/comment/delete/${i.comment}`,
    prepare: async () => {
      const a = (await f.article(admin.token)).id
      return { comment: (await f.comment((await s.newUser('author')).token, a)).id }
    },
  },
  messageDelete: {
    method: 'DELETE',
    path: (i) => `/api/message/delete/${i.message}`,
    prepare: async () => ({ message: (await f.message((await s.newUser('author')).token)).id }),
  },
  messageDeleteMany: {
    method: 'PUT',
    path: () => '/api/message/delete',
    body: (i) => ({ idList: [i.message] }),
    prepare: async () => ({ message: (await f.message((await s.newUser('author')).token)).id }),
  },
  chatDeleteOne: {
    method: 'DELETE',
    path: (i) => `/api/chat/deleteOne/${i.chat}`,
    prepare: async () => ({ chat: (await f.chat((await s.newUser('author')).id)).id }),
  },
  chatClear: { method: 'POST', path: () => '/api/chat/delete' },
}

async function call(route: DeskCall, ids: Ids, token?: string) {
  return s.api(route.method, route.path(ids), { token, body: route.body?.(ids) })
}

describe('every desk route refuses non-admins on the server', () => {
  for (const [group, routes] of Object.entries({ desk: DESK, existing: EXISTING })) {
    for (const [name, route] of Object.entries(routes)) {
      it(`${group} ${name}: visitor 401, user 403, admin 200`, async () => {
        const ids = (await route.prepare?.()) ?? {}
        const visitor = await call(route, ids)
        expect(visitor.status).toBe(401)
        expect(visitor.body).toMatchObject({ code: 401, message: MSG.loginExpired, result: null })

        const asUser = await call(route, ids, user.token)
        expect(asUser.status).toBe(403)
        expect(asUser.body).toMatchObject({ code: 403, message: MSG.forbidden, result: null })

        const asAdmin = await call(route, ids, admin.token)
        expect(asAdmin.status, asAdmin.body.message).toBe(200)
        expect(asAdmin.body.code).toBe(0)
      })
    }
  }

  it('answers 401/403 before reading the body, so a bad body tells a visitor nothing', async () => {
    const bad = { method: 'POST', path: () => '/api/desk/users', body: () => ({ size: 'x' }) } as const
    expect((await call(bad, {})).status).toBe(401)
    expect((await call(bad, {}, user.token)).status).toBe(403)
    expect((await call(bad, {}, admin.token)).status).toBe(400)
  })

  it('guards paths under /api/desk that name no route too', async () => {
    expect((await s.api('GET', '/api/desk/nothing-here')).status).toBe(401)
    expect((await s.api('GET', '/api/desk/nothing-here', { token: user.token })).status).toBe(403)
    expect((await s.api('GET', '/api/desk/nothing-here', { token: admin.token })).status).toBe(404)
  })
})
