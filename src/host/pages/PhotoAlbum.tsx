import { Albums } from '../../widgets/albums/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import '../styles/pages-common.css'

/** /photoAlbum — the album list; opening an album routes to /photos?id=N. */
export default function PhotoAlbum() {
  const onNavigate = useWidgetNavigate()
  return (
    <div className="pg-page pg-photo-album">
      <PageBanner route="PhotoAlbum" title="相册" subtitle="用照片记录生活里闪闪发光的瞬间" />
      <div className="pg-container">
        <Albums onNavigate={onNavigate} />
      </div>
    </div>
  )
}
