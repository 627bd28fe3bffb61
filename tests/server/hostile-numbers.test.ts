import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { startTestServer, type TestServer } from './harness.ts'

// docs/api.md §3: every number in a path or body is bounded; out of range is a 4xx with a Chinese
// message, never a 500. This walks every /api route the app has (a new route without an entry
// here fails the first test) and puts each hostile value into each numeric field in turn,
// the rest of the body being valid, so the value under test is what the route sees.

/** Numeric body fields of a route (dotted paths reach into arrays and objects) and a valid body. */
interface Entry {
  numeric: string[]
  body?: Record<string, unknown>
}
const none: Entry = { numeric: [] }
const paging = { numeric: ['current', 'size'], body: { current: 1, size: 10 } }
const target = { type: 1, for_id: 1 }

const TABLE: Record<string, Entry> = {
  'POST /api/user/register': none,
  'POST /api/user/login': none,
  'POST /api/user/logout': none,
  'GET /api/user/getUserInfoById/:id': none,
  'PUT /api/user/updateOwnUserInfo': none,
  'PUT /api/user/updatePassword': none,
  'GET /api/article/blogHomeGetArticleList/:current/:size': none,
  'GET /api/article/blogTimelineGetArticleList/:current/:size': none,
  'POST /api/article/getArticleListByTagId': {
    numeric: ['id', 'current', 'size'],
    body: { id: 1, current: 1, size: 10 },
  },
  'POST /api/article/getArticleListByCategoryId': {
    numeric: ['id', 'current', 'size'],
    body: { id: 1, current: 1, size: 10 },
  },
  'GET /api/article/getArticleById/:id': none,
  'GET /api/article/getRecommendArticleById/:id': none,
  'GET /api/article/getHotArticle': none,
  // pages of any site: paths and reactions are strings, checked as such
  'POST /api/page/stats': none,
  'GET /api/page/reactions': none,
  'POST /api/page/react': none,
  'POST /api/page/thread': none,
  'GET /api/page/comment-rules': none,
  // limit is a query parameter: its range is tested in page-comments.test.ts
  'GET /api/page/recent': none,
  'GET /api/article/getArticleListByContent/:text': none,
  'PUT /api/article/like/:id': none,
  'PUT /api/article/cancelLike/:id': none,
  'PUT /api/article/addReadingDuration/:id/:duration': none,
  'POST /api/article/add': {
    numeric: ['order', 'is_top', 'status', 'type', 'category.id', 'tagList.0.id'],
    body: {
      article_title: '标题',
      article_content: '正文',
      category: { id: 1, category_name: '分类' },
      tagList: [{ id: 1, tag_name: '标签' }],
    },
  },
  'PUT /api/article/update': {
    numeric: ['id', 'order', 'is_top', 'status'],
    body: { id: 1, article_title: '标题' },
  },
  'DELETE /api/article/delete/:id': none,
  'PUT /api/article/updateTop/:id/:is_top': none,
  'GET /api/category/getCategoryDictionary': none,
  'POST /api/category/add': none,
  'PUT /api/category/update': { numeric: ['id'], body: { id: 1, category_name: '分类' } },
  'DELETE /api/category/delete/:id': none,
  'GET /api/tag/getTagDictionary': none,
  'POST /api/tag/add': none,
  'PUT /api/tag/update': { numeric: ['id'], body: { id: 1, tag_name: '标签' } },
  'DELETE /api/tag/delete/:id': none,
  'POST /api/comment/add': { numeric: ['type', 'for_id'], body: { ...target, content: '评论' } },
  'POST /api/comment/apply': {
    numeric: ['type', 'for_id', 'parent_id', 'to_id'],
    body: { ...target, parent_id: 1, to_id: 1, content: '回复' },
  },
  'POST /api/comment/frontGetParentComment': {
    numeric: ['type', 'for_id', 'current', 'size'],
    body: { ...target, current: 1, size: 10 },
  },
  'POST /api/comment/frontGetChildrenComment': {
    numeric: ['type', 'for_id', 'parent_id', 'current', 'size'],
    body: { ...target, parent_id: 1, current: 1, size: 10 },
  },
  'POST /api/comment/getCommentTotal': { numeric: ['type', 'for_id'], body: target },
  'PUT /api/comment/thumbUp/:id': none,
  'PUT /api/comment/cancelCommentLike/:id': none,
  'POST /api/comment/preview': none,
  'DELETE /api/comment/delete/:id': none,
  'DELETE /api/comment/delete/:id/:parent_id': none,
  'POST /api/talk/blogGetTalkList': paging,
  'GET /api/talk/getTalkById/:id': none,
  'PUT /api/talk/like/:id': none,
  'PUT /api/talk/cancelLike/:id': none,
  'POST /api/talk/publishTalk': { numeric: ['is_top', 'status'], body: { content: '说说' } },
  'PUT /api/talk/updateTalk': { numeric: ['id', 'is_top', 'status'], body: { id: 1 } },
  'DELETE /api/talk/deleteTalkById/:id': none,
  'PUT /api/talk/toggleTop/:id': none,
  'GET /api/photoAlbum/getAllAlbumList': none,
  'POST /api/photoAlbum/add': none,
  'PUT /api/photoAlbum/update': { numeric: ['id'], body: { id: 1 } },
  'DELETE /api/photoAlbum/delete/:id': none,
  'GET /api/photo/getAllPhotosByAlbumId/:id': none,
  'POST /api/photo/add': {
    numeric: ['album_id', 'photos.0.width', 'photos.0.height'],
    body: { album_id: 1, photos: [{ url: '/uploads/a.png', width: 10, height: 10 }] },
  },
  'DELETE /api/photo/delete/:id': none,
  'POST /api/links/getLinksList': paging,
  'POST /api/links/add': none,
  'PUT /api/links/frontUpdate': {
    numeric: ['id'],
    body: { id: 1, site_name: '站', url: 'https://a.example' },
  },
  'POST /api/links/frontUpdate': {
    numeric: ['id'],
    body: { id: 1, site_name: '站', url: 'https://a.example' },
  },
  'PUT /api/links/approve/:id': none,
  'DELETE /api/links/delete/:id': none,
  'POST /api/links/adminList': { numeric: ['current', 'size', 'status'], body: { current: 1, size: 10 } },
  'POST /api/like/getIsLikeByIdOrIpAndType': { numeric: ['for_id', 'type'], body: target },
  'POST /api/like/addLike': { numeric: ['for_id', 'type'], body: target },
  'POST /api/like/cancelLike': { numeric: ['for_id', 'type'], body: target },
  'POST /api/message/getMessageList': {
    numeric: ['current', 'size', 'author_id'],
    body: { current: 1, size: 10 },
  },
  'GET /api/message/getAllMessage': none,
  'GET /api/message/getHotTagList': none,
  'GET /api/message/getMessageById/:id': none,
  'POST /api/message/add': { numeric: ['font_size', 'font_weight'], body: { message: '留言' } },
  'PUT /api/message/update': { numeric: ['id', 'font_size', 'font_weight'], body: { id: 1 } },
  'POST /api/message/update': { numeric: ['id', 'font_size', 'font_weight'], body: { id: 1 } },
  'DELETE /api/message/delete/:id': none,
  'PUT /api/message/delete': { numeric: ['idList.0'], body: { idList: [1] } },
  'PUT /api/message/like/:id': none,
  'PUT /api/message/cancelLike/:id': none,
  'POST /api/notify/getNotifyList': {
    numeric: ['current', 'size', 'userId'],
    body: { current: 1, size: 10 },
  },
  'PUT /api/notify/update/:id': none,
  'PUT /api/notify/delete/:id': none,
  'POST /api/upload/img': none,
  'POST /api/chat/getChatList': { numeric: ['size', 'last_id', 'after_id'], body: { size: 10 } },
  'DELETE /api/chat/deleteOne/:id': none,
  'POST /api/chat/delete': none,
  'GET /api/statistic': none,
  'GET /api/config': none,
  'PUT /api/config/update': none,
  'PUT /api/config/addView': none,
  'GET /api/pageHeader/getAll': none,
  'GET /api/resources': none,
  'GET /api/siteList': none,
  'GET /api/quote': none,
  'GET /api/desk/overview': none,
  'POST /api/desk/articles': {
    numeric: ['current', 'size', 'status', 'category_id', 'tag_id'],
    body: { current: 1, size: 10 },
  },
  'GET /api/desk/articles/:id': none,
  'POST /api/desk/talks': paging,
  'POST /api/desk/comments': {
    numeric: ['current', 'size', 'type', 'for_id'],
    body: { current: 1, size: 10, type: 1 },
  },
  'POST /api/desk/chat': paging,
  'GET /api/desk/sites': none,
  'POST /api/desk/sites': none,
  'DELETE /api/desk/sites/:id': none,
  'POST /api/desk/pages': paging,
  'GET /api/desk/pages/sites': none,
  'POST /api/desk/pages/move': { numeric: ['id'], body: { id: 1, path: '/a/' } },
  'POST /api/desk/pages/merge': { numeric: ['id'], body: { id: 1, into: '/a/' } },
  'PUT /api/desk/links/update': {
    numeric: ['id'],
    body: { id: 1, site_name: '友站', url: 'https://a.example/' },
  },
  'PUT /api/desk/links/reject/:id': none,
  'POST /api/desk/users': { numeric: ['current', 'size', 'role'], body: { current: 1, size: 10 } },
  'PUT /api/desk/users/disable/:id': none,
  'PUT /api/desk/users/role/:id': { numeric: ['role'], body: { role: 2 } },
  'PUT /api/desk/pageHeader': none,
  'GET /api/desk/comment-settings': none,
  'PUT /api/desk/comment-settings': none,
  'POST /api/desk/import/comments': none,
  'GET /api/desk/notices': none,
  'PUT /api/desk/notices': none,
  'POST /api/desk/notices/test-mail': none,
  'POST /api/desk/outbox': paging,
  'PUT /api/desk/outbox/resend/:id': none,
  'GET /api/notice/email': none,
  'PUT /api/notice/email': none,
  'DELETE /api/notice/email': none,
  // the review queue and spam defence (docs/api.md §27)
  'GET /api/desk/review/count': none,
  'GET /api/desk/review/refused': none,
  'POST /api/desk/review/list': paging,
  'POST /api/desk/review': {
    numeric: ['items.0.id'],
    body: { items: [{ kind: 'comment', id: 1 }], action: 'approve' },
  },
  'GET /api/desk/review/settings': none,
  'PUT /api/desk/review/settings': none,
  'GET /api/desk/review/words': none,
  'PUT /api/desk/review/words': none,
  'GET /api/desk/review/blocks': none,
  'POST /api/desk/review/blocks': none,
  'DELETE /api/desk/review/blocks/:id': none,
  'POST /api/spam/pass': none,
  // the signed token is a query string, checked as text
  'GET /api/moderation/link': none,
  'POST /api/moderation/link': none,
  // latitude and longitude are fractions and may be negative: their range is tested in desk.test.ts
  'PUT /api/desk/globe': none,
  'GET /api/desk/terms/:kind': none,
  'POST /api/desk/terms/:kind/merge': { numeric: ['from', 'into'], body: { from: 1, into: 2 } },
  'DELETE /api/desk/terms/:kind/:id': none,
  'PUT /api/desk/photos/order': { numeric: ['album_id', 'ids.0'], body: { album_id: 1, ids: [1] } },
}

