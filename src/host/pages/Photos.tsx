import { Albums } from '../../widgets/albums/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { useQueryId } from '../hooks/useQueryId.ts'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import '../styles/pages-common.css'

/** /photos?id=N — one album's photos (the widget's "返回相册" routes back to /photoAlbum). */
export default function Photos() {
  const albumId = useQueryId()
  const onNavigate = useWidgetNavigate()
  return (
    <div className="pg-page pg-photos">
      <PageBanner route="PhotoAlbum" title="照片" />
      <div className="pg-container">
        <Albums albumId={albumId ?? undefined} onNavigate={onNavigate} />
      </div>
    </div>
  )
}
