import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notify, Paged } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer

beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

/** Writes a notification straight into the database; returns its id. */
async function seedNote(
  userId: number,
  message: string,
  opts: { type?: number; isView?: number; at?: string } = {},
) {
  const stamp = opts.at ?? new Date().toISOString()
  const row = await s.running.ctx.db
    .insertInto('notifications')
    .values({
      user_id: userId,
      message,
      type: opts.type ?? 1,
      to_id: 7,
      is_view: opts.isView ?? 1,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const listOf = (token: string, body: Record<string, unknown>) =>
  s.api<Paged<Notify>>('POST', '/api/notify/getNotifyList', { token, body })

describe('notifications', () => {
  it('lists own rows only, unread first then newest, with isView', async () => {
    const me = await s.newUser('reader')
    const other = await s.newUser('other')
    const readOld = await seedNote(me.id, '已读旧', { isView: 2, at: '2024-01-01T00:00:00.000Z' })
    const unreadOld = await seedNote(me.id, '未读旧', { at: '2024-01-02T00:00:00.000Z' })
    const readNew = await seedNote(me.id, '已读新', { isView: 2, at: '2024-01-05T00:00:00.000Z' })
    const unreadNew = await seedNote(me.id, '<b>未读新</b>', { type: 3, at: '2024-01-04T00:00:00.000Z' })
    await seedNote(other.id, '别人的')

    const res = await listOf(me.token, { current: 1, size: 10, userId: me.id })
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(4)
    expect(res.body.result.list.map((n) => n.id)).toEqual([unreadNew, unreadOld, readNew, readOld])
    const first = res.body.result.list[0]
    expect(first).toEqual({
      id: unreadNew,
      message: '<b>未读新</b>',
      type: 3,
      to_id: 7,
      isView: 1,
      createdAt: '2024-01-04T00:00:00.000Z',
      updatedAt: '2024-01-04T00:00:00.000Z',
    })
    expect(first).not.toHaveProperty('is_view')

    const paged = await listOf(me.token, { current: 2, size: 3, userId: me.id })
    expect(paged.body.result.list.map((n) => n.id)).toEqual([readOld])
    // without userId the caller's own rows come back too
    expect((await listOf(me.token, {})).body.result.total).toBe(4)
  })

  it("refuses someone else's list (403), anonymous callers (401) and bad paging (400)", async () => {
    const me = await s.newUser('reader')
    const other = await s.newUser('other')
    const admin = await s.admin()
    expect((await s.api('POST', '/api/notify/getNotifyList', { body: { userId: me.id } })).status).toBe(401)
    const theirs = await listOf(other.token, { current: 1, size: 10, userId: me.id })
    expect(theirs.status).toBe(403)
    expect(theirs.body.message).toBe('权限不足')
    // admins read their own notifications only, too
    expect((await listOf(admin.token, { userId: me.id })).status).toBe(403)
    expect((await listOf(admin.token, { userId: admin.id })).status).toBe(200)
    const big = await listOf(me.token, { size: 51, userId: me.id })
    expect(big.status).toBe(400)
    expect(big.body.message).toBe('每页最多 50 条')
    const bad = await listOf(me.token, { userId: 'abc' })
    expect(bad.status).toBe(400)
  })

  it('marks own rows read and deletes them; 404 unknown, 403 foreign, 401 anonymous', async () => {
    const me = await s.newUser('reader')
    const other = await s.newUser('other')
    const mine = await seedNote(me.id, '给我的')
    const foreign = await seedNote(other.id, '给别人的')

    expect((await s.api('PUT', `/api/notify/update/${mine}`)).status).toBe(401)
    expect((await s.api('PUT', `/api/notify/update/${foreign}`, { token: me.token })).status).toBe(403)
    expect((await s.api('PUT', '/api/notify/update/999999', { token: me.token })).status).toBe(404)
    expect((await s.api('PUT', '/api/notify/update/x', { token: me.token })).status).toBe(400)
    expect((await s.api('PUT', `/api/notify/update/${mine}`, { token: me.token })).status).toBe(200)
    const after = await listOf(me.token, { userId: me.id })
    expect(after.body.result.list.find((n) => n.id === mine)?.isView).toBe(2)

    expect((await s.api('PUT', `/api/notify/delete/${mine}`)).status).toBe(401)
    expect((await s.api('PUT', `/api/notify/delete/${foreign}`, { token: me.token })).status).toBe(403)
    const admin = await s.admin()
    expect((await s.api('PUT', `/api/notify/delete/${foreign}`, { token: admin.token })).status).toBe(403)
    expect((await s.api('PUT', `/api/notify/delete/${mine}`, { token: me.token })).status).toBe(200)
    expect((await s.api('PUT', `/api/notify/delete/${mine}`, { token: me.token })).status).toBe(404)
    const still = await s.running.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('id', '=', foreign)
      .execute()
    expect(still).toHaveLength(1)
  })

  it('receives the notification a like on your message creates', async () => {
    const author = await s.newUser('author')
    const fan = await s.newUser('fan')
    const entry = await s.api<{ id: number }>('POST', '/api/message/add', {
      token: author.token,
      body: { message: '看看通知' },
    })
    await s.api('PUT', `/api/message/like/${entry.body.result.id}`, { token: fan.token })
    const res = await listOf(author.token, { current: 1, size: 10, userId: author.id })
    expect(res.body.result.list).toHaveLength(1)
    expect(res.body.result.list[0]).toMatchObject({ type: 3, to_id: entry.body.result.id, isView: 1 })
    expect((await listOf(fan.token, { userId: fan.id })).body.result.total).toBe(0)
  })
})
