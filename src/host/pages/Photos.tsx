import { Albums } from '../../widgets/albums/index.ts'
import { PageShell } from '../components/PageShell.tsx'
import { useQueryId } from '../hooks/useQueryId.ts'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'

/** /photos?id=N — one album's photos (the widget's "返回相册" routes back to /photoAlbum). */
export default function Photos() {
  const albumId = useQueryId()
  const onNavigate = useWidgetNavigate()
  return (
    <PageShell route="PhotoAlbum" title="照片" className="pg-photos">
      <Albums albumId={albumId ?? undefined} onNavigate={onNavigate} />
    </PageShell>
  )
}
