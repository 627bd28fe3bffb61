export { ALBUM_LIST_PATH, Albums, type AlbumsProps, albumPath } from './Albums.tsx'
