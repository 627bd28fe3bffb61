import { type FormEvent, type MouseEvent, type ReactNode, useRef, useState } from 'react'
import {
  addAlbum,
  addPhotos,
  deleteAlbum,
  deletePhoto,
  getAllAlbumList,
  getAllPhotosByAlbumId,
  updateAlbum,
} from '../../../core/api/album.ts'
import { setDeskPhotoOrder } from '../../../core/api/desk.ts'
import type { Album, Photo } from '../../../core/contract/index.ts'
import { toast } from '../../../core/toast/index.ts'
import {
  Button,
  Dialog,
  Empty,
  ErrorState,
  FormField,
  TextField,
  isPlainClick,
  Loading,
  toastFailure,
  useConfirm,
  useLoad,
} from '../../../widgets/ui/index.ts'
import { useRowAct, useSave } from '../../actions.ts'
import { useMediaStyles } from '../../media-styles.ts'
import type { SectionProps } from '../../section.ts'
import { imageFiles, PickImages, UploadProgress, useUploads } from '../../uploads.tsx'
import { DangerButton } from '../../DangerButton.tsx'

const ALBUMS_PATH = '/desk/albums'
const albumPath = (id: number) => `${ALBUMS_PATH}?id=${id}`

const idFrom = (search: string): number | null => {
  const n = Number(new URLSearchParams(search).get('id'))
  return Number.isInteger(n) && n > 0 ? n : null
}

/** /desk/albums: the albums; `?id=N` one album's photos. */
export default function AlbumsSection({ search, navigate }: SectionProps) {
  const id = idFrom(search)
  const albums = useLoad('albums', getAllAlbumList)
  const [editing, setEditing] = useState<Album | 'new' | null>(null)
  const rows = useRowAct(albums.reload)
  const root = useRef<HTMLElement>(null)
  useMediaStyles(root)

  const remove = async (album: Album) => {
    const question = `确定删除相册「${album.album_name}」和其中的 ${album.photo_count} 张照片吗？删除后无法恢复。`
    const removed = await rows.act(album.id, question, () => deleteAlbum(album.id), '删除成功', {
      okText: '删除',
      failed: '删除失败',
    })
    if (removed && id === album.id) navigate(ALBUMS_PATH)
  }

  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    navigate(to)
  }

  const open = id === null ? null : (albums.data?.find((a) => a.id === id) ?? null)
  let body: ReactNode
  if (albums.status === 'error' && !albums.data)
    body = <ErrorState message={albums.error} onRetry={albums.reload} />
  else if (!albums.data) body = <Loading />
  else if (id !== null && !open) body = <Empty text="相册不存在或已删除" />
  else if (open) body = <AlbumPhotos key={open.id} album={open} onChanged={albums.reload} />
  else if (albums.data.length === 0) body = <Empty text="还没有相册，新建一个吧" />
  else
    body = (
      <ul className="xz-desk-albums" aria-label="相册列表">
        {albums.data.map((a) => (
          <li key={a.id} className="xz-desk-card xz-desk-album">
            <a href={albumPath(a.id)} className="xz-desk-album__link" onClick={go(albumPath(a.id))}>
              {a.album_cover ? (
                <img src={a.album_cover} alt="" className="xz-desk-album__cover" loading="lazy" />
              ) : (
                <span className="xz-desk-album__cover" />
              )}
              <span className="xz-desk-album__name">{a.album_name}</span>
              <span className="xz-desk-row__meta">{a.photo_count} 张照片</span>
            </a>
            <div className="xz-desk-row__actions">
              <Button variant="text" onClick={() => setEditing(a)} aria-label={`编辑相册 ${a.album_name}`}>
                编辑
              </Button>
              <DangerButton onClick={() => void remove(a)} aria-label={`删除相册 ${a.album_name}`}>
                删除
              </DangerButton>
            </div>
          </li>
        ))}
      </ul>
    )

  return (
    <section ref={root} className="xz-desk-page" aria-labelledby="desk-albums-title">
      <header className="xz-desk-page__head">
        <div className="xz-desk-writer__heading">
          {open ? (
            <a href={ALBUMS_PATH} className="xz-desk-back" onClick={go(ALBUMS_PATH)}>
              全部相册
            </a>
          ) : null}
          <h1 id="desk-albums-title" className="xz-desk-page__title">
            {open ? open.album_name : '相册'}
          </h1>
        </div>
        <span className="xz-desk-writer__actions">
          {open ? <Button onClick={() => setEditing(open)}>编辑相册</Button> : null}
          {open ? null : (
            <Button variant="primary" onClick={() => setEditing('new')}>
              新建相册
            </Button>
          )}
        </span>
      </header>
      {body}
      <AlbumDialog
        album={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          albums.reload()
        }}
      />
      {rows.dialog}
    </section>
  )
}

interface AlbumDialogProps {
  album: Album | 'new' | null
  onClose(): void
  onSaved(): void
}

/** New album or an album's name, description and cover. */
function AlbumDialog({ album, onClose, onSaved }: AlbumDialogProps) {
  const existing = album !== null && album !== 'new' ? album : null
  return (
    <Dialog open={album !== null} onClose={onClose} title={existing ? '编辑相册' : '新建相册'} width={480}>
      {album !== null ? <AlbumForm key={existing?.id ?? 'new'} album={existing} onSaved={onSaved} /> : null}
    </Dialog>
  )
}

