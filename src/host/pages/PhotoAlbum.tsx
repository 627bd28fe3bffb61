import { Albums } from '../../widgets/albums/index.ts'
import { PageShell } from '../components/PageShell.tsx'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'

/** /photoAlbum — the album list; opening an album routes to /photos?id=N. */
export default function PhotoAlbum() {
  const onNavigate = useWidgetNavigate()
  return (
    <PageShell
      route="PhotoAlbum"
      title="相册"
      subtitle="用照片记录生活里闪闪发光的瞬间"
      className="pg-photo-album"
    >
      <Albums onNavigate={onNavigate} />
    </PageShell>
  )
}
