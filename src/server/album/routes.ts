import { Hono } from 'hono'
import * as v from 'valibot'
import type { Album } from '../../core/contract/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { requireAdmin } from '../http/auth.ts'
import { badRequest, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, optionalText, plainText, safeUrl, text } from '../http/validate.ts'
import {
  albumExists,
  albumPhotos,
  allAlbums,
  deleteAlbum,
  deletePhoto,
  findAlbum,
  insertAlbum,
  insertPhotos,
  updateAlbum,
} from './sql.ts'

const PHOTOS_PER_ADD_MAX = 100

const albumFields = {
  album_name: text(30, '相册名称'),
  album_cover: v.optional(safeUrl('相册封面'), ''),
  description: optionalText(200, '相册描述'),
}
const AlbumAddSchema = v.object(albumFields)
const AlbumUpdateSchema = v.object({
  id,
  album_name: v.optional(albumFields.album_name),
  album_cover: v.optional(safeUrl('相册封面')),
  description: v.optional(plainText(200, '相册描述')),
})

const dimension = v.optional(
  v.pipe(v.number('图片尺寸应为数字'), v.integer('图片尺寸应为整数'), v.minValue(0), v.maxValue(100_000)),
  0,
)
const photoUrl = v.pipe(safeUrl('图片地址'), v.minLength(1, '请提供图片地址'))
const PhotoItem = v.object({
  url: photoUrl,
  thumb_url: v.optional(safeUrl('缩略图地址'), ''),
  width: dimension,
  height: dimension,
})
/** `photos` (with sizes, from the upload answer) or plain `urls`; either names the same bulk add. */
const PhotoAddSchema = v.object({
  album_id: id,
  photos: v.optional(
    v.pipe(
      v.array(PhotoItem, 'photos 应为数组'),
      v.maxLength(PHOTOS_PER_ADD_MAX, `一次最多添加${PHOTOS_PER_ADD_MAX}张图片`),
    ),
  ),
  urls: v.optional(
    v.pipe(
      v.array(photoUrl, 'urls 应为数组'),
      v.maxLength(PHOTOS_PER_ADD_MAX, `一次最多添加${PHOTOS_PER_ADD_MAX}张图片`),
    ),
  ),
})

export function albumRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  async function existingAlbum(albumId: number): Promise<Album> {
    const album = await findAlbum(ctx.db, albumId)
    if (!album) throw notFound('相册不存在')
    return album
  }

  r.get('/getAllAlbumList', async (c) => {
    return ok(c, await allAlbums(ctx.db))
  })

  r.post('/add', async (c) => {
    requireAdmin(c)
    const input = await body(c, AlbumAddSchema)
    return ok(c, await existingAlbum(await insertAlbum(ctx.db, input)))
  })

  r.put('/update', async (c) => {
    requireAdmin(c)
    const { id: albumId, ...fields } = await body(c, AlbumUpdateSchema)
    await existingAlbum(albumId)
    await updateAlbum(ctx.db, albumId, fields)
    return ok(c, await existingAlbum(albumId))
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const albumId = intParam(c, 'id')
    await existingAlbum(albumId)
    await deleteAlbum(ctx.db, albumId)
    return ok(c, true)
  })

  return r
}

export function photoRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  async function albumMustExist(albumId: number): Promise<void> {
    if (!(await albumExists(ctx.db, albumId))) throw notFound('相册不存在')
  }

  r.get('/getAllPhotosByAlbumId/:id', async (c) => {
    const albumId = intParam(c, 'id')
    await albumMustExist(albumId)
    return ok(c, await albumPhotos(ctx.db, albumId))
  })

  r.post('/add', async (c) => {
    requireAdmin(c)
    const input = await body(c, PhotoAddSchema)
    const items = [
      ...(input.photos ?? []),
      ...(input.urls ?? []).map((url) => ({ url, thumb_url: '', width: 0, height: 0 })),
    ]
    if (items.length === 0) throw badRequest('请至少添加一张图片')
    if (items.length > PHOTOS_PER_ADD_MAX) throw badRequest(`一次最多添加${PHOTOS_PER_ADD_MAX}张图片`)
    await albumMustExist(input.album_id)
    const rows = await insertPhotos(ctx.db, input.album_id, items)
    return ok(c, rows)
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const photoId = intParam(c, 'id')
    if (!(await deletePhoto(ctx.db, photoId))) throw notFound('图片不存在')
    return ok(c, true)
  })

  return r
}
