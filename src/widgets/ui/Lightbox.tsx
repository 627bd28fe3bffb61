import { lazy, Suspense } from 'react'
import type { LightboxProps } from './lightbox-model.ts'

// The viewer's code and styles are fetched on the first open: no widget pays for them on load.
const LightboxView = lazy(() => import('./LightboxView.tsx'))

/**
 * Images one at a time over a dark backdrop (a modal dialog: focus trap, Esc, focus restore),
 * with ←/→ (Home/End), on-screen previous/next, a "3 / 10" counter, swipe on touch screens and
 * the neighbours preloaded. Colours: --xz-lightbox-bg, --xz-lightbox-text, --xz-lightbox-button.
 */
export function Lightbox(props: LightboxProps) {
  if (props.index === null || props.images.length === 0) return null
  return (
    <Suspense fallback={null}>
      <LightboxView {...props} />
    </Suspense>
  )
}
