import { mediaUrl } from '../../core/config/index.ts'
import { type TouchEvent, useEffect, useRef } from 'react'
import type { Photo } from '../../core/contract/index.ts'
import { type CssVars, Dialog, Icon } from '../ui/index.ts'

export interface LightboxProps {
  photos: readonly Photo[]
  /** the photo shown; null = closed */
  index: number | null
  /** the album name: the dialog's title and the images' alt text */
  title: string
  onIndex: (index: number) => void
  onClose: () => void
}

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40

/** Moves wrap around: after the last photo comes the first, before the first the last. */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((index % count) + count) % count : 0

function sizeStyle(photo: Photo): CssVars {
  const style: CssVars = {}
  // the thumbnail (usually cached already) fills the box until the full image has arrived
  if (photo.thumb_url) style.backgroundImage = `url("${photo.thumb_url.replace(/"/g, '%22')}")`
  if (photo.width > 0 && photo.height > 0) {
    style['--xz-albums-ratio'] = String(photo.width / photo.height)
    style['--xz-albums-w'] = `${photo.width}px`
  }
  return style
}

/**
 * The full-size viewer: a Dialog (focus trap, Esc, focus restore) with ←/→ (Home/End), on-screen
 * previous/next buttons, a "3 / 10" counter, swipe on touch screens, and the neighbours preloaded.
 */
export function Lightbox({ photos, index, title, onIndex, onClose }: LightboxProps) {
  const count = photos.length
  const open = index !== null && count > 0
  const current = index === null ? 0 : wrapIndex(index, count)
  const photo = photos[current]
  const nextRef = useRef<HTMLButtonElement>(null)
  const touch = useRef<{ x: number; y: number } | null>(null)
  const preloaded = useRef(new Set<string>())

  useEffect(() => {
    if (!open || count < 2) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const to =
        event.key === 'ArrowRight'
          ? current + 1
          : event.key === 'ArrowLeft'
            ? current - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? count - 1
                : null
      if (to === null) return
      event.preventDefault()
      onIndex(wrapIndex(to, count))
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, current, count, onIndex])

  useEffect(() => {
    if (!open || count < 2 || typeof Image === 'undefined') return
    const shown = photos[current]?.url
    if (shown) preloaded.current.add(shown)
    for (const near of [current + 1, current - 1]) {
      const url = photos[wrapIndex(near, count)]?.url
      if (!url || preloaded.current.has(url)) continue
      preloaded.current.add(url)
      const image = new Image()
      image.decoding = 'async'
      image.src = mediaUrl(url)
    }
  }, [open, current, count, photos])

  const step = (delta: number) => onIndex(wrapIndex(current + delta, count))

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const t = event.touches[0]
    touch.current = t && event.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touch.current
    const t = event.changedTouches[0]
    touch.current = null
    if (!start || !t || count < 2) return
    const dx = t.clientX - start.x
    const dy = t.clientY - start.y
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) step(dx < 0 ? 1 : -1)
  }

  const sized = photo ? photo.width > 0 && photo.height > 0 : false
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      width={1080}
      className="xz-albums-lightbox"
      initialFocus={count > 1 ? nextRef : undefined}
    >
      {photo ? (
        <>
          <div className="xz-albums-stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <img
              key={photo.id}
              className={sized ? 'xz-albums-full xz-albums-full--sized' : 'xz-albums-full'}
              src={mediaUrl(photo.url)}
              alt={`${title} 第 ${current + 1} 张`}
              width={sized ? photo.width : undefined}
              height={sized ? photo.height : undefined}
              decoding="async"
              style={sizeStyle(photo)}
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className="xz-albums-nav xz-albums-nav--prev"
                  aria-label="上一张"
                  onClick={() => step(-1)}
                >
                  <Icon name="arrow-left" size={22} />
                </button>
                <button
                  ref={nextRef}
                  type="button"
                  className="xz-albums-nav xz-albums-nav--next"
                  aria-label="下一张"
                  onClick={() => step(1)}
                >
                  <Icon name="arrow-left" size={22} className="xz-albums-flip" />
                </button>
              </>
            ) : null}
          </div>
          <p className="xz-albums-counter" aria-live="polite" aria-atomic="true">
            {`${current + 1} / ${count}`}
          </p>
        </>
      ) : null}
    </Dialog>
  )
}
