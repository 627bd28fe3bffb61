import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, Category, Tag } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let admin: { token: string; id: number }
let user: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
  user = await s.newUser('tax')
})
afterAll(() => s.close())

const kinds = [
  { base: '/api/category', dict: '/getCategoryDictionary', field: 'category_name', label: '分类' },
  { base: '/api/tag', dict: '/getTagDictionary', field: 'tag_name', label: '标签' },
] as const

describe.each(kinds)('$base', ({ base, dict, field, label }) => {
  type Term = { id: number; articleCount: number } & Record<string, unknown>
  const add = (name: string, token = admin.token) =>
    s.api<Term>('POST', `${base}/add`, { token, body: { [field]: name } })

  it('adds, lists, renames and deletes', async () => {
    const created = await add(`${label}一号`)
    expect(created.status).toBe(200)
    expect(created.body.result).toEqual({ id: expect.any(Number), [field]: `${label}一号`, articleCount: 0 })
    const id = created.body.result.id

    const list = await s.api<Term[]>('GET', `${base}${dict}`)
    expect(list.status).toBe(200)
    expect(list.body.result).toContainEqual({ id, [field]: `${label}一号`, articleCount: 0 })

    const renamed = await s.api<Term>('PUT', `${base}/update`, {
      token: admin.token,
      body: { id, [field]: `  ${label}改名  ` },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.result[field]).toBe(`${label}改名`)
    // renaming to its own name is no conflict
    const same = await s.api('PUT', `${base}/update`, {
      token: admin.token,
      body: { id, [field]: `${label}改名` },
    })
    expect(same.status).toBe(200)

    const removed = await s.api('DELETE', `${base}/delete/${id}`, { token: admin.token })
    expect(removed.status).toBe(200)
    const after = await s.api<Term[]>('GET', `${base}${dict}`)
    expect(after.body.result.some((t) => t.id === id)).toBe(false)
    expect((await s.api('DELETE', `${base}/delete/${id}`, { token: admin.token })).status).toBe(404)
    const gone = await s.api('PUT', `${base}/update`, { token: admin.token, body: { id, [field]: '随便' } })
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe(`${label}不存在`)
  })

  it('answers 409 for a duplicate name', async () => {
    await add(`${label}重名`)
    const dup = await add(`${label}重名`)
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe(`${label}名称已存在`)
    const other = await add(`${label}另一个`)
    const clash = await s.api('PUT', `${base}/update`, {
      token: admin.token,
      body: { id: other.body.result.id, [field]: `${label}重名` },
    })
    expect(clash.status).toBe(409)
  })

  it('validates names in Chinese', async () => {
    const empty = await add('   ')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(`请输入${label}名称`)
    const long = await add('长'.repeat(21))
    expect(long.status).toBe(400)
    expect(long.body.message).toBe(`${label}名称不能超过20个字符`)
    const missing = await s.api('POST', `${base}/add`, { token: admin.token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/[\u4e00-\u9fa5]/)
    const noId = await s.api('PUT', `${base}/update`, { token: admin.token, body: { [field]: '名字' } })
    expect(noId.status).toBe(400)
    expect((await s.api('DELETE', `${base}/delete/x`, { token: admin.token })).status).toBe(400)
  })

  it('lets only an admin write', async () => {
    const term = await add(`${label}守门`)
    const id = term.body.result.id
    const calls: [string, string, unknown][] = [
      ['POST', `${base}/add`, { [field]: '新名字' }],
      ['PUT', `${base}/update`, { id, [field]: '新名字' }],
      ['DELETE', `${base}/delete/${id}`, undefined],
    ]
    for (const [method, path, body] of calls) {
      expect((await s.api(method, path, { body })).status, `${method} ${path}`).toBe(401)
      expect((await s.api(method, path, { body, token: user.token })).status, `${method} ${path}`).toBe(403)
    }
    const still = await s.api<Term[]>('GET', `${base}${dict}`)
    expect(still.body.result.find((t) => t.id === id)?.[field]).toBe(`${label}守门`)
  })
})

describe('article counts and deletes', () => {
  it('counts public articles only, and deleting a term leaves its articles', async () => {
    const post = (title: string, status: number) =>
      s.api<Article>('POST', '/api/article/add', {
        token: admin.token,
        body: {
          article_title: title,
          article_content: '正文',
          status,
          category: { category_name: '计数分类' },
          tagList: [{ tag_name: '计数标签' }],
        },
      })
    const a = (await post('公开一', 1)).body.result
    await post('公开二', 1)
    await post('私密', 2)
    await post('草稿', 3)

    const cats = await s.api<Category[]>('GET', '/api/category/getCategoryDictionary')
    expect(cats.body.result.find((c) => c.category_name === '计数分类')?.articleCount).toBe(2)
    const tags = await s.api<Tag[]>('GET', '/api/tag/getTagDictionary')
    expect(tags.body.result.find((t) => t.tag_name === '计数标签')?.articleCount).toBe(2)

    await s.api('DELETE', `/api/category/delete/${a.category_id}`, { token: admin.token })
    const tagId = tags.body.result.find((t) => t.tag_name === '计数标签')?.id
    await s.api('DELETE', `/api/tag/delete/${tagId}`, { token: admin.token })
    const after = await s.api<Article>('GET', `/api/article/getArticleById/${a.id}`)
    expect(after.status).toBe(200)
    expect(after.body.result).toMatchObject({ category_id: null, categoryName: null, tagNameList: [] })
  })
})
