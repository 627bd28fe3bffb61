import { mediaUrl } from '../../core/config/index.ts'
import { useEffect } from 'react'
import { Dialog, Icon } from '../ui/index.ts'

export interface LightboxProps {
  images: string[]
  /** the picture shown; null = closed */
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
}

/** Full-size pictures: ← / → (keys or buttons) step through them, wrapping; Esc closes. */
export function Lightbox({ images, index, onIndex, onClose }: LightboxProps) {
  const open = index !== null && images.length > 0
  const count = images.length
  const current = index ?? 0
  const step = (delta: number) => onIndex((current + delta + count) % count)

  useEffect(() => {
    if (!open || count < 2) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault()
        onIndex((current + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, current, count, onIndex])

  return (
    <div className="xz-talk-lightbox-scope">
      <Dialog
        open={open}
        onClose={onClose}
        aria-label="图片预览"
        className="xz-talk-lightbox"
        width="min(1080px, 100%)"
      >
        <div className="xz-talk-lightbox-stage">
          {count > 1 ? (
            <button
              type="button"
              className="xz-talk-lightbox-nav xz-talk-lightbox-prev"
              aria-label="上一张"
              onClick={() => step(-1)}
            >
              <Icon name="arrow-left" size={22} />
            </button>
          ) : null}
          <img
            className="xz-talk-lightbox-img"
            src={mediaUrl(images[current])}
            alt={`图片 ${current + 1}/${count}`}
            decoding="async"
          />
          {count > 1 ? (
            <button
              type="button"
              className="xz-talk-lightbox-nav xz-talk-lightbox-next"
              aria-label="下一张"
              onClick={() => step(1)}
            >
              <Icon name="arrow-left" size={22} className="xz-talk-flip" />
            </button>
          ) : null}
        </div>
        <p className="xz-talk-lightbox-count" aria-live="polite">
          {current + 1} / {count}
        </p>
      </Dialog>
    </div>
  )
}
