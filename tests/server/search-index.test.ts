import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, SearchHit } from '../../src/core/contract/index.ts'
import { matchPg } from '../../src/server/article/search-pg.ts'
import { searchGrams } from '../../src/server/db/search-grams.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let token: string
const hits = async (q: string) =>
  (await s.api<SearchHit[]>('GET', `/api/article/getArticleListByContent/${encodeURIComponent(q)}`)).body
    .result
const add = async (article_title: string, article_content: string) =>
  (
    await s.api<Article>('POST', '/api/article/add', {
      token,
      body: { article_title, article_content, status: 1 },
    })
  ).body.result.id

beforeAll(async () => {
  s = await startTestServer()
  token = (await s.admin()).token
})
afterAll(() => s.close())

describe('one- and two-character search', () => {
  it('follows an article through edits and deletion', async () => {
    const id = await add('旧标题', '正文里提到了缓存。')
    expect((await hits('缓存')).map((h) => h.id)).toEqual([id])
    expect((await hits('旧')).map((h) => h.id)).toEqual([id])

    await s.api('PUT', '/api/article/update', {
      token,
      body: { id, article_title: '新标题', article_content: '正文改成了并发。', status: 1 },
    })
    expect(await hits('缓存')).toEqual([])
    expect(await hits('旧')).toEqual([])
    expect((await hits('并发')).map((h) => h.id)).toEqual([id])

    await s.api('DELETE', `/api/article/delete/${id}`, { token })
    expect(await hits('并发')).toEqual([])
  })

  it('puts title hits first, then the newest, and never matches across a space', async () => {
    const older = await add('随笔', '顺便聊聊索引。')
    const inTitle = await add('索引原理', '正文')
    const newer = await add('杂记', '还是索引。')
    expect((await hits('索引')).map((h) => h.id)).toEqual([inTitle, newer, older])
    await add('空格', '索 引')
    expect((await hits('索引')).map((h) => h.id)).toEqual([inTitle, newer, older])
  })
})

describe('three-character and longer search', () => {
  it('puts title hits first and follows a title through renames and deletion', async () => {
    const inBody = await add('第一篇', '这里谈到分布式锁的实现。')
    const inTitle = await add('分布式锁入门', '正文')
    const newer = await add('第三篇', '又一次提到分布式锁。')
    expect((await hits('分布式锁')).map((h) => h.id)).toEqual([inTitle, newer, inBody])

    await s.api('PUT', '/api/article/update', { token, body: { id: inTitle, article_title: '改名了' } })
    expect((await hits('分布式锁')).map((h) => h.id)).toEqual([newer, inBody])
    await s.api('PUT', '/api/article/update', { token, body: { id: inBody, article_title: '分布式锁再谈' } })
    expect((await hits('分布式锁')).map((h) => h.id)).toEqual([inBody, newer])
    expect((await hits('改名了')).map((h) => h.id)).toEqual([inTitle])

    await s.api('DELETE', `/api/article/delete/${inBody}`, { token })
    expect((await hits('分布式锁')).map((h) => h.id)).toEqual([newer])
    // the same words asked again right after a write: the answer is never the remembered one
    await s.api('PUT', '/api/article/update', { token, body: { id: newer, status: 2 } })
    expect(await hits('分布式锁')).toEqual([])
  })
})

describe('search on PostgreSQL: the newest articles first, then the index', () => {
  // Only the server-pg project runs these for real; on SQLite there is no such walk.
  it('finds the same articles in the same order whether the newest articles hold them or the index names them', async (t) => {
    const { db, dialect } = s.running.ctx
    if (dialect !== 'postgres') return t.skip()
    const oldTitle = await add('消息队列选型', '正文一')
    const inBody = await add('第二篇', '这里也谈消息队列的重试。')
    const newTitle = await add('消息队列复盘', '正文三')
    const hidden = await add('消息队列草稿', '还没写完的消息队列。')
    await s.api('PUT', '/api/article/update', { token, body: { id: hidden, status: 2 } })
    // newer articles without the words, so small windows hold none of them
    for (const title of ['其他一', '其他二', '其他三']) await add(title, '无关的内容')
    const expected = [newTitle, oldTitle, inBody]
    const ids = async (query: string, windows?: { title: number; body: number }) =>
      (await matchPg(db, query, windows)).map((r) => r.id)
    // the default windows cover this small blog; windows of one or two articles leave it to the index
    expect(await ids('消息队列')).toEqual(expected)
    expect(await ids('消息队列', { title: 1, body: 1 })).toEqual(expected)
    expect(await ids('消息队列', { title: 2, body: 2 })).toEqual(expected)
    // two characters, which the demo posts may hold as well: the index's pieces alone decide
    expect(await ids('队列', { title: 1, body: 1 })).toEqual(await ids('队列'))
    expect(await ids('没有这样的词', { title: 1, body: 1 })).toEqual([])
  })
})

describe('searchGrams', () => {
  it('lists each one- and two-character piece once, none spanning whitespace', () => {
    expect(searchGrams('缓存 缓存a')).toBe('缓 缓存 存 存a a')
    expect(searchGrams('😀x')).toBe('😀 😀x x')
  })
})
