// U+0000 in what a client sends. SQLite stores it; PostgreSQL refuses it in text ("invalid byte
// sequence"), which answered 500 there. It has no visible meaning in any field, so the server drops
// it from every text it is sent, on both engines alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, Comment } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

describe('a NUL character in client text', () => {
  it('is dropped from an article, which is saved and read back', async () => {
    const res = await s.api<Article>('POST', '/api/article/add', {
      token: (await s.admin()).token,
      body: {
        article_title: '空\u0000字符',
        article_content: '正文\u0000里有一个空字符',
        status: 1,
        category: { category_name: '杂\u0000项' },
        tagList: [{ tag_name: '标\u0000签' }],
      },
    })
    expect(res.status).toBe(200)
    const read = await s.api<Article>('GET', `/api/article/getArticleById/${res.body.result.id}`)
    expect(read.body.result.article_title).toBe('空字符')
    expect(read.body.result.article_content).toBe('正文里有一个空字符')
  })

  it('is dropped from a search, which answers like the same search without it', async () => {
    const res = await s.api<unknown[]>(
      'GET',
      `/api/article/getArticleListByContent/${encodeURIComponent('缓\u0000存')}`,
    )
    expect(res.status).toBe(200)
    const plain = await s.api<unknown[]>(
      'GET',
      `/api/article/getArticleListByContent/${encodeURIComponent('缓存')}`,
    )
    expect(res.body.result).toEqual(plain.body.result)
  })

  it('is dropped from a comment', async () => {
    const article = await s.api<Article>('POST', '/api/article/add', {
      token: (await s.admin()).token,
      body: {
        article_title: '可评论',
        article_content: '正文',
        status: 1,
        category: { category_name: '杂项' },
        tagList: [],
      },
    })
    const res = await s.api<Comment>('POST', '/api/comment/add', {
      token: (await s.newUser()).token,
      body: { type: 1, for_id: article.body.result.id, content: '评\u0000论' },
    })
    expect(res.status).toBe(200)
    expect(res.body.result.content).toBe('评论')
  })

  it('is dropped from a chat message, which everyone receives', async () => {
    const user = await s.newUser()
    const socket = await s.socket()
    socket.send({ type: 'init', user_id: user.id, token: user.token })
    await socket.next('tips')
    socket.send({ type: 'message', content: '你\u0000好', content_type: 'text', client_id: 'nul-1' })
    expect((await socket.next('message')).content).toBe('你好')
    socket.ws.close()
  })
})
