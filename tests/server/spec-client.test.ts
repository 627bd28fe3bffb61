import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, ChatMessage, MessageEntry, Talk } from '../../src/core/contract/index.ts'
import { openSocket, startTestServer, type TestServer } from './harness.ts'

// The calls the `blog-v3` front end makes, with the bodies it sends: it passes the
// token bare in Authorization and a user_id in bodies, which the server never trusts.

let s: TestServer
let admin: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
})
afterAll(() => s.close())

/** A call as blog-v3 makes it: the token bare, without the word Bearer. */
const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  s.api<T>(method, path, { body, headers: token ? { authorization: token } : {} })

let counter = 0
async function addArticle(fields: Record<string, unknown> = {}): Promise<Article> {
  counter += 1
  const res = await s.api<Article>('POST', '/api/article/add', {
    token: admin.token,
    body: {
      article_title: `兼容文章${counter}`,
      article_content: `第${counter}篇正文`,
      category: { category_name: '兼容' },
      tagList: [],
      ...fields,
    },
  })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result
}

describe('generic likes (POST /api/like/*)', () => {
  it('likes an article, a talk, a message and a comment by type, counting once per liker', async () => {
    const u = await s.newUser('liker')
    const article = await addArticle()
    const talk = (
      await s.api<Talk>('POST', '/api/talk/publishTalk', { token: admin.token, body: { content: '说说' } })
    ).body.result
    const message = (
      await s.api<MessageEntry>('POST', '/api/message/add', { token: admin.token, body: { message: '留言' } })
    ).body.result
    const comment = (
      await s.api<{ id: number }>('POST', '/api/comment/add', {
        token: admin.token,
        body: { type: 1, for_id: article.id, content: '评论' },
      })
    ).body.result
    const targets = [
      {
        type: 1,
        for_id: article.id,
        count: async () =>
          (await s.api<Article>('GET', `/api/article/getArticleById/${article.id}`)).body.result
            .thumbs_up_times,
      },
      {
        type: 2,
        for_id: talk.id,
        count: async () =>
          (await s.api<Talk>('GET', `/api/talk/getTalkById/${talk.id}`)).body.result.like_times,
      },
      {
        type: 3,
        for_id: message.id,
        count: async () =>
          (await s.api<MessageEntry>('GET', `/api/message/getMessageById/${message.id}`)).body.result
            .like_times,
      },
      {
        type: 4,
        for_id: comment.id,
        count: async () =>
          (
            await s.api<{ list: { id: number; thumbs_up: number }[] }>(
              'POST',
              '/api/comment/frontGetParentComment',
              {
                body: { type: 1, for_id: article.id, current: 1, size: 10 },
              },
            )
          ).body.result.list.find((cm) => cm.id === comment.id)?.thumbs_up,
      },
    ]
    for (const t of targets) {
      const body = { for_id: t.for_id, type: t.type, user_id: u.id }
      const before = await call<boolean>('POST', '/api/like/getIsLikeByIdOrIpAndType', body, u.token)
      expect(before.status, before.body.message).toBe(200)
      expect(before.body.result).toBe(false)
      expect((await call('POST', '/api/like/addLike', body, u.token)).status).toBe(200)
      expect((await call('POST', '/api/like/addLike', body, u.token)).status).toBe(200)
      expect(
        (await call<boolean>('POST', '/api/like/getIsLikeByIdOrIpAndType', body, u.token)).body.result,
      ).toBe(true)
      expect(await t.count()).toBe(1)
    }
  })

  it('shares one store with the per-resource routes, whichever route was used', async () => {
    const u = await s.newUser('mixed')
    const article = await addArticle()
    await s.api('PUT', `/api/article/like/${article.id}`, { token: u.token })
    const liked = await call<boolean>(
      'POST',
      '/api/like/getIsLikeByIdOrIpAndType',
      { for_id: article.id, type: 1 },
      u.token,
    )
    expect(liked.body.result).toBe(true)
    // liking again through the generic route changes nothing
    await call('POST', '/api/like/addLike', { for_id: article.id, type: 1, user_id: u.id }, u.token)
    expect(
      (await s.api<Article>('GET', `/api/article/getArticleById/${article.id}`)).body.result.thumbs_up_times,
    ).toBe(1)
    await call('POST', '/api/like/cancelLike', { for_id: article.id, type: 1, user_id: u.id }, u.token)
    const after = await s.api<Article & { is_like: boolean }>(
      'GET',
      `/api/article/getArticleById/${article.id}`,
      {
        token: u.token,
      },
    )
    expect(after.body.result.thumbs_up_times).toBe(0)
    expect(after.body.result.is_like).toBe(false)
  })

  it('ignores the user_id in the body: identity is the token, else the IP', async () => {
    const victim = await s.newUser('victim')
    const article = await addArticle()
    // an anonymous caller naming another user likes as itself (its IP), not as that user
    await call('POST', '/api/like/addLike', { for_id: article.id, type: 1, user_id: victim.id })
    const forVictim = await call<boolean>(
      'POST',
      '/api/like/getIsLikeByIdOrIpAndType',
      { for_id: article.id, type: 1 },
      victim.token,
    )
    expect(forVictim.body.result).toBe(false)
    const forIp = await call<boolean>('POST', '/api/like/getIsLikeByIdOrIpAndType', {
      for_id: article.id,
      type: 1,
      user_id: victim.id,
    })
    expect(forIp.body.result).toBe(true)
  })

  it('answers 404 for a missing target and 400 for an unknown type', async () => {
    expect((await call('POST', '/api/like/addLike', { for_id: 999999, type: 1 })).status).toBe(404)
    const bad = await call('POST', '/api/like/addLike', { for_id: 1, type: 9 })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/点赞类型/)
  })
})

