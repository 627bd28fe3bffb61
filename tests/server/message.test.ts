import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HotTag, MessageEntry, MessageLikeResult, Paged } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { countQueries } from './query-count.ts'

let s: TestServer
let admin: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
})
afterAll(() => s.close())

async function post(body: Record<string, unknown>, token?: string): Promise<MessageEntry> {
  const res = await s.api<MessageEntry>('POST', '/api/message/add', { token, body })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result
}

const list = async (body: Record<string, unknown>, token?: string) =>
  (await s.api<Paged<MessageEntry>>('POST', '/api/message/getMessageList', { token, body })).body.result

describe('message board', () => {
  it('lets a guest post under a "游客" name and a member under their own name', async () => {
    const guest = await post({ message: '路过留个言' })
    expect(guest.nick_name).toMatch(/^游客\d{5}$/)
    expect(guest).toMatchObject({ user_id: null, avatar: '', font_size: 16, font_weight: 500, like_times: 0 })

    const u = await s.newUser('poster')
    const mine = await post(
      {
        message: '  你好，小站  ',
        color: '#ff6600',
        bg_color: 'rgba(0, 0, 0, 0.5)',
        font_size: 20,
        font_weight: 700,
        bg_url: '/uploads/bg.jpg',
        tag: '日常',
        nick_name: '冒名顶替',
      },
      u.token,
    )
    expect(mine).toMatchObject({
      message: '你好，小站',
      user_id: u.id,
      color: '#ff6600',
      bg_color: 'rgba(0, 0, 0, 0.5)',
      font_size: 20,
      font_weight: 700,
      tag: '日常',
      is_like: false,
      comment_total: 0,
    })
    expect(mine.nick_name).not.toBe('冒名顶替')
    expect(mine.nick_name).toMatch(/^昵称/)

    const got = await s.api<MessageEntry>('GET', `/api/message/getMessageById/${mine.id}`)
    expect(got.body.result.message).toBe('你好，小站')
    expect((await s.api('GET', '/api/message/getMessageById/999999')).status).toBe(404)
  })

  it('answers bad entries with 400 and a Chinese message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ message: '' }, '请输入留言内容'],
      [{ message: 'x'.repeat(501) }, '留言内容不能超过500个字符'],
      [{ message: 'x', color: 'red;background:url(javascript:alert(1))' }, '文字颜色格式不正确'],
      [{ message: 'x', bg_color: 'expression(alert(1))' }, '背景颜色格式不正确'],
      [{ message: 'x', font_size: 8 }, '字体大小应在12-40之间'],
      [{ message: 'x', font_size: 41 }, '字体大小应在12-40之间'],
      [{ message: 'x', font_weight: 950 }, '字体粗细应在100-900之间'],
      [{ message: 'x', bg_url: 'javascript:alert(1)' }, '背景图片应为 http(s) 链接或站内路径'],
      [{ message: 'x', tag: '这个标签实在是太长了超过十个字' }, '标签不能超过10个字符'],
    ]
    for (const [body, message] of cases) {
      const res = await s.api('POST', '/api/message/add', { body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toBe(message)
    }
    for (const color of [
      '#abc',
      '#A1B2C3',
      '#11223344',
      'rgb(1,2,3)',
      'rgba(10, 20, 30, .4)',
      'skyblue',
      '',
    ]) {
      // a text of its own each time: the same text twice in ten minutes is refused (docs/api.md §27)
      const res = await s.api('POST', '/api/message/add', {
        body: { message: `ok ${color}`, color, bg_color: color },
      })
      expect(res.status, color).toBe(200)
    }
  })

  it('lists newest first, filters by tag and user, and ranks hot tags', async () => {
    const u = await s.newUser('tagger')
    const a = await post({ message: 'A', tag: '热门' }, u.token)
    const b = await post({ message: 'B', tag: '热门' })
    const c = await post({ message: 'C', tag: '冷门' }, u.token)
    const page = await list({ current: 1, size: 3 })
    expect(page.list.map((m) => m.id)).toEqual([c.id, b.id, a.id])
    expect(page.total).toBeGreaterThanOrEqual(3)

    const hot = await list({ current: 1, size: 50, tag: '热门' })
    expect(hot.list.map((m) => m.id)).toEqual([b.id, a.id])
    expect(hot.total).toBe(2)
    const byUser = await list({ current: 1, size: 50, author_id: u.id })
    expect(byUser.list.map((m) => m.id)).toEqual([c.id, a.id])
    // the `blog-v3` client sends its own user_id and still wants everyone's entries
    const spec = await list({ current: 1, size: 3, user_id: u.id })
    expect(spec.list.map((m) => m.id)).toEqual([c.id, b.id, a.id])

    const tags = await s.api<HotTag[]>('GET', '/api/message/getHotTagList')
    expect(tags.body.result[0]).toEqual({ tag: '热门', count: 2 })
    expect(tags.body.result.some((t) => t.tag === '')).toBe(false)
    expect(tags.body.result.length).toBeLessThanOrEqual(10)

    const bad = await s.api('POST', '/api/message/getMessageList', { body: { size: 0 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('每页条数至少为 1')
    // a tag filter is held to the tag rule, in the publish form's words
    const long = await s.api('POST', '/api/message/getMessageList', {
      body: { tag: '这个标签实在是太长了超过十个字' },
    })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('标签不能超过10个字符')
  })

  it('counts comments and likes for a page in a fixed number of queries', async () => {
    const m = await post({ message: '评论我' })
    const stamp = new Date().toISOString()
    await s.running.ctx.db
      .insertInto('comments')
      .values(
        [1, 2].map((i) => ({
          type: 3,
          for_id: m.id,
          parent_id: null,
          from_id: admin.id,
          to_id: null,
          content: `评论${i}`,
          thumbs_up: 0,
          createdAt: stamp,
          updatedAt: stamp,
        })),
      )
      .execute()
    const got = (await list({ current: 1, size: 50 })).list.find((x) => x.id === m.id)
    expect(got?.comment_total).toBe(2)
    for (let i = 0; i < 10; i++) await post({ message: `填充${i}` })
    const small = await countQueries(s, () => list({ current: 1, size: 2 }))
    const large = await countQueries(s, () => list({ current: 1, size: 12 }))
    expect(large).toBe(small)
  })

  it('lets the author or an admin edit and delete; guests and others may not', async () => {
    const author = await s.newUser('author')
    const other = await s.newUser('other')
    const m = await post({ message: '原文', tag: '旧' }, author.token)
    const guestEntry = await post({ message: '游客写的' })

    expect((await s.api('PUT', '/api/message/update', { body: { id: m.id, message: '改' } })).status).toBe(
      401,
    )
    expect(
      (await s.api('PUT', '/api/message/update', { token: other.token, body: { id: m.id, message: '改' } }))
        .status,
    ).toBe(403)
    // a guest's entry belongs to no account: only an admin may change it
    expect(
      (
        await s.api('PUT', '/api/message/update', {
          token: other.token,
          body: { id: guestEntry.id, message: '改' },
        })
      ).status,
    ).toBe(403)
    const bad = await s.api('PUT', '/api/message/update', {
      token: author.token,
      body: { id: m.id, font_size: 99 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('字体大小应在12-40之间')
    const upd = await s.api<MessageEntry>('PUT', '/api/message/update', {
      token: author.token,
      body: { id: m.id, message: '改过了', color: '#000' },
    })
    expect(upd.status).toBe(200)
    expect(upd.body.result).toMatchObject({ message: '改过了', color: '#000', tag: '旧' })
    const byAdmin = await s.api<MessageEntry>('PUT', '/api/message/update', {
      token: admin.token,
      body: { id: m.id, tag: '管理员改' },
    })
    expect(byAdmin.body.result.tag).toBe('管理员改')
    expect(
      (await s.api('PUT', '/api/message/update', { token: admin.token, body: { id: 999999, message: 'x' } }))
        .status,
    ).toBe(404)

    expect((await s.api('DELETE', `/api/message/delete/${m.id}`)).status).toBe(401)
    expect((await s.api('DELETE', `/api/message/delete/${m.id}`, { token: other.token })).status).toBe(403)
    expect((await s.api('DELETE', `/api/message/delete/${m.id}`, { token: author.token })).status).toBe(200)
    expect((await s.api('GET', `/api/message/getMessageById/${m.id}`)).status).toBe(404)
    expect(
      (await s.api('DELETE', `/api/message/delete/${guestEntry.id}`, { token: admin.token })).status,
    ).toBe(200)
    expect(
      (await s.api('DELETE', `/api/message/delete/${guestEntry.id}`, { token: admin.token })).status,
    ).toBe(404)
  })

  it('likes idempotently and tells the author once per liker', async () => {
    const author = await s.newUser('author')
    const fan = await s.newUser('fan')
    const m = await post({ message: '求赞' }, author.token)
    const like = (token?: string) => s.api<MessageLikeResult>('PUT', `/api/message/like/${m.id}`, { token })
    const unlike = (token?: string) =>
      s.api<MessageLikeResult>('PUT', `/api/message/cancelLike/${m.id}`, { token })

    expect((await like(fan.token)).body.result).toEqual({ like_times: 1, is_like: true })
    expect((await like(fan.token)).body.result).toEqual({ like_times: 1, is_like: true })
    expect((await unlike(fan.token)).body.result).toEqual({ like_times: 0, is_like: false })
    expect((await like(fan.token)).body.result).toEqual({ like_times: 1, is_like: true })
    expect((await like()).body.result).toEqual({ like_times: 2, is_like: true })
    // liking your own entry tells nobody
    expect((await like(author.token)).body.result).toEqual({ like_times: 3, is_like: true })

    const notes = await s.running.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', author.id)
      .where('type', '=', 3)
      .where('to_id', '=', m.id)
      .execute()
    expect(notes).toHaveLength(2) // the fan once (despite unlike/relike), the guest once
    expect(notes.some((n) => n.message.includes('赞了你的留言'))).toBe(true)

    const seen = await s.api<MessageEntry>('GET', `/api/message/getMessageById/${m.id}`, { token: fan.token })
    expect(seen.body.result).toMatchObject({ like_times: 3, is_like: true })
    expect((await s.api('PUT', '/api/message/like/999999')).status).toBe(404)
    expect((await s.api('PUT', '/api/message/like/abc')).status).toBe(400)
  })

  it('escapes a liker name that carries markup', async () => {
    const author = await s.newUser('author')
    const evil = await s.newUser('evil')
    const renamed = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: evil.token,
      body: { nick_name: '<img src=x>' },
    })
    expect(renamed.status).toBe(200)
    const m = await post({ message: 'hi' }, author.token)
    await s.api('PUT', `/api/message/like/${m.id}`, { token: evil.token })
    const note = await s.running.ctx.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', author.id)
      .executeTakeFirstOrThrow()
    expect(note.message).not.toContain('<img')
    expect(note.message).toContain('&#60;img')
  })

  it('rate-limits posting', async () => {
    const strict = await startTestServer({ rateLimitScale: 1 })
    try {
      let last = 0
      for (let i = 0; i < 12; i++) {
        last = (await strict.api('POST', '/api/message/add', { body: { message: `刷屏${i}` } })).status
      }
      expect(last).toBe(429)
    } finally {
      await strict.close()
    }
  })
})
