import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Album, Photo } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
let admin: { token: string; id: number }
let user: { token: string; id: number }

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
  user = await s.newUser('viewer')
})
afterAll(() => s.close())

async function addAlbum(body: Record<string, unknown>): Promise<Album> {
  const res = await s.api<Album>('POST', '/api/photoAlbum/add', { token: admin.token, body })
  expect(res.status).toBe(200)
  return res.body.result
}

describe('album routes', () => {
  it('adds albums (admin) and lists them with photo counts', async () => {
    const a = await addAlbum({ album_name: '旅行', album_cover: '/uploads/cover.jpg', description: '路上' })
    expect(a).toMatchObject({ album_name: '旅行', album_cover: '/uploads/cover.jpg', photo_count: 0 })
    const b = await addAlbum({ album_name: '日常' })
    await s.api('POST', '/api/photo/add', {
      token: admin.token,
      body: { album_id: a.id, photos: [{ url: '/uploads/1.jpg' }, { url: '/uploads/2.jpg' }] },
    })
    const list = await s.api<Album[]>('GET', '/api/photoAlbum/getAllAlbumList')
    expect(list.status).toBe(200)
    const byId = new Map(list.body.result.map((x) => [x.id, x]))
    expect(byId.get(a.id)?.photo_count).toBe(2)
    expect(byId.get(b.id)).toMatchObject({
      album_name: '日常',
      album_cover: '',
      description: '',
      photo_count: 0,
    })
  })

  it('guards album writes: 401, 403, 400 and 404', async () => {
    expect((await s.api('POST', '/api/photoAlbum/add', { body: { album_name: 'x' } })).status).toBe(401)
    const no = await s.api('POST', '/api/photoAlbum/add', { token: user.token, body: { album_name: 'x' } })
    expect(no.status).toBe(403)
    const empty = await s.api('POST', '/api/photoAlbum/add', { token: admin.token, body: { album_name: '' } })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('请输入相册名称')
    const cover = await s.api('POST', '/api/photoAlbum/add', {
      token: admin.token,
      body: { album_name: 'x', album_cover: 'javascript:alert(1)' },
    })
    expect(cover.status).toBe(400)
    expect(cover.body.message).toBe('相册封面应为 http(s) 链接或站内路径')
    const missing = await s.api('PUT', '/api/photoAlbum/update', {
      token: admin.token,
      body: { id: 999999, album_name: 'x' },
    })
    expect(missing.status).toBe(404)
  })

  it('updates and deletes an album with its photos', async () => {
    const a = await addAlbum({ album_name: '待改' })
    const upd = await s.api<Album>('PUT', '/api/photoAlbum/update', {
      token: admin.token,
      body: { id: a.id, description: '新描述' },
    })
    expect(upd.body.result).toMatchObject({ album_name: '待改', description: '新描述' })
    expect(
      (
        await s.api('PUT', '/api/photoAlbum/update', {
          token: user.token,
          body: { id: a.id, album_name: 'y' },
        })
      ).status,
    ).toBe(403)
    await s.api('POST', '/api/photo/add', {
      token: admin.token,
      body: { album_id: a.id, urls: ['/uploads/z.jpg'] },
    })
    expect((await s.api('DELETE', `/api/photoAlbum/delete/${a.id}`)).status).toBe(401)
    expect((await s.api('DELETE', `/api/photoAlbum/delete/${a.id}`, { token: user.token })).status).toBe(403)
    expect((await s.api('DELETE', `/api/photoAlbum/delete/${a.id}`, { token: admin.token })).status).toBe(200)
    expect((await s.api('GET', `/api/photo/getAllPhotosByAlbumId/${a.id}`)).status).toBe(404)
    const orphans = await s.running.ctx.db
      .selectFrom('photos')
      .select('id')
      .where('album_id', '=', a.id)
      .execute()
    expect(orphans).toHaveLength(0)
    expect((await s.api('DELETE', `/api/photoAlbum/delete/${a.id}`, { token: admin.token })).status).toBe(404)
  })
})

describe('photo routes', () => {
  it('adds photos in bulk and lists them; thumb_url falls back to the url', async () => {
    const a = await addAlbum({ album_name: '相片' })
    const add = await s.api<Photo[]>('POST', '/api/photo/add', {
      token: admin.token,
      body: {
        album_id: a.id,
        photos: [
          { url: '/uploads/big.jpg', thumb_url: '/uploads/thumb_big.jpg', width: 1600, height: 900 },
          { url: 'https://img.example/p.png' },
        ],
      },
    })
    expect(add.status).toBe(200)
    expect(add.body.result).toHaveLength(2)
    const list = await s.api<Photo[]>('GET', `/api/photo/getAllPhotosByAlbumId/${a.id}`)
    expect(
      list.body.result.map(({ url, thumb_url, width, height }) => ({ url, thumb_url, width, height })),
    ).toEqual([
      { url: '/uploads/big.jpg', thumb_url: '/uploads/thumb_big.jpg', width: 1600, height: 900 },
      { url: 'https://img.example/p.png', thumb_url: 'https://img.example/p.png', width: 0, height: 0 },
    ])
    expect((await s.api('GET', '/api/photo/getAllPhotosByAlbumId/999999')).status).toBe(404)
    expect((await s.api('GET', '/api/photo/getAllPhotosByAlbumId/x')).status).toBe(400)
  })

  it('guards photo writes: 401, 403, 400 and 404', async () => {
    const a = await addAlbum({ album_name: '守卫' })
    const body = { album_id: a.id, photos: [{ url: '/uploads/a.jpg' }] }
    expect((await s.api('POST', '/api/photo/add', { body })).status).toBe(401)
    expect((await s.api('POST', '/api/photo/add', { token: user.token, body })).status).toBe(403)
    const none = await s.api('POST', '/api/photo/add', {
      token: admin.token,
      body: { album_id: a.id, photos: [] },
    })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('请至少添加一张图片')
    const bad = await s.api('POST', '/api/photo/add', {
      token: admin.token,
      body: { album_id: a.id, photos: [{ url: 'data:image/png;base64,xx' }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('图片地址应为 http(s) 链接或站内路径')
    const noAlbum = await s.api('POST', '/api/photo/add', {
      token: admin.token,
      body: { ...body, album_id: 999999 },
    })
    expect(noAlbum.status).toBe(404)

    const added = await s.api<Photo[]>('POST', '/api/photo/add', { token: admin.token, body })
    const photoId = added.body.result[0]?.id
    expect(photoId).toBeTypeOf('number')
    expect((await s.api('DELETE', `/api/photo/delete/${photoId}`)).status).toBe(401)
    expect((await s.api('DELETE', `/api/photo/delete/${photoId}`, { token: user.token })).status).toBe(403)
    expect((await s.api('DELETE', `/api/photo/delete/${photoId}`, { token: admin.token })).status).toBe(200)
    expect((await s.api('DELETE', `/api/photo/delete/${photoId}`, { token: admin.token })).status).toBe(404)
  })
})
