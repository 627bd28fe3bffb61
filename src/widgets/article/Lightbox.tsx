import { type KeyboardEvent, type MouseEvent, useRef } from 'react'
import { CloseButton, Icon, useModal } from '../ui/index.ts'
import type { LightboxImage } from './ArticleBody.tsx'

export interface LightboxProps {
  images: readonly LightboxImage[]
  /** the image shown; null = closed */
  index: number | null
  onIndex(index: number): void
  onClose(): void
}

/**
 * The article's images, one at a time over a dark backdrop. Esc closes (and focus returns to the
 * image), ←/→ go through the article's images, a click beside the picture closes.
 */
export function Lightbox({ images, index, onIndex, onClose }: LightboxProps) {
  const panel = useRef<HTMLDivElement>(null)
  const open = index !== null && images.length > 0
  useModal({ open, panel, onClose, initialFocus: panel })
  if (!open || index === null) return null
  const at = Math.min(Math.max(index, 0), images.length - 1)
  const image = images[at]
  if (!image) return null
  const many = images.length > 1
  const go = (delta: number) => onIndex((at + delta + images.length) % images.length)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!many) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    }
  }
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <div className="xz-overlay xz-article-lightbox" part="lightbox">
      <div
        ref={panel}
        className="xz-article-lightbox-panel"
        role="dialog"
        aria-modal="true"
        aria-label="图片预览"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={onBackdrop}
      >
        <figure className="xz-article-lightbox-figure">
          <img className="xz-article-lightbox-img" src={image.src} alt={image.alt} />
          <figcaption className="xz-article-lightbox-caption">
            {image.alt ? <span>{image.alt}</span> : null}
            {many ? (
              <span className="xz-article-lightbox-count" aria-live="polite">
                {at + 1} / {images.length}
              </span>
            ) : null}
          </figcaption>
        </figure>
        {many ? (
          <>
            <button
              type="button"
              className="xz-article-lightbox-nav xz-article-lightbox-nav--prev"
              aria-label="上一张"
              onClick={() => go(-1)}
            >
              <Icon name="arrow-left" size={22} />
            </button>
            <button
              type="button"
              className="xz-article-lightbox-nav xz-article-lightbox-nav--next"
              aria-label="下一张"
              onClick={() => go(1)}
            >
              <Icon name="arrow-left" size={22} />
            </button>
          </>
        ) : null}
        <div className="xz-article-lightbox-close">
          <CloseButton onClick={onClose} />
        </div>
      </div>
    </div>
  )
}
