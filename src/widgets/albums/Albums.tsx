import { mediaUrl } from '../../core/config/index.ts'
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { getAllAlbumList, getAllPhotosByAlbumId } from '../../core/api/album.ts'
import type { Album, Photo } from '../../core/contract/index.ts'
import {
  Empty,
  ErrorState,
  Icon,
  isPlainClick,
  Lightbox,
  type LightboxImage,
  type Loaded,
  Loading,
  useLoad,
  type ThemeSetting,
  Toaster,
  uiCss,
  WidgetRoot,
} from '../ui/index.ts'
import css from './albums.css?inline'
import * as icons from '../ui/icons.ts'

/** The host routes this widget points at. */
export const ALBUM_LIST_PATH = '/photoAlbum'
export const albumPath = (id: number): string => `/photos?id=${id}`

export interface AlbumsProps {
  /** 'light' | 'dark' | 'auto'; unset follows the site preference */
  theme?: ThemeSetting | string
  /** show this album's photos directly (attribute `album-id`); unset shows the album list */
  albumId?: number
  /**
   * Asked before the widget changes view: `/photos?id=N` when an album is opened, `/photoAlbum`
   * on "返回相册". Return `false` (the element: a cancelled `xz-navigate`) when the host routes
   * itself; otherwise the widget switches view in place.
   */
  onNavigate?: (path: string) => unknown
}

const validId = (id: unknown): number | null =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null

/** A photo as the lightbox shows it: its thumbnail fills the box until the full image arrives. */
const lightboxImage = (photo: Photo, index: number, albumName: string): LightboxImage => ({
  src: mediaUrl(photo.url),
  alt: `${albumName} 第 ${index + 1} 张`,
  width: photo.width > 0 ? photo.width : undefined,
  height: photo.height > 0 ? photo.height : undefined,
  placeholder: photo.thumb_url ? mediaUrl(photo.thumb_url) : undefined,
})

/** Where focus goes after a view change the user asked for. */
type FocusTarget = { kind: 'heading' } | { kind: 'album'; id: number } | { kind: 'photo'; index: number }

/** `<xz-albums>`: the album list as cards, one album's photos in a grid, and a lightbox. */
export function Albums({ theme, albumId, onNavigate }: AlbumsProps) {
  const [openId, setOpenId] = useState<number | null>(() => validId(albumId))
  const [viewing, setViewing] = useState<number | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const focusNext = useRef<FocusTarget | null>(null)

  // the attribute wins whenever it changes (the host routed to another album, or back to the list)
  useEffect(() => {
    setOpenId(validId(albumId))
    setViewing(null)
  }, [albumId])

  const albums = useLoad('albums', getAllAlbumList)
  const photos = useLoad(openId === null ? null : `album-${openId}`, () => getAllPhotosByAlbumId(openId ?? 0))

  useEffect(() => {
    const target = focusNext.current
    const root = rootRef.current
    if (!target || !root) return
    let el: HTMLElement | null = null
    if (target.kind === 'heading') el = root.querySelector<HTMLElement>('.xz-albums-title')
    else if (target.kind === 'album') el = root.querySelector<HTMLElement>(`[data-album-id="${target.id}"]`)
    else if (photos.data) el = root.querySelector<HTMLElement>(`[data-index="${target.index}"]`)
    else return // the grid is not there yet; try again when it is
    focusNext.current = null
    el?.focus()
  })

  const openAlbum = (event: MouseEvent<HTMLAnchorElement>, album: Album) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    if (onNavigate?.(albumPath(album.id)) === false) return
    focusNext.current = { kind: 'heading' }
    setViewing(null)
    setOpenId(album.id)
  }

  const backToList = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    if (onNavigate?.(ALBUM_LIST_PATH) === false) return
    if (openId !== null) focusNext.current = { kind: 'album', id: openId }
    setViewing(null)
    setOpenId(null)
  }

  const closeLightbox = () => {
    // back to the photo last shown, which may not be the one first clicked
    if (viewing !== null) focusNext.current = { kind: 'photo', index: viewing }
    setViewing(null)
  }

  const album = albums.data?.find((a) => a.id === openId)

  return (
    <WidgetRoot theme={theme} css={[uiCss, css]}>
      <div className="xz-albums" ref={rootRef}>
        {openId === null ? (
          <AlbumList albums={albums} onOpen={openAlbum} />
        ) : (
          <AlbumView album={album} photos={photos} onBack={backToList} onView={setViewing} />
        )}
        {openId !== null && photos.data ? (
          <Lightbox
            images={photos.data.map((photo, i) => lightboxImage(photo, i, album?.album_name ?? '相册'))}
            index={viewing}
            title={album?.album_name ?? '相册'}
            onIndex={setViewing}
            onClose={closeLightbox}
          />
        ) : null}
      </div>
      <Toaster />
    </WidgetRoot>
  )
}

