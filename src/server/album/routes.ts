import { Hono } from 'hono'
import * as v from 'valibot'
import type { Album, Photo } from '../../core/contract/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { now } from '../db/database.ts'
import { requireAdmin } from '../http/auth.ts'
import { badRequest, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, optionalText, plainText, safeUrl, text } from '../http/validate.ts'

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

function albumQuery(ctx: ServerContext) {
  return ctx.db
    .selectFrom('albums as a')
    .select((eb) => [
      'a.id',
      'a.album_name',
      'a.album_cover',
      'a.description',
      'a.createdAt',
      'a.updatedAt',
      eb
        .selectFrom('photos as p')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('p.album_id', '=', 'a.id')
        .as('photo_count'),
    ])
}

type AlbumRow = Omit<Album, 'photo_count'> & { photo_count: number | string | null }
const toAlbum = (row: AlbumRow): Album => ({ ...row, photo_count: Number(row.photo_count ?? 0) })

export function albumRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  async function findAlbum(albumId: number): Promise<Album> {
    const row = await albumQuery(ctx).where('a.id', '=', albumId).executeTakeFirst()
    if (!row) throw notFound('相册不存在')
    return toAlbum(row)
  }

  r.get('/getAllAlbumList', async (c) => {
    const rows = await albumQuery(ctx).orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').execute()
    return ok(c, rows.map(toAlbum))
  })

  r.post('/add', async (c) => {
    requireAdmin(c)
    const input = await body(c, AlbumAddSchema)
    const stamp = now()
    const row = await ctx.db
      .insertInto('albums')
      .values({ ...input, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
    return ok(c, await findAlbum(row.id))
  })

  r.put('/update', async (c) => {
    requireAdmin(c)
    const { id: albumId, ...fields } = await body(c, AlbumUpdateSchema)
    await findAlbum(albumId)
    const patch: { album_name?: string; album_cover?: string; description?: string; updatedAt: string } = {
      updatedAt: now(),
    }
    if (fields.album_name !== undefined) patch.album_name = fields.album_name
    if (fields.album_cover !== undefined) patch.album_cover = fields.album_cover
    if (fields.description !== undefined) patch.description = fields.description
    await ctx.db.updateTable('albums').set(patch).where('id', '=', albumId).execute()
    return ok(c, await findAlbum(albumId))
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const albumId = intParam(c, 'id')
    await findAlbum(albumId)
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('photos').where('album_id', '=', albumId).execute()
      await trx.deleteFrom('albums').where('id', '=', albumId).execute()
    })
    return ok(c, true)
  })

  return r
}

export function photoRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const photoColumns = ['id', 'album_id', 'url', 'thumb_url', 'width', 'height'] as const

  async function albumExists(albumId: number): Promise<void> {
    const row = await ctx.db.selectFrom('albums').select('id').where('id', '=', albumId).executeTakeFirst()
    if (!row) throw notFound('相册不存在')
  }

  r.get('/getAllPhotosByAlbumId/:id', async (c) => {
    const albumId = intParam(c, 'id')
    await albumExists(albumId)
    const rows: Photo[] = await ctx.db
      .selectFrom('photos')
      .select(photoColumns)
      .where('album_id', '=', albumId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
    return ok(c, rows)
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
    await albumExists(input.album_id)
    const stamp = now()
    const rows: Photo[] = await ctx.db
      .insertInto('photos')
      .values(
        items.map((p) => ({
          album_id: input.album_id,
          url: p.url,
          thumb_url: p.thumb_url || p.url,
          width: p.width,
          height: p.height,
          createdAt: stamp,
        })),
      )
      .returning(photoColumns)
      .execute()
    await ctx.db.updateTable('albums').set({ updatedAt: stamp }).where('id', '=', input.album_id).execute()
    return ok(c, rows)
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const photoId = intParam(c, 'id')
    const deleted = await ctx.db.deleteFrom('photos').where('id', '=', photoId).executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) throw notFound('图片不存在')
    return ok(c, true)
  })

  return r
}
