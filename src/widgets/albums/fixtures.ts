// Demo data for the stories and tests: no network, every image is a small inline SVG.
import type { Album, Photo } from '../../core/contract/index.ts'
import { photo } from '../../core/testing/index.ts'

// the desk's media fixtures draw their photos with this name
export { photo as svgPicture }

/** width × height of the ten demo photos: landscape, portrait and square mixed. */
const SHAPES: readonly [number, number][] = [
  [1200, 800],
  [800, 1200],
  [1000, 1000],
  [1600, 900],
  [900, 1350],
  [1200, 800],
  [1080, 1080],
  [800, 1000],
  [1500, 1000],
  [750, 1125],
]

export function demoPhotos(albumId: number, count = 10, hue = 200): Photo[] {
  return Array.from({ length: count }, (_, i) => {
    const [width, height] = SHAPES[i % SHAPES.length] ?? [1200, 800]
    const tint = (hue + i * 23) % 360
    return {
      id: albumId * 100 + i + 1,
      album_id: albumId,
      url: photo(width / 2, height / 2, tint, String(i + 1)),
      thumb_url: photo(width / 8, height / 8, tint, String(i + 1)),
      width,
      height,
    }
  })
}

export const demoAlbums: Album[] = [
  {
    id: 1,
    album_name: '旅行日记',
    album_cover: photo(400, 300, 200),
    description: '去年秋天在大理和洱海边拍的照片',
    photo_count: 10,
    createdAt: '2024-10-02T08:00:00.000Z',
  },
  {
    id: 2,
    album_name: '城市夜景',
    album_cover: photo(400, 300, 250),
    description: '下班路上的霓虹与车流',
    photo_count: 6,
    createdAt: '2024-08-15T08:00:00.000Z',
  },
  {
    id: 3,
    album_name: '家里的猫',
    album_cover: photo(400, 300, 30),
    description: '橘猫“团子”的日常，吃饭、睡觉、晒太阳',
    photo_count: 24,
    createdAt: '2024-05-20T08:00:00.000Z',
  },
  {
    id: 4,
    album_name: '未整理',
    album_cover: '',
    description: '',
    photo_count: 0,
    createdAt: '2024-01-01T08:00:00.000Z',
  },
]

/** Routes for `mockFetch`: the album list and every album's photos (album 4 is empty). */
export function albumRoutes(): Record<string, unknown> {
  return {
    'GET /api/photoAlbum/getAllAlbumList': demoAlbums,
    'GET /api/photo/getAllPhotosByAlbumId/1': demoPhotos(1, 10, 200),
    'GET /api/photo/getAllPhotosByAlbumId/2': demoPhotos(2, 6, 250),
    'GET /api/photo/getAllPhotosByAlbumId/3': demoPhotos(3, 24, 30),
    'GET /api/photo/getAllPhotosByAlbumId/4': [],
  }
}
