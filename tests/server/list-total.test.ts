import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSearchFunctions } from '../../src/server/db/search-grams.ts'
import { startTestServer, type TestServer } from './harness.ts'

// The list's total is remembered while the database is unchanged; every kind of write must
// still show in the very next answer.
let s: TestServer
let token: string

beforeAll(async () => {
  s = await startTestServer()
  token = (await s.admin()).token
})
afterAll(() => s.close())

async function total(path = '/api/article/blogHomeGetArticleList/1/5'): Promise<number> {
  const res = await s.api<{ total: number }>('GET', path)
  expect(res.status).toBe(200)
  return res.body.result.total
}

async function add(title: string, status = 1): Promise<number> {
  const res = await s.api<{ id: number }>('POST', '/api/article/add', {
    token,
    body: {
      article_title: title,
      article_content: `${title}的正文`,
      status,
      tagList: [{ tag_name: '计数' }],
    },
  })
  expect(res.status).toBe(200)
  return res.body.result.id
}

interface Summary {
  id: number
  article_title: string
  view_times: number
}
const firstPage = async () =>
  (await s.api<{ list: Summary[] }>('GET', '/api/article/blogHomeGetArticleList/1/5')).body.result.list

describe('list pages', () => {
  it('show a renamed title and a new view count on the very next read', async () => {
    const id = await add('页面缓存')
    const [top] = await firstPage()
    expect(top?.article_title).toBe('页面缓存')
    await s.api('PUT', '/api/article/update', { token, body: { id, article_title: '改过的标题' } })
    expect((await firstPage())[0]?.article_title).toBe('改过的标题')
    const views = (await firstPage())[0]?.view_times ?? Number.NaN
    await s.api('GET', `/api/article/getArticleById/${id}`)
    expect((await firstPage())[0]?.view_times).toBe(views + 1)
  })
})

describe('list totals', () => {
  it('follow adds, status changes and deletes made through the API', async () => {
    const before = await total()
    await total() // asked twice with nothing changed in between
    const id = await add('计数一')
    expect(await total()).toBe(before + 1)
    await add('草稿不计', 3)
    expect(await total()).toBe(before + 1)
    const hidden = await s.api('PUT', '/api/article/update', { token, body: { id, status: 2 } })
    expect(hidden.status).toBe(200)
    expect(await total()).toBe(before)
    await s.api('PUT', '/api/article/update', { token, body: { id, status: 1 } })
    expect(await total()).toBe(before + 1)
    await s.api('DELETE', `/api/article/delete/${id}`, { token })
    expect(await total()).toBe(before)
  })

  it('follow a write another process commits to the same database file', async (test) => {
    // a second process on the same file is SQLite's case; PostgreSQL reads every time
    if (s.running.ctx.dialect !== 'sqlite') test.skip()
    const before = await total()
    const other = new SQLite(join(s.dataDir, 'xiaozhan.db'))
    registerSearchFunctions(other)
    const stamp = new Date().toISOString()
    other
      .prepare(`INSERT INTO articles (article_title, article_description, article_content, author_id,
        status, "createdAt", "updatedAt") VALUES ('外来', '', '另一个进程写入', 1, 1, ?, ?)`)
      .run(stamp, stamp)
    other.close()
    expect(await total()).toBe(before + 1)
  })

  it('are kept per list: a tag page counts its own articles', async () => {
    const tags = await s.api<{ id: number; tag_name: string }[]>('GET', '/api/tag/getTagDictionary')
    const tag = tags.body.result.find((t) => t.tag_name === '计数')
    expect(tag).toBeDefined()
    const byTag = () =>
      s
        .api<{ total: number }>('POST', '/api/article/getArticleListByTagId', { body: { id: tag?.id } })
        .then((r) => r.body.result.total)
    const tagged = await byTag()
    await total()
    await add('计数二')
    expect(await byTag()).toBe(tagged + 1)
  })
})
