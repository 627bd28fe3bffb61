import type { Album, Photo, UploadResult } from '../contract/index.ts'
import { del, get, post, put, seg } from './client.ts'

export const getAllAlbumList = (): Promise<Album[]> => get('photoAlbum/getAllAlbumList')

export const getAllPhotosByAlbumId = (id: number): Promise<Photo[]> =>
  get(`photo/getAllPhotosByAlbumId/${seg(id)}`)

export interface AlbumBody {
  album_name: string
  album_cover: string
  description?: string
}

// admin (docs/api.md §12): POST /add, PUT /update, DELETE /delete/:id, the article routes' pattern.
export const addAlbum = (body: AlbumBody): Promise<Album> => post('photoAlbum/add', body)

export const updateAlbum = (body: AlbumBody & { id: number }): Promise<Album> =>
  put('photoAlbum/update', body)

export const deleteAlbum = async (id: number): Promise<void> => {
  await del(`photoAlbum/delete/${seg(id)}`)
}

/**
 * Bulk add of images already sent through `uploadImage`: `photos` (the upload answers) keeps the
 * server's thumbnails and sizes; plain `urls` works too.
 */
export const addPhotos = (
  body: { album_id: number } & ({ photos: UploadResult[] } | { urls: string[] }),
): Promise<Photo[]> => post('photo/add', body)

export const deletePhoto = async (id: number): Promise<void> => {
  await del(`photo/delete/${seg(id)}`)
}
