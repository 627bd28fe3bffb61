// Demo data and an in-memory server for the desk's talks and albums (stories and tests only).
import type { Album, Photo, Talk, TalkWriteBody } from '../../core/contract/index.ts'
import { demoAlbums, demoPhotos, svgPicture } from '../../widgets/albums/fixtures.ts'
import { TALKS } from '../../widgets/talk/mock-talk.ts'
import { type MockRoute, updateRow } from '../../widgets/testing/mock-api.ts'
import { pageOf } from '../fixtures.ts'

type Req = { body: unknown; url: URL }

const lastId = (url: URL): number => Number(url.pathname.split('/').pop())

/** The desk sees hidden talks too: the fourth demo talk is hidden. */
export const DESK_TALKS: Talk[] = TALKS.map((t) => (t.id === 4 ? { ...t, status: 2 } : t))

export interface MediaRoutesOptions {
  talks?: Talk[]
  albums?: Album[]
  /** replaces a route, e.g. with a MockFailure or `forever` */
  override?: Record<string, MockRoute>
}

/**
 * The talk, album, photo and upload routes the desk calls, kept in memory so a test sees its own
 * changes when the list reloads. Uploads answer `/uploads/<name>` with a thumbnail.
 */
export function mediaRoutes(options: MediaRoutesOptions = {}): Record<string, MockRoute> {
  const talks = (options.talks ?? DESK_TALKS).map((t) => ({ ...t, talkImgList: [...t.talkImgList] }))
  const albums = (options.albums ?? demoAlbums).map((a) => ({ ...a }))
  const photos = new Map<number, Photo[]>(
    albums.map((a) => [a.id, demoPhotos(a.id, a.photo_count, a.id * 50)]),
  )
  let nextId = 1000
  const talkOrder = () =>
    [...talks].sort((a, b) => b.is_top - a.is_top || b.createdAt.localeCompare(a.createdAt))
  const countPhotos = (albumId: number) => {
    const album = albums.find((a) => a.id === albumId)
    if (album) album.photo_count = photos.get(albumId)?.length ?? 0
  }

  return {
    // the menu's number beside 审核 (docs/api.md §27): nothing waits here
    'GET /api/desk/review/count': 0,
    'POST /api/desk/talks': ({ body }: Req) => {
      const q = body as { current: number; size: number }
      return pageOf(talkOrder(), q.current, q.size)
    },
    'POST /api/talk/publishTalk': ({ body }: Req) => {
      const b = body as TalkWriteBody
      const talk: Talk = {
        ...(TALKS[0] as Talk),
        id: ++nextId,
        content: b.content,
        talkImgList: b.talkImgList ?? [],
        is_top: b.is_top ?? 0,
        status: b.status ?? 1,
        like_times: 0,
        comment_total: 0,
        createdAt: new Date().toISOString(),
      }
      talks.push(talk)
      return talk
    },
    'PUT /api/talk/updateTalk': ({ body }: Req) => {
      const b = body as TalkWriteBody & { id: number }
      const talk = talks.find((t) => t.id === b.id)
      if (!talk) return undefined
      Object.assign(talk, {
        content: b.content,
        ...(b.talkImgList ? { talkImgList: b.talkImgList } : {}),
        ...(b.status ? { status: b.status } : {}),
        ...(b.is_top !== undefined ? { is_top: b.is_top } : {}),
      })
      return talk
    },
    'PUT /api/talk/toggleTop/*': ({ url }: Req) => {
      const talk = talks.find((t) => t.id === lastId(url))
      if (talk) talk.is_top = talk.is_top ? 0 : 1
      return talk
    },
    'DELETE /api/talk/deleteTalkById/*': ({ url }: Req) => {
      talks.splice(
        talks.findIndex((t) => t.id === lastId(url)),
        1,
      )
      return true
    },
    'GET /api/photoAlbum/getAllAlbumList': () => albums.map((a) => ({ ...a })),
    'POST /api/photoAlbum/add': ({ body }: Req) => {
      const b = body as Omit<Album, 'id'>
      const album: Album = {
        ...b,
        description: b.description ?? '',
        id: ++nextId,
        photo_count: 0,
        createdAt: new Date().toISOString(),
      }
      albums.unshift(album)
      photos.set(album.id, [])
      return album
    },
    'PUT /api/photoAlbum/update': updateRow(albums),
    'DELETE /api/photoAlbum/delete/*': ({ url }: Req) => {
      albums.splice(
        albums.findIndex((a) => a.id === lastId(url)),
        1,
      )
      return true
    },
    'GET /api/photo/getAllPhotosByAlbumId/*': ({ url }: Req) => [...(photos.get(lastId(url)) ?? [])],
    'POST /api/photo/add': ({ body }: Req) => {
      const b = body as { album_id: number; photos: Omit<Photo, 'id'>[] }
      const added = b.photos.map((p) => ({ ...p, id: ++nextId, album_id: b.album_id }))
      photos.set(b.album_id, [...(photos.get(b.album_id) ?? []), ...added])
      countPhotos(b.album_id)
      return added
    },
    'DELETE /api/photo/delete/*': ({ url }: Req) => {
      for (const [albumId, list] of photos) {
        photos.set(
          albumId,
          list.filter((p) => p.id !== lastId(url)),
        )
        countPhotos(albumId)
      }
      return true
    },
    'PUT /api/desk/photos/order': ({ body }: Req) => {
      const b = body as { album_id: number; ids: number[] }
      const list = photos.get(b.album_id) ?? []
      photos.set(
        b.album_id,
        b.ids.flatMap((id) => list.filter((p) => p.id === id)),
      )
      return true
    },
    'POST /api/upload/img': () => {
      const n = ++nextId
      const hue = (n * 37) % 360
      return {
        url: svgPicture(480, 320, hue, `${n}`),
        thumb_url: svgPicture(120, 80, hue, `${n}`),
        width: 480,
        height: 320,
      }
    },
    ...options.override,
  }
}