describe('chat as blog-v3 uses it', () => {
  it('lists history with last_id "" (absent) and null', async () => {
    const u = await s.newUser('chatter')
    const sock = await s.socket()
    sock.send({ type: 'init', user_id: u.id, token: u.token })
    await sock.next('tips')
    sock.send({ type: 'message', content: '第一句', content_type: 'text' })
    await sock.next('message')
    sock.ws.close()
    for (const last_id of ['', null]) {
      const res = await call<{ list: ChatMessage[] }>('POST', '/api/chat/getChatList', { size: 10, last_id })
      expect(res.status, res.body.message).toBe(200)
      expect(res.body.result.list.at(-1)?.content).toBe('第一句')
    }
    expect((await call('POST', '/api/chat/getChatList', { size: 10, last_id: 'abc' })).status).toBe(400)
  })

  it('answers on /ws/ too, and takes init {user_id: ""} as an anonymous reader', async () => {
    const sock = await openSocket(`${s.wsUrl}/`)
    sock.send({ type: 'init', user_id: '' })
    expect((await sock.next('tips')).content).toContain('登录后即可发言')
    expect(sock.frames.some((f) => f.type === 'error')).toBe(false)
    sock.ws.close()
  })

  it('believes a token-less init {user_id} only when the login cookie names that user', async () => {
    const u = await s.newUser('cookie')
    const other = await s.newUser('other')
    const login = await fetch(`${s.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: u.username, password: u.password }),
    })
    const setCookie = login.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0] ?? ''

    // same-origin page: the browser sends the cookie with the upgrade
    const mine = await openSocket(`${s.wsUrl}/`, { cookie, origin: s.url })
    mine.send({ type: 'init', user_id: u.id })
    expect((await mine.next('tips')).content).toContain('欢迎 昵称')
    mine.send({ type: 'message', content: '凭 cookie 发言', content_type: 'text' })
    expect((await mine.next('message')).user_id).toBe(u.id)
    mine.ws.close()

    // someone else's id with this cookie, or any id without a cookie: anonymous
    for (const [headers, userId] of [
      [{ cookie, origin: s.url }, other.id],
      [{ origin: s.url }, u.id],
    ] as const) {
      const sock = await openSocket(s.wsUrl, headers)
      sock.send({ type: 'init', user_id: userId })
      expect((await sock.next('tips')).content).toContain('登录后即可发言')
      sock.send({ type: 'message', content: '冒充', content_type: 'text' })
      expect((await sock.next('error')).message).toBe('请先登录')
      sock.ws.close()
    }

    // logout clears the cookie
    const out = await fetch(`${s.url}/api/user/logout`, { method: 'POST', headers: { cookie } })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie') ?? '').toMatch(/xz_session=;.*Max-Age=0/i)
  })
})

describe('message board as blog-v3 uses it', () => {
  const add = async (message: string, token?: string) =>
    (await call<MessageEntry>('POST', '/api/message/add', { message }, token)).body.result

  it('GET /getAllMessage answers {list, total}, newest first, for the danmaku view', async () => {
    const first = await add('弹幕一')
    const second = await add('弹幕二')
    const res = await call<{ list: MessageEntry[]; total: number }>('GET', '/api/message/getAllMessage')
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result.list.slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id])
    expect(res.body.result.total).toBeGreaterThanOrEqual(2)
    expect(res.body.result.list.length).toBeLessThanOrEqual(200)
  })

  it('getMessageList lists everyone whatever user_id says, and filters by keyword', async () => {
    const u = await s.newUser('board')
    const others = await add('别人的留言：苹果')
    const mine = await add('我的留言：香蕉', u.token)
    const all = await call<{ list: MessageEntry[] }>(
      'POST',
      '/api/message/getMessageList',
      { current: 1, size: 10, user_id: u.id },
      u.token,
    )
    expect(all.body.result.list.map((m) => m.id)).toEqual(expect.arrayContaining([others.id, mine.id]))
    const found = await call<{ list: MessageEntry[]; total: number }>('POST', '/api/message/getMessageList', {
      current: 1,
      size: 10,
      message: '苹果',
    })
    expect(found.body.result.list.map((m) => m.id)).toEqual([others.id])
    expect(found.body.result.total).toBe(1)
    // LIKE wildcards in the keyword are plain characters
    const none = await call<{ total: number }>('POST', '/api/message/getMessageList', { message: '%' })
    expect(none.body.result.total).toBe(0)
  })

  it('edits with POST /update and deletes with PUT /delete {idList}, all or nothing', async () => {
    const u = await s.newUser('editor')
    const a = await add('第一条', u.token)
    const b = await add('第二条', u.token)
    const foreign = await add('别人的')
    const edited = await call<MessageEntry>(
      'POST',
      '/api/message/update',
      { id: a.id, message: '改过了' },
      u.token,
    )
    expect(edited.status, edited.body.message).toBe(200)
    expect(edited.body.result.message).toBe('改过了')

    const refused = await call('PUT', '/api/message/delete', { idList: [b.id, foreign.id] }, u.token)
    expect(refused.status).toBe(403)
    expect((await call('GET', `/api/message/getMessageById/${b.id}`)).status).toBe(200)

    expect((await call('PUT', '/api/message/delete', { idList: [a.id, b.id] })).status).toBe(401)
    const done = await call('PUT', '/api/message/delete', { idList: [a.id, b.id] }, u.token)
    expect(done.status, done.body.message).toBe(200)
    expect((await call('GET', `/api/message/getMessageById/${a.id}`)).status).toBe(404)
    expect((await call('GET', `/api/message/getMessageById/${b.id}`)).status).toBe(404)
    // an admin may delete anyone's
    expect((await call('PUT', '/api/message/delete', { idList: [foreign.id] }, admin.token)).status).toBe(200)
    expect((await call('PUT', '/api/message/delete', { idList: [] }, admin.token)).status).toBe(400)
  })
})

describe('aliases blog-v3 calls', () => {
  it('DELETE /api/comment/delete/:id/:parent_id deletes a reply', async () => {
    const u = await s.newUser('replier')
    const article = await addArticle()
    const parent = (
      await call<{ id: number }>(
        'POST',
        '/api/comment/add',
        { type: 1, for_id: article.id, content: '楼主' },
        admin.token,
      )
    ).body.result
    const reply = (
      await call<{ id: number }>(
        'POST',
        '/api/comment/apply',
        { type: 1, for_id: article.id, parent_id: parent.id, to_id: admin.id, content: '回复' },
        u.token,
      )
    ).body.result
    const res = await call('DELETE', `/api/comment/delete/${reply.id}/${parent.id}`, undefined, u.token)
    expect(res.status, res.body.message).toBe(200)
    const total = await call<number>('POST', '/api/comment/getCommentTotal', { type: 1, for_id: article.id })
    expect(total.body.result).toBe(1)
  })

  it('POST /api/links/frontUpdate edits the caller’s own link', async () => {
    const u = await s.newUser('linker')
    const link = (
      await call<{ id: number }>(
        'POST',
        '/api/links/add',
        { site_name: '我的站', site_desc: '', site_avatar: '', url: 'https://mine.example' },
        u.token,
      )
    ).body.result
    const res = await call<{ site_name: string }>(
      'POST',
      '/api/links/frontUpdate',
      {
        id: link.id,
        site_name: '改名了',
        site_desc: '',
        site_avatar: '',
        url: 'https://mine.example',
        user_id: u.id,
      },
      u.token,
    )
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result.site_name).toBe('改名了')
  })
})

describe('data blog-v3 reads', () => {
  it('config carries createdAt, qq_group, we_chat_group and git_ee_link', async () => {
    const res = await call<Record<string, unknown>>('GET', '/api/config')
    const config = res.body.result
    expect(config).toMatchObject({ qq_group: '', we_chat_group: '', git_ee_link: '' })
    // the site's start: its first account, made at the first start
    const adminInfo = await call<{ createdAt: string }>('GET', `/api/user/getUserInfoById/${admin.id}`)
    expect(config.createdAt).toBe(adminInfo.body.result.createdAt)
    expect(Number.isNaN(Date.parse(String(config.createdAt)))).toBe(false)
    const set = await s.api<Record<string, unknown>>('PUT', '/api/config/update', {
      token: admin.token,
      body: {
        qq_group: '/uploads/qq.png',
        we_chat_group: '/uploads/wx.png',
        git_ee_link: 'https://gitee.com/me',
      },
    })
    expect(set.status, set.body.message).toBe(200)
    expect(set.body.result).toMatchObject({
      qq_group: '/uploads/qq.png',
      git_ee_link: 'https://gitee.com/me',
    })
    const bad = await s.api('PUT', '/api/config/update', {
      token: admin.token,
      body: { qq_group: 'javascript:alert(1)' },
    })
    expect(bad.status).toBe(400)
  })

  it('comments carry ipAddress, never the commenter’s IP', async () => {
    const article = await addArticle()
    const added = await call<{ ipAddress: string }>(
      'POST',
      '/api/comment/add',
      { type: 1, for_id: article.id, content: '哪里来的' },
      admin.token,
    )
    expect(added.body.result.ipAddress).toBe('未知')
    const list = await call<{ list: { ipAddress: string }[] }>('POST', '/api/comment/frontGetParentComment', {
      type: 1,
      for_id: article.id,
      current: 1,
      size: 10,
    })
    expect(list.body.result.list[0]?.ipAddress).toBe('未知')
    expect(JSON.stringify(list.body.result)).not.toContain('127.0.0.1')
  })
})
