import { useEffect } from 'react'
import { Loading } from '../../widgets/ui/States.tsx'
import { beginProgress } from '../progress.ts'

/** Shown while a page's code loads: holds the progress bar and leaves room for the page. */
export function RouteFallback({ quiet = false }: { quiet?: boolean }) {
  useEffect(() => beginProgress(), [])
  if (quiet) return null
  return (
    <div className="xz-route-fallback">
      <Loading />
    </div>
  )
}
