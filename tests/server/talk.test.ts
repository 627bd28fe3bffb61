import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Paged, Talk, TalkLikeResult } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { countQueries } from './query-count.ts'

let s: TestServer
let admin: { token: string; id: number }
let user: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
  user = await s.newUser('talker')
})
afterAll(() => s.close())

async function publish(body: Record<string, unknown>): Promise<Talk> {
  const res = await s.api<Talk>('POST', '/api/talk/publishTalk', { token: admin.token, body })
  expect(res.status).toBe(200)
  return res.body.result
}

async function addComment(talkId: number, n: number): Promise<void> {
  const stamp = new Date().toISOString()
  const rows = Array.from({ length: n }, (_, i) => ({
    type: 2,
    for_id: talkId,
    parent_id: null,
    from_id: admin.id,
    to_id: null,
    content: `评论${i}`,
    thumbs_up: 0,
    createdAt: stamp,
    updatedAt: stamp,
  }))
  await s.running.ctx.db.insertInto('comments').values(rows).execute()
}

describe('talk routes', () => {
  it('publishes (admin only) and lists public talks pinned first, then newest, with images and totals', async () => {
    const older = await publish({ content: '第一条说说', talkImgList: ['/uploads/a.png', '/uploads/b.png'] })
    expect(older).toMatchObject({
      content: '第一条说说',
      talkImgList: ['/uploads/a.png', '/uploads/b.png'],
      user_id: admin.id,
      nick_name: '站长',
      is_top: 0,
      like_times: 0,
      is_like: false,
      comment_total: 0,
    })
    const pinned = await publish({ content: '置顶说说', is_top: 1 })
    const newer = await publish({ content: '最新说说' })
    const hidden = await publish({ content: '私密说说', status: 2 })
    await addComment(older.id, 3)

    const res = await s.api<Paged<Talk>>('POST', '/api/talk/blogGetTalkList', {
      body: { current: 1, size: 10 },
    })
    expect(res.status).toBe(200)
    const ids = res.body.result.list.map((t) => t.id)
    expect(ids.slice(0, 3)).toEqual([pinned.id, newer.id, older.id])
    expect(ids).not.toContain(hidden.id)
    expect(res.body.result.total).toBe(ids.length)
    const first = res.body.result.list.find((t) => t.id === older.id)
    expect(first?.talkImgList).toEqual(['/uploads/a.png', '/uploads/b.png'])
    expect(first?.comment_total).toBe(3)

    const page2 = await s.api<Paged<Talk>>('POST', '/api/talk/blogGetTalkList', {
      body: { current: 2, size: 1 },
    })
    expect(page2.body.result).toMatchObject({ current: 2, size: 1 })
    expect(page2.body.result.list.map((t) => t.id)).toEqual([newer.id])
  })

  it('reads a page with a fixed number of queries, however many talks and images it holds', async () => {
    const list = (size: number) =>
      s.api('POST', '/api/talk/blogGetTalkList', { token: user.token, body: { current: 1, size } })
    for (let i = 0; i < 12; i++)
      await publish({ content: `批量${i}`, talkImgList: ['/uploads/x.png', '/uploads/y.png'] })
    const small = await countQueries(s, () => list(2))
    const large = await countQueries(s, () => list(12))
    expect(large).toBe(small)
    expect(large).toBeLessThanOrEqual(6)
  })

  it('refuses publishing without login (401), for a non-admin (403) and with bad input (400)', async () => {
    expect((await s.api('POST', '/api/talk/publishTalk', { body: { content: 'x' } })).status).toBe(401)
    const forbidden = await s.api('POST', '/api/talk/publishTalk', {
      token: user.token,
      body: { content: 'x' },
    })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.message).toBe('权限不足')
    const empty = await s.api('POST', '/api/talk/publishTalk', {
      token: admin.token,
      body: { content: '  ' },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('请输入说说内容')
    const badImg = await s.api('POST', '/api/talk/publishTalk', {
      token: admin.token,
      body: { content: '图', talkImgList: ['javascript:alert(1)'] },
    })
    expect(badImg.status).toBe(400)
    expect(badImg.body.message).toMatch(/图片地址/)
    const badList = await s.api('POST', '/api/talk/blogGetTalkList', { body: { current: 1, size: 500 } })
    expect(badList.status).toBe(400)
    expect(badList.body.message).toBe('每页最多 50 条')
  })

  it('reads one talk; a private one only for the admin', async () => {
    const pub = await publish({ content: '公开的' })
    const priv = await publish({ content: '只给自己看', status: 2 })
    const got = await s.api<Talk>('GET', `/api/talk/getTalkById/${pub.id}`)
    expect(got.status).toBe(200)
    expect(got.body.result.content).toBe('公开的')
    expect((await s.api('GET', `/api/talk/getTalkById/${priv.id}`)).status).toBe(404)
    expect((await s.api('GET', `/api/talk/getTalkById/${priv.id}`, { token: user.token })).status).toBe(404)
    expect((await s.api('GET', `/api/talk/getTalkById/${priv.id}`, { token: admin.token })).status).toBe(200)
    expect((await s.api('GET', '/api/talk/getTalkById/999999')).status).toBe(404)
    const bad = await s.api('GET', '/api/talk/getTalkById/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('参数 id 应为正整数')
  })

  it('likes idempotently, per user and per anonymous IP', async () => {
    const talk = await publish({ content: '点赞我' })
    const like = (token?: string) => s.api<TalkLikeResult>('PUT', `/api/talk/like/${talk.id}`, { token })
    expect((await like(user.token)).body.result).toEqual({ like_times: 1, is_like: true })
    expect((await like(user.token)).body.result).toEqual({ like_times: 1, is_like: true })
    expect((await like()).body.result).toEqual({ like_times: 2, is_like: true })

    const seen = await s.api<Talk>('GET', `/api/talk/getTalkById/${talk.id}`, { token: user.token })
    expect(seen.body.result).toMatchObject({ like_times: 2, is_like: true })
    const other = await s.newUser('talker')
    const list = await s.api<Paged<Talk>>('POST', '/api/talk/blogGetTalkList', {
      token: other.token,
      body: { current: 1, size: 50 },
    })
    expect(list.body.result.list.find((t) => t.id === talk.id)?.is_like).toBe(false)

    const cancel = () =>
      s.api<TalkLikeResult>('PUT', `/api/talk/cancelLike/${talk.id}`, { token: user.token })
    expect((await cancel()).body.result).toEqual({ like_times: 1, is_like: false })
    expect((await cancel()).body.result).toEqual({ like_times: 1, is_like: false })
    expect((await s.api('PUT', '/api/talk/like/999999')).status).toBe(404)
    expect((await s.api('PUT', '/api/talk/like/0')).status).toBe(400)
  })

  it('updates (images replaced), toggles top and deletes — admin only', async () => {
    const talk = await publish({ content: '旧内容', talkImgList: ['/uploads/1.png'] })
    const upd = await s.api<Talk>('PUT', '/api/talk/updateTalk', {
      token: admin.token,
      body: { id: talk.id, content: '新内容', talkImgList: ['/uploads/2.png', 'https://img.example/3.jpg'] },
    })
    expect(upd.status).toBe(200)
    expect(upd.body.result).toMatchObject({
      content: '新内容',
      talkImgList: ['/uploads/2.png', 'https://img.example/3.jpg'],
    })
    const keep = await s.api<Talk>('PUT', '/api/talk/updateTalk', {
      token: admin.token,
      body: { id: talk.id, is_top: 1 },
    })
    expect(keep.body.result).toMatchObject({ content: '新内容', is_top: 1 })
    expect(keep.body.result.talkImgList).toHaveLength(2)

    expect((await s.api('PUT', '/api/talk/updateTalk', { body: { id: talk.id, content: 'x' } })).status).toBe(
      401,
    )
    expect(
      (await s.api('PUT', '/api/talk/updateTalk', { token: user.token, body: { id: talk.id, content: 'x' } }))
        .status,
    ).toBe(403)
    const badStatus = await s.api('PUT', '/api/talk/updateTalk', {
      token: admin.token,
      body: { id: talk.id, status: 7 },
    })
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.message).toMatch(/status/)
    expect(
      (await s.api('PUT', '/api/talk/updateTalk', { token: admin.token, body: { id: 999999, content: 'x' } }))
        .status,
    ).toBe(404)

    const top = await s.api<Talk>('PUT', `/api/talk/toggleTop/${talk.id}`, { token: admin.token })
    expect(top.body.result.is_top).toBe(0)
    expect((await s.api('PUT', `/api/talk/toggleTop/${talk.id}`, { token: admin.token })).status).toBe(200)
    expect((await s.api('PUT', `/api/talk/toggleTop/${talk.id}`, { token: user.token })).status).toBe(403)
    expect((await s.api('PUT', `/api/talk/toggleTop/${talk.id}`)).status).toBe(401)

    await addComment(talk.id, 2)
    await s.api('PUT', `/api/talk/like/${talk.id}`, { token: user.token })
    expect((await s.api('DELETE', `/api/talk/deleteTalkById/${talk.id}`)).status).toBe(401)
    expect((await s.api('DELETE', `/api/talk/deleteTalkById/${talk.id}`, { token: user.token })).status).toBe(
      403,
    )
    expect(
      (await s.api('DELETE', `/api/talk/deleteTalkById/${talk.id}`, { token: admin.token })).status,
    ).toBe(200)
    expect((await s.api('GET', `/api/talk/getTalkById/${talk.id}`)).status).toBe(404)
    expect(
      (await s.api('DELETE', `/api/talk/deleteTalkById/${talk.id}`, { token: admin.token })).status,
    ).toBe(404)
    const db = s.running.ctx.db
    const left = await db
      .selectFrom('comments')
      .select('id')
      .where('type', '=', 2)
      .where('for_id', '=', talk.id)
      .execute()
    expect(left).toHaveLength(0)
    const photos = await db.selectFrom('talk_photos').select('id').where('talk_id', '=', talk.id).execute()
    expect(photos).toHaveLength(0)
  })
})
