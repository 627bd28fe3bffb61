import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, MessageEntry, Talk } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

// The calls the SPEC's own front end (blog-v3) makes, with the bodies it sends: it passes the
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