function AlbumForm({ album, onSaved }: { album: Album | null; onSaved(): void }) {
  const [name, setName] = useState(album?.album_name ?? '')
  const [description, setDescription] = useState(album?.description ?? '')
  const [cover, setCover] = useState(album?.album_cover ?? '')
  const [error, setError] = useState('')
  const { busy: saving, save } = useSave()
  const uploads = useUploads()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError('请输入相册名称')
      return
    }
    if (uploads.busy) {
      toast.warning('封面还在上传，请稍候')
      return
    }
    const body = { album_name: name.trim(), description: description.trim(), album_cover: cover }
    const saved = await save(
      () => (album ? updateAlbum({ ...body, id: album.id }) : addAlbum(body)),
      album ? '保存成功' : '相册已创建',
    )
    if (saved) onSaved()
  }

  return (
    <form className="xz-desk-album-form" onSubmit={(e) => void submit(e)}>
      <TextField
        label="相册名称"
        id="desk-album-name"
        error={error}
        maxLength={30}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <FormField label="描述" hint="选填" htmlFor="desk-album-desc">
        <textarea
          id="desk-album-desc"
          className="xz-input"
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <FormField label="封面" hint="选填">
        <div className="xz-desk-cover">
          {cover ? <img className="xz-desk-cover__img" src={cover} alt="封面预览" /> : null}
          <div className="xz-desk-cover__buttons">
            <PickImages
              size="small"
              loading={uploads.busy}
              onFiles={(files) => {
                const file = files[0]
                if (file)
                  uploads.add(file).then(
                    (r) => setCover(r.url),
                    (e: Error) => toast.error(e.message),
                  )
              }}
            >
              {cover ? '更换封面' : '上传封面'}
            </PickImages>
            {cover ? (
              <Button size="small" variant="text" onClick={() => setCover('')}>
                移除封面
              </Button>
            ) : null}
          </div>
        </div>
      </FormField>
      <div className="xz-desk-album-form__actions">
        <Button type="submit" variant="primary" loading={saving}>
          保存
        </Button>
      </div>
    </form>
  )
}

/** One album's photos: upload many at once, delete, move earlier or later. */
function AlbumPhotos({ album, onChanged }: { album: Album; onChanged(): void }) {
  const photos = useLoad(`photos-${album.id}`, () => getAllPhotosByAlbumId(album.id))
  const uploads = useUploads('album')
  const { confirm, dialog } = useConfirm()

  const upload = async (files: File[]) => {
    const settled = await Promise.allSettled(files.map((f) => uploads.add(f)))
    const done = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    const failed = settled.length - done.length
    if (failed > 0) toast.error(`${failed} 张照片上传失败`)
    if (done.length === 0) return
    try {
      await addPhotos({ album_id: album.id, photos: done })
      toast.success(`已添加 ${done.length} 张照片`)
      photos.reload()
      onChanged()
    } catch (error) {
      toastFailure(error, '添加照片失败')
    }
  }

  const remove = async (photo: Photo, n: number) => {
    if (!(await confirm(`确定删除第 ${n} 张照片吗？`, { danger: true, okText: '删除' }))) return
    try {
      await deletePhoto(photo.id)
      photos.setData((now) => now?.filter((p) => p.id !== photo.id) ?? null)
      onChanged()
    } catch (error) {
      toastFailure(error, '删除失败')
    }
  }

  const move = async (index: number, by: -1 | 1) => {
    const list = photos.data
    if (!list) return
    const next = [...list]
    const [moved] = next.splice(index, 1)
    if (!moved) return
    next.splice(index + by, 0, moved)
    photos.setData(next)
    try {
      await setDeskPhotoOrder(
        album.id,
        next.map((p) => p.id),
      )
    } catch (error) {
      photos.setData(list)
      toastFailure(error, '调整顺序失败')
    }
  }

  const list = photos.data
  return (
    <section
      className="xz-desk-photos"
      aria-label="相册照片"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        const files = imageFiles(e.dataTransfer.files)
        if (files.length === 0) return
        e.preventDefault()
        void upload(files)
      }}
    >
      <div className="xz-desk-composer__bar">
        <PickImages variant="primary" multiple onFiles={(files) => void upload(files)}>
          上传照片
        </PickImages>
        <span className="xz-desk-row__meta">可以一次选择多张，或把照片拖到这里</span>
      </div>
      <UploadProgress text={uploads.text} percent={uploads.percent} busy={uploads.busy} />
      {photos.status === 'error' && !list ? (
        <ErrorState message={photos.error} onRetry={photos.reload} />
      ) : !list ? (
        <Loading />
      ) : list.length === 0 ? (
        <Empty text="相册里还没有照片" />
      ) : (
        <ol className="xz-desk-photo-grid" aria-label="照片">
          {list.map((p, i) => (
            <li key={p.id} className="xz-desk-photo">
              <img src={p.thumb_url || p.url} alt={`第 ${i + 1} 张照片`} loading="lazy" />
              <div className="xz-desk-photo__actions">
                <Button
                  size="small"
                  variant="text"
                  disabled={i === 0}
                  aria-label={`第 ${i + 1} 张前移`}
                  onClick={() => void move(i, -1)}
                >
                  ←
                </Button>
                <Button
                  size="small"
                  variant="text"
                  disabled={i === list.length - 1}
                  aria-label={`第 ${i + 1} 张后移`}
                  onClick={() => void move(i, 1)}
                >
                  →
                </Button>
                <Button
                  size="small"
                  variant="text"
                  className="xz-desk-danger"
                  aria-label={`删除第 ${i + 1} 张照片`}
                  onClick={() => void remove(p, i + 1)}
                >
                  删除
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {dialog}
    </section>
  )
}
