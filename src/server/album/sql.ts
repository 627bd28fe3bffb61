import type { Kysely } from 'kysely'
import type { Album, Photo } from '../../core/contract/index.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'

// Albums and their photos in the database; the HTTP rules are in routes.ts.

function albumQuery(db: Kysely<DB>) {
  return db
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

/** Every album with its photo count, newest first. */
export async function allAlbums(db: Kysely<DB>): Promise<Album[]> {
  const rows = await albumQuery(db).orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').execute()
  return rows.map(toAlbum)
}

export async function findAlbum(db: Kysely<DB>, albumId: number): Promise<Album | undefined> {
  const row = await albumQuery(db).where('a.id', '=', albumId).executeTakeFirst()
  return row && toAlbum(row)
}

export async function insertAlbum(
  db: Kysely<DB>,
  input: { album_name: string; album_cover: string; description: string },
): Promise<number> {
  const stamp = now()
  const row = await db
    .insertInto('albums')
    .values({ ...input, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateAlbum(
  db: Kysely<DB>,
  albumId: number,
  fields: {
    album_name?: string | undefined
    album_cover?: string | undefined
    description?: string | undefined
  },
): Promise<void> {
  const patch: { album_name?: string; album_cover?: string; description?: string; updatedAt: string } = {
    updatedAt: now(),
  }
  if (fields.album_name !== undefined) patch.album_name = fields.album_name
  if (fields.album_cover !== undefined) patch.album_cover = fields.album_cover
  if (fields.description !== undefined) patch.description = fields.description
  await db.updateTable('albums').set(patch).where('id', '=', albumId).execute()
}

/** The album and its photos, in one transaction. */
export async function deleteAlbum(db: Kysely<DB>, albumId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('photos').where('album_id', '=', albumId).execute()
    await trx.deleteFrom('albums').where('id', '=', albumId).execute()
  })
}

export async function albumExists(db: Kysely<DB>, albumId: number): Promise<boolean> {
  const row = await db.selectFrom('albums').select('id').where('id', '=', albumId).executeTakeFirst()
  return row !== undefined
}

const photoColumns = ['id', 'album_id', 'url', 'thumb_url', 'width', 'height'] as const

export function albumPhotos(db: Kysely<DB>, albumId: number): Promise<Photo[]> {
  return db
    .selectFrom('photos')
    .select(photoColumns)
    .where('album_id', '=', albumId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

export interface NewPhoto {
  url: string
  thumb_url: string
  width: number
  height: number
}

/** Adds photos to an album (a photo without a thumbnail is its own) and marks the album changed. */
export async function insertPhotos(db: Kysely<DB>, albumId: number, items: NewPhoto[]): Promise<Photo[]> {
  const stamp = now()
  const rows: Photo[] = await db
    .insertInto('photos')
    .values(
      items.map((p) => ({
        album_id: albumId,
        url: p.url,
        thumb_url: p.thumb_url || p.url,
        width: p.width,
        height: p.height,
        createdAt: stamp,
      })),
    )
    .returning(photoColumns)
    .execute()
  await db.updateTable('albums').set({ updatedAt: stamp }).where('id', '=', albumId).execute()
  return rows
}

/** Whether a photo was there to delete. */
export async function deletePhoto(db: Kysely<DB>, photoId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('photos').where('id', '=', photoId).executeTakeFirst()
  return Number(deleted.numDeletedRows) > 0
}

/** How many of `ids` are photos of the album. */
export async function countAlbumPhotos(db: Kysely<DB>, albumId: number, ids: number[]): Promise<number> {
  const owned = await db
    .selectFrom('photos')
    .select('id')
    .where('album_id', '=', albumId)
    .where('id', 'in', ids)
    .execute()
  return owned.length
}

/** Puts photos in the given order, in one transaction. */
export async function orderPhotos(db: Kysely<DB>, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // ordered photos take -n … -1, so photos uploaded later (0) follow them in upload order
    for (const [index, photoId] of ids.entries()) {
      await trx
        .updateTable('photos')
        .set({ sort_order: index - ids.length })
        .where('id', '=', photoId)
        .execute()
    }
  })
}
