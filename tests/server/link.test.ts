import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FriendLink, Paged } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let admin: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
})
afterAll(() => s.close())

let siteNo = 0
function site(extra: Record<string, unknown> = {}) {
  siteNo += 1
  return {
    site_name: `小站${siteNo}`,
    site_desc: '一个博客',
    site_avatar: `https://site${siteNo}.example/logo.png`,
    url: `https://site${siteNo}.example/`,
    ...extra,
  }
}

const publicList = async () =>
  (await s.api<Paged<FriendLink>>('POST', '/api/links/getLinksList', { body: { current: 1, size: 50 } })).body
    .result

describe('friend links', () => {
  it('takes an application as pending, tells the admins, and lists it once approved', async () => {
    const u = await s.newUser('linker')
    const add = await s.api<FriendLink>('POST', '/api/links/add', { token: u.token, body: site() })
    expect(add.status).toBe(200)
    expect(add.body.result).toMatchObject({ status: 1, user_id: u.id })
    const linkId = add.body.result.id
    expect((await publicList()).list.map((l) => l.id)).not.toContain(linkId)

    const notes = await s.running.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', admin.id)
      .where('type', '=', 4)
      .where('to_id', '=', linkId)
      .execute()
    expect(notes).toHaveLength(1)
    expect(notes[0]?.message).toContain('申请了友链')

    const approve = await s.api<FriendLink>('PUT', `/api/links/approve/${linkId}`, { token: admin.token })
    expect(approve.body.result.status).toBe(2)
    const list = await publicList()
    const shown = list.list.find((l) => l.id === linkId)
    expect(shown).toMatchObject({ site_name: add.body.result.site_name, url: add.body.result.url })
    expect(list.total).toBe(list.list.length)
  })

  it('validates the application: login (401), http(s) url, a name (400), one entry per url (409)', async () => {
    expect((await s.api('POST', '/api/links/add', { body: site() })).status).toBe(401)
    const u = await s.newUser('linker')
    const js = await s.api('POST', '/api/links/add', {
      token: u.token,
      body: site({ url: 'javascript:alert(1)' }),
    })
    expect(js.status).toBe(400)
    expect(js.body.message).toBe('网站地址应为 http(s) 链接')
    const rel = await s.api('POST', '/api/links/add', { token: u.token, body: site({ url: '/local' }) })
    expect(rel.status).toBe(400)
    const noName = await s.api('POST', '/api/links/add', { token: u.token, body: site({ site_name: '' }) })
    expect(noName.status).toBe(400)
    expect(noName.body.message).toBe('请输入网站名称')
    const avatar = await s.api('POST', '/api/links/add', {
      token: u.token,
      body: site({ site_avatar: 'javascript:x' }),
    })
    expect(avatar.status).toBe(400)
    const first = site()
    expect((await s.api('POST', '/api/links/add', { token: u.token, body: first })).status).toBe(200)
    const dup = await s.api('POST', '/api/links/add', {
      token: u.token,
      body: { ...first, site_name: '别名' },
    })
    expect(dup.status).toBe(409)
  })

  it('lets only the owner edit a link, which then waits for approval again', async () => {
    const owner = await s.newUser('owner')
    const other = await s.newUser('other')
    const add = await s.api<FriendLink>('POST', '/api/links/add', { token: owner.token, body: site() })
    const linkId = add.body.result.id
    await s.api('PUT', `/api/links/approve/${linkId}`, { token: admin.token })

    const body = { id: linkId, ...site() }
    expect((await s.api('PUT', '/api/links/frontUpdate', { body })).status).toBe(401)
    const theirs = await s.api('PUT', '/api/links/frontUpdate', { token: other.token, body })
    expect(theirs.status).toBe(403)
    expect(theirs.body.message).toBe('权限不足')
    // not even the admin edits someone's application through the front route
    expect((await s.api('PUT', '/api/links/frontUpdate', { token: admin.token, body })).status).toBe(403)
    const bad = await s.api('PUT', '/api/links/frontUpdate', {
      token: owner.token,
      body: { ...body, url: 'ftp://x.example' },
    })
    expect(bad.status).toBe(400)
    expect(
      (await s.api('PUT', '/api/links/frontUpdate', { token: owner.token, body: { ...body, id: 999999 } }))
        .status,
    ).toBe(404)

    const mine = await s.api<FriendLink>('PUT', '/api/links/frontUpdate', { token: owner.token, body })
    expect(mine.status).toBe(200)
    expect(mine.body.result).toMatchObject({ site_name: body.site_name, url: body.url, status: 1 })
    expect((await publicList()).list.map((l) => l.id)).not.toContain(linkId)
  })

  it('keeps approve, delete and the full list for admins', async () => {
    const u = await s.newUser('linker')
    const add = await s.api<FriendLink>('POST', '/api/links/add', { token: u.token, body: site() })
    const linkId = add.body.result.id

    expect((await s.api('PUT', `/api/links/approve/${linkId}`)).status).toBe(401)
    expect((await s.api('PUT', `/api/links/approve/${linkId}`, { token: u.token })).status).toBe(403)
    expect((await s.api('PUT', '/api/links/approve/999999', { token: admin.token })).status).toBe(404)

    expect((await s.api('POST', '/api/links/adminList', { token: u.token, body: {} })).status).toBe(403)
    const all = await s.api<Paged<FriendLink>>('POST', '/api/links/adminList', {
      token: admin.token,
      body: { current: 1, size: 50 },
    })
    expect(all.status).toBe(200)
    expect(all.body.result.list[0]?.status).toBe(1) // pending first
    expect(all.body.result.list.map((l) => l.id)).toContain(linkId)
    const pending = await s.api<Paged<FriendLink>>('POST', '/api/links/adminList', {
      token: admin.token,
      body: { status: 1 },
    })
    expect(pending.body.result.list.every((l) => l.status === 1)).toBe(true)
    const badStatus = await s.api('POST', '/api/links/adminList', { token: admin.token, body: { status: 5 } })
    expect(badStatus.status).toBe(400)

    expect((await s.api('DELETE', `/api/links/delete/${linkId}`)).status).toBe(401)
    expect((await s.api('DELETE', `/api/links/delete/${linkId}`, { token: u.token })).status).toBe(403)
    expect((await s.api('DELETE', `/api/links/delete/${linkId}`, { token: admin.token })).status).toBe(200)
    expect((await s.api('DELETE', `/api/links/delete/${linkId}`, { token: admin.token })).status).toBe(404)
  })

  it("approves the admin's own link at once", async () => {
    const add = await s.api<FriendLink>('POST', '/api/links/add', { token: admin.token, body: site() })
    expect(add.body.result.status).toBe(2)
    expect((await publicList()).list.map((l) => l.id)).toContain(add.body.result.id)
    const bad = await s.api('POST', '/api/links/getLinksList', { body: { current: 0 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('页码应从 1 开始')
  })
})
