import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommentPage, PageThread } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { recordQueries } from './query-count.ts'

// Paging a long thread by cursor (docs/api.md §25): the same comments as the numbered pages, at
// both ends and in the middle, with many comments sharing one createdAt; and no OFFSET walk.

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

const SIZE = 5
const BASE = Date.parse('2026-01-01T00:00:00.000Z')
/** Eight times for 23 comments, given out of id order: most times are shared, and a later id may be older. */
const stampOf = (i: number) => new Date(BASE + ((i * 7) % 8) * 1000).toISOString()

async function pageThread(path: string): Promise<number> {
  const res = await s.api<PageThread>('POST', '/api/page/thread', { body: { path } })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result.page_id
}

/** `count` guest comments under `parentId` on the page, written straight into the database. */
async function writeComments(pageId: number, count: number, parentId: number | null = null): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    type: 4,
    for_id: pageId,
    parent_id: parentId,
    from_id: null,
    to_id: null,
    content: `第 ${i + 1} 条`,
    thumbs_up: 0,
    guest_name: '路人',
    createdAt: stampOf(i),
    updatedAt: stampOf(i),
  }))
  await s.running.ctx.db.insertInto('comments').values(rows).execute()
}

/** The ids of a thread in list order, newest first (or oldest first), as the list defines it. */
async function expectedIds(pageId: number, parentId: number | null, newestFirst: boolean): Promise<number[]> {
  const rows = await s.running.ctx.db
    .selectFrom('comments')
    .select(['id', 'createdAt'])
    .where('type', '=', 4)
    .where('for_id', '=', pageId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .execute()
  const sign = newestFirst ? -1 : 1
  rows.sort((a, b) => sign * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id))
  return rows.map((r) => r.id)
}

async function parents(pageId: number, extra: Record<string, unknown>): Promise<CommentPage> {
  const res = await s.api<CommentPage>('POST', '/api/comment/frontGetParentComment', {
    body: { type: 4, for_id: pageId, size: SIZE, ...extra },
  })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result
}

const ids = (page: CommentPage) => page.list.map((c) => c.id)

/** Every numbered page of the top level, as the first contract's client reads them. */
async function numberedPages(pageId: number, total: number): Promise<number[][]> {
  const pages: number[][] = []
  for (let current = 1; (current - 1) * SIZE < total; current++)
    pages.push(ids(await parents(pageId, { current })))
  return pages
}

describe('a thread paged by cursor', () => {
  let pageId: number
  let expected: number[]
  beforeAll(async () => {
    pageId = await pageThread('/posts/keyset/')
    await writeComments(pageId, 23)
    expected = await expectedIds(pageId, null, true)
  })

  it('numbered pages still list the thread newest first, the short last page included', async () => {
    const pages = await numberedPages(pageId, 23)
    expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 3])
    expect(pages.flat()).toEqual(expected)
    // past the end: nothing, as before
    expect(ids(await parents(pageId, { current: 9 }))).toEqual([])
  })

  it('walks forward from the first page with `next` through the same pages as the numbers', async () => {
    const pages = await numberedPages(pageId, 23)
    let page = await parents(pageId, {})
    expect(page.prev).toBeNull()
    const walked = [ids(page)]
    while (page.next) {
      page = await parents(pageId, { after: page.next })
      expect(page.total).toBe(23)
      walked.push(ids(page))
    }
    expect(walked).toEqual(pages)
    expect(page.next).toBeNull()
  })

  it('starts at the last comments and walks back with `prev` to the first', async () => {
    let page = await parents(pageId, { last: true })
    expect(ids(page)).toEqual(expected.slice(-SIZE))
    expect(page.next).toBeNull()
    const walked = [ids(page)]
    while (page.prev) {
      page = await parents(pageId, { before: page.prev })
      walked.unshift(ids(page))
    }
    expect(walked.flat()).toEqual(expected)
    // the last walk back ends on the 3 newest: 23 is not a multiple of 5
    expect(walked[0]).toEqual(expected.slice(0, 3))
  })

  it('goes on after any comment in the middle, among others of the same time, and comes back', async () => {
    const first = await parents(pageId, {})
    const rows = await s.running.ctx.db
      .selectFrom('comments')
      .select(['id', 'createdAt'])
      .where('id', 'in', expected)
      .execute()
    const stamp = new Map(rows.map((r) => [r.id, r.createdAt]))
    // a comment whose neighbour on either side has the same time: the id alone must decide
    const k = expected.findIndex(
      (id, i) =>
        i > 0 &&
        stamp.get(expected[i - 1] ?? 0) === stamp.get(id) &&
        stamp.get(expected[i + 1] ?? 0) === stamp.get(id),
    )
    expect(k).toBeGreaterThan(0)
    const at = expected[k] ?? 0
    const cursor = `${stamp.get(at)},${at}`
    const after = await parents(pageId, { after: cursor })
    expect(ids(after)).toEqual(expected.slice(k + 1, k + 1 + SIZE))
    const before = await parents(pageId, { before: cursor })
    expect(ids(before)).toEqual(expected.slice(Math.max(0, k - SIZE), k))
    // the answer's own cursors lead back to what lies on each side of it
    expect(ids(await parents(pageId, { before: after.prev }))).toEqual(
      expected.slice(Math.max(0, k + 1 - SIZE), k + 1),
    )
    expect(first.next).toBe(`${stamp.get(expected[SIZE - 1] ?? 0)},${expected[SIZE - 1]}`)
  })

  it('pages the replies of a comment oldest first by cursor too', async () => {
    const top = expected[0] ?? 0
    await writeComments(pageId, 12, top)
    const oldestFirst = await expectedIds(pageId, top, false)
    const children = async (extra: Record<string, unknown>) => {
      const res = await s.api<CommentPage>('POST', '/api/comment/frontGetChildrenComment', {
        body: { type: 4, for_id: pageId, parent_id: top, size: SIZE, ...extra },
      })
      expect(res.status, res.body.message).toBe(200)
      return res.body.result
    }
    let page = await children({})
    const walked = [...ids(page)]
    while (page.next) {
      page = await children({ after: page.next })
      walked.push(...ids(page))
    }
    expect(walked).toEqual(oldestFirst)
    expect(ids(await children({ last: true }))).toEqual(oldestFirst.slice(-SIZE))
    expect(ids(await children({ current: 3 }))).toEqual(oldestFirst.slice(10))
    // the top comment's reply count still reads its replies
    expect((await parents(pageId, {})).list[0]?.reply_count).toBe(12)
  })

  it('refuses a cursor it cannot read, two starts at once, and a cursor on the most-liked order', async () => {
    const refused = async (extra: Record<string, unknown>, message: string) => {
      const res = await s.api('POST', '/api/comment/frontGetParentComment', {
        body: { type: 4, for_id: pageId, ...extra },
      })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    for (const bad of [
      '',
      'abc',
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z,0',
      ',5',
      'x,1e3',
      42,
    ])
      await refused({ after: bad }, '游标无效')
    await refused({ after: 'a'.repeat(100) }, '游标无效')
    await refused({ after: '2026-01-01T00:00:00.000Z,1', last: true }, 'after、before 和 last 只能三选一')
    await refused({ order: 'hot', last: true }, '按热度排序时不能按游标翻页')
    // the most-liked order still pages by number, with no cursors to offer
    const hot = await parents(pageId, { order: 'hot', current: 2 })
    expect(hot.list).toHaveLength(SIZE)
    expect([hot.prev, hot.next]).toEqual([null, null])
  })
})