/** Path parameters that are not numbers. */
const TEXT_PARAMS: Record<string, string> = { text: '关键词', kind: 'tag' }

/** Each is wrong for every numeric field; `RAW_INFINITY` is sent as 1e400, which JSON reads as Infinity. */
const RAW_INFINITY = '__raw_1e400__'
const HOSTILE: unknown[] = [
  1e300,
  -1,
  1.5,
  2 ** 53,
  'NaN',
  'abc',
  '1e300',
  '2.5',
  RAW_INFINITY,
  true,
  [1],
  {},
]
const HOSTILE_PATH = ['1e300', '-1', '1.5', 'NaN', 'abc', '9'.repeat(30), '0x10', 'Infinity', '%20']

let s: TestServer
let token: string
beforeAll(async () => {
  s = await startTestServer()
  token = (await s.admin()).token
})
afterAll(() => s.close())

function apiRoutes(): string[] {
  const keys = createApp(s.running.ctx)
    .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`)
  return [...new Set(keys)]
}

function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body)
  const keys = path.split('.')
  let at: Record<string, unknown> = copy
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>
  at[keys.at(-1) as string] = value
  return copy
}

async function send(method: string, path: string, body?: Record<string, unknown>) {
  const text = body === undefined ? undefined : JSON.stringify(body).replace(`"${RAW_INFINITY}"`, '1e400')
  const res = await fetch(s.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(text ? { 'content-type': 'application/json' } : {}) },
    body: method === 'GET' ? undefined : text,
  })
  const raw = await res.text()
  let envelope: { code?: unknown; message?: unknown; result?: unknown } = {}
  try {
    envelope = JSON.parse(raw)
  } catch {
    // left empty: the assertion below names the route
  }
  return { status: res.status, envelope, raw }
}

function expectRefused(what: string, answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.status, `${what} → ${answer.status} ${answer.raw.slice(0, 120)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${what} → ${answer.raw.slice(0, 120)}`).toBeLessThan(500)
  expect(answer.envelope.code, what).toBe(answer.status)
  expect(answer.envelope.result, what).toBeNull()
  expect(String(answer.envelope.message), what).toMatch(/[\u4e00-\u9fa5]/)
}

describe('hostile numbers on every route', () => {
  it('knows every /api route of the app', () => {
    const routes = apiRoutes()
    expect(routes.filter((r) => !(r in TABLE))).toEqual([])
    expect(Object.keys(TABLE).filter((r) => !routes.includes(r))).toEqual([])
  })

  it('answers a 4xx envelope for a hostile value in every numeric path parameter', {
    timeout: 180_000,
  }, async () => {
    for (const route of apiRoutes()) {
      const [method = '', pattern = ''] = route.split(' ')
      const params = [...pattern.matchAll(/:(\w+)/g)]
        .map((m) => m[1] as string)
        .filter((p) => !(p in TEXT_PARAMS))
      for (const param of params) {
        for (const bad of HOSTILE_PATH) {
          const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
            name === param ? bad : (TEXT_PARAMS[name] ?? '1'),
          )
          expectRefused(`${method} ${path}`, await send(method, path, method === 'GET' ? undefined : {}))
        }
      }
    }
  })

  it('answers a 4xx envelope for a hostile value in every numeric body field', {
    timeout: 180_000,
  }, async () => {
    for (const [route, entry] of Object.entries(TABLE)) {
      const [method = '', pattern = ''] = route.split(' ')
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => TEXT_PARAMS[name] ?? '1')
      for (const field of entry.numeric) {
        for (const bad of HOSTILE) {
          const answer = await send(method, path, withValue(entry.body ?? {}, field, bad))
          expectRefused(`${route} ${field}=${JSON.stringify(bad)}`, answer)
        }
      }
    }
  })

  it('answers a chat frame with a hostile number with an error frame, not a crash', async () => {
    const sock = await s.socket()
    for (const bad of HOSTILE.filter((b) => b !== RAW_INFINITY)) {
      for (const frame of [
        { type: 'init', user_id: bad },
        { type: 'offline', user_id: bad },
        { type: 'revert', message_id: bad },
      ]) {
        sock.send(frame)
        expect((await sock.next('error')).message, JSON.stringify(frame)).toBe('消息格式错误')
      }
    }
    sock.send({ type: 'ping' })
    await sock.next('pong')
    sock.ws.close()
  })
})