function AlbumList({
  albums,
  onOpen,
}: {
  albums: Loaded<Album[]>
  onOpen: (event: MouseEvent<HTMLAnchorElement>, album: Album) => void
}) {
  if (albums.status === 'error')
    return <ErrorState message={`相册加载失败：${albums.error}`} onRetry={albums.reload} />
  if (!albums.data) return <Loading text="相册加载中…" />
  if (albums.data.length === 0) return <Empty text="还没有相册" />
  return (
    <ul className="xz-albums-cards">
      {albums.data.map((album) => (
        <li key={album.id}>
          <a
            className="xz-albums-card"
            href={albumPath(album.id)}
            data-album-id={album.id}
            onClick={(event) => onOpen(event, album)}
          >
            <span className="xz-albums-cover">
              {album.album_cover ? (
                <img
                  className="xz-albums-cover-img"
                  src={mediaUrl(album.album_cover)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <Icon icon={icons.photo} size={40} />
              )}
            </span>
            <span className="xz-albums-card-body">
              <h3 className="xz-albums-card-name">{album.album_name}</h3>
              {album.description ? <span className="xz-albums-card-desc">{album.description}</span> : null}
              <span className="xz-albums-card-count">
                <Icon icon={icons.image} size={14} />
                {`${album.photo_count} 张照片`}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function AlbumView({
  album,
  photos,
  onBack,
  onView,
}: {
  album: Album | undefined
  photos: Loaded<Photo[]>
  onBack: (event: MouseEvent<HTMLAnchorElement>) => void
  onView: (index: number) => void
}) {
  const name = album?.album_name ?? '相册'
  const titleId = useId()
  return (
    <section className="xz-albums-album" aria-labelledby={titleId}>
      <a className="xz-albums-back" href={ALBUM_LIST_PATH} onClick={onBack}>
        <Icon icon={icons.arrowLeft} size={16} />
        返回相册
      </a>
      <header className="xz-albums-head">
        <h2 className="xz-albums-title" id={titleId} tabIndex={-1}>
          {name}
        </h2>
        {album?.description ? <p className="xz-albums-desc">{album.description}</p> : null}
        {photos.data && photos.data.length > 0 ? (
          <p className="xz-albums-meta">{`${photos.data.length} 张照片`}</p>
        ) : null}
      </header>
      {photos.status === 'error' ? (
        <ErrorState message={`照片加载失败：${photos.error}`} onRetry={photos.reload} />
      ) : !photos.data ? (
        <Loading text="照片加载中…" />
      ) : photos.data.length === 0 ? (
        <Empty text="这个相册还没有照片" />
      ) : (
        <ul className="xz-albums-grid">
          {photos.data.map((photo, index) => {
            const sized = photo.width > 0 && photo.height > 0
            return (
              <li className="xz-albums-item" key={photo.id}>
                <button
                  type="button"
                  className="xz-thumb"
                  data-index={index}
                  aria-label={`查看第 ${index + 1} 张照片`}
                  onClick={() => onView(index)}
                >
                  <img
                    className="xz-albums-thumb-img"
                    src={mediaUrl(photo.thumb_url || photo.url)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={sized ? photo.width : undefined}
                    height={sized ? photo.height : undefined}
                  />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