describe('the query that reads a page of a long thread', () => {
  const COUNT = 3000
  let pageId: number
  beforeAll(async () => {
    pageId = await pageThread('/posts/long/')
    const db = s.running.ctx.db
    // one statement, so the setup stays quick on both engines
    await db.executeQuery(
      CompiledQuery.raw(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${COUNT})
         INSERT INTO comments (type, for_id, parent_id, from_id, content, thumbs_up, guest_name, "createdAt", "updatedAt")
         SELECT 4, ${pageId}, NULL, NULL, 'x', 0, '路人', '2026-02-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z' FROM n`,
      ),
    )
    await db.executeQuery(CompiledQuery.raw('ANALYZE'))
  })

  /** The list query (the one ordered by id) of one answer, with its body. */
  async function listQuery(extra: Record<string, unknown>): Promise<CompiledQuery> {
    const seen = await recordQueries(s, () => parents(pageId, extra))
    const list = seen.filter((q) => /order by .*"id"/i.test(q.sql) && /"content"/.test(q.sql))
    expect(list).toHaveLength(1)
    return list[0] as CompiledQuery
  }

  it('reads the first screen, the last page and a cursor deep in the middle without OFFSET', async () => {
    const first = await parents(pageId, {})
    const lastNumber = Math.ceil(COUNT / SIZE)
    for (const extra of [{}, { current: lastNumber }, { last: true }, { after: first.next }]) {
      const q = await listQuery(extra)
      expect(q.sql, JSON.stringify(extra)).not.toMatch(/\boffset\b/i)
    }
    // a page in the middle by number counts from the nearer end: never more than half the thread
    const middle = await listQuery({ current: lastNumber - 2 })
    expect(middle.parameters).toContain(SIZE * 2)
    expect(middle.parameters.some((p) => typeof p === 'number' && p > COUNT / 2)).toBe(false)
    // and steps over the skipped comments by id alone, their likes and replies never looked up
    expect(middle.sql).toMatch(
      /"cm"\."id" in \(select "k"\."id" from "comments" as "k" [^()]* offset (\?|\$\d+)\)/,
    )
  })

  it('is read from the thread index in order, with no sort of the thread', async () => {
    const first = await parents(pageId, {})
    const sqlite = s.running.ctx.dialect === 'sqlite'
    for (const extra of [{}, { last: true }, { after: first.next }]) {
      const q = await listQuery(extra)
      const plan = await s.running.ctx.db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${sqlite ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${q.sql}`, [...q.parameters]),
      )
      const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n')
      const which = JSON.stringify(extra)
      if (sqlite) {
        expect(text, which).toMatch(/SEARCH cm USING INDEX comments_thread/)
        expect(text, which).not.toMatch(/TEMP B-TREE/)
      } else {
        // the planner may pick the thread's index or the newest-of-a-type one: both are in order
        expect(text, which).toMatch(/Index Scan( Backward)? using comments_\w+ on comments cm/)
        expect(text, which).not.toMatch(/\bSort\b|Seq Scan on comments/)
        // the cursor is where the scan starts, not a filter over the rows before it
        if ('after' in extra) expect(text, which).toMatch(/Index Cond: .*ROW\("createdAt", id\) </)
      }
    }
  })
})
