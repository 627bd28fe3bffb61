import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Comment, PageThread } from '../../src/core/contract/index.ts'
import { migrationProvider } from '../../src/server/db/migrations.ts'
import type { DB } from '../../src/server/db/schema.ts'
import { registerSearchFunctions } from '../../src/server/db/search-grams.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { withGuestPass } from './guest-pass.ts'

// A page keeps its own comment count for the counters (db/long-page-threads.ts, docs/api.md §23):
// it must follow every way a comment comes and goes.

const SITE = 'https://counted-site.example'
let s: TestServer
let admin: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: [SITE] })
  admin = await s.admin()
})
afterAll(() => s.close())

const headers = { origin: SITE }

async function pageThread(path: string): Promise<number> {
  const res = await s.api<PageThread>('POST', '/api/page/thread', { body: { path }, headers })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result.page_id
}

async function guestComment(pageId: number, content: string, parentId?: number): Promise<number> {
  const body = {
    type: 4,
    for_id: pageId,
    content,
    guest: { nick_name: '路人' },
    ...(parentId ? { parent_id: parentId, to_id: 0 } : {}),
  }
  const res = await s.api<Comment>('POST', parentId ? '/api/comment/apply' : '/api/comment/add', {
    body: await withGuestPass(s, body),
    headers,
  })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result.id
}

async function counts(...paths: string[]): Promise<Record<string, number | undefined>> {
  const res = await s.api<Record<string, { comments: number }>>('POST', '/api/page/stats', {
    body: { paths },
    headers,
  })
  expect(res.status, res.body.message).toBe(200)
  return Object.fromEntries(Object.entries(res.body.result).map(([path, st]) => [path, st.comments]))
}

describe("a page's comment count", () => {
  it('follows comments and replies written, a comment deleted with its replies, and a merge of two pages', async () => {
    const a = await pageThread('/count/a/')
    const b = await pageThread('/count/b/')
    const first = await guestComment(a, '一')
    await guestComment(a, '二')
    await guestComment(a, '回复一', first)
    await guestComment(a, '回复一又一', first)
    await guestComment(b, '乙')
    expect(await counts('/count/a/', '/count/b/', '/count/none/')).toEqual({
      '/count/a/': 4,
      '/count/b/': 1,
      '/count/none/': 0,
    })
    // a comment on an article whose id is the page's number is not the page's
    const at = new Date().toISOString()
    await s.running.ctx.db
      .insertInto('comments')
      .values({
        type: 1,
        for_id: a,
        parent_id: null,
        from_id: admin.id,
        to_id: null,
        content: '文章评论',
        thumbs_up: 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute()
    expect((await counts('/count/a/'))['/count/a/']).toBe(4)

    const deleted = await s.api('DELETE', `/api/comment/delete/${first}`, { token: admin.token })
    expect(deleted.status, deleted.body.message).toBe(200)
    expect((await counts('/count/a/'))['/count/a/']).toBe(1)

    const merged = await s.api('POST', '/api/desk/pages/merge', {
      body: { id: a, into: '/count/b/' },
      token: admin.token,
    })
    expect(merged.status, merged.body.message).toBe(200)
    expect(await counts('/count/a/', '/count/b/')).toEqual({ '/count/a/': 0, '/count/b/': 2 })
  })
})

describe('0018_long_page_threads on SQLite', () => {
  it("counts the comments each page already has, and the thread's index replaces the old one", async () => {
    const sqlite = new SQLite(':memory:')
    sqlite.pragma('foreign_keys = ON')
    registerSearchFunctions(sqlite)
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') })
    expect((await migrator.migrateTo('0014_guest_comments')).error).toBeUndefined()
    const at = new Date().toISOString()
    const stamps = { createdAt: at, updatedAt: at }
    // biome-ignore lint/suspicious/noExplicitAny: the tables before the migration have no count column
    const old = db as unknown as Kysely<any>
    const page = (path: string) =>
      old
        .insertInto('pages')
        .values({ site: SITE, path, title: '', url: '', views: 0, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    const [p1, p2] = [await page('/old/1/'), await page('/old/2/')]
    const comment = (type: number, forId: number, parent: number | null = null) =>
      old
        .insertInto('comments')
        .values({
          type,
          for_id: forId,
          parent_id: parent,
          content: 'x',
          thumbs_up: 0,
          guest_name: '甲',
          ...stamps,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const top = await comment(4, p1.id)
    await comment(4, p1.id, top.id)
    await comment(4, p1.id)
    await comment(1, p2.id)

    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const rows = await db.selectFrom('pages').select(['id', 'comments']).orderBy('id').execute()
    expect(rows).toEqual([
      { id: p1.id, comments: 3 },
      { id: p2.id, comments: 0 },
    ])
    // the reply goes with its parent, and the count with both
    await db.deleteFrom('comments').where('id', '=', top.id).execute()
    expect(
      (await db.selectFrom('pages').select('comments').where('id', '=', p1.id).executeTakeFirstOrThrow())
        .comments,
    ).toBe(1)
    const indexes = sqlite
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'comments'`)
      .all()
    expect(indexes.map((r) => (r as { name: string }).name)).toContain('comments_thread')
    expect(indexes.map((r) => (r as { name: string }).name)).not.toContain('comments_target')
    await db.destroy()
  })
})
