import { type TouchEvent, useEffect, useRef } from 'react'
import type { CssVars } from './Dialog.tsx'
import { DialogFrame as Dialog } from './ModalFrame.tsx'
import { Icon } from './Icon.tsx'
import { type LightboxImage, type LightboxProps, wrapIndex } from './lightbox-model.ts'
import css from './lightbox.css?inline'
import { useStyles } from './styles.ts'
import * as icons from './icons.ts'

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40

const KEY_MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
}

function sizeStyle(image: LightboxImage): CssVars {
  const style: CssVars = {}
  if (image.placeholder) style.backgroundImage = `url("${image.placeholder.replace(/"/g, '%22')}")`
  if (image.width && image.height) {
    style['--xz-lightbox-ratio'] = String(image.width / image.height)
    style['--xz-lightbox-w'] = `${image.width}px`
  }
  return style
}

/** Fetches the neighbours of the image shown, once each, so stepping through is instant. */
function usePreload(open: boolean, images: readonly LightboxImage[], current: number) {
  const preloaded = useRef(new Set<string>())
  useEffect(() => {
    const count = images.length
    if (!open || count < 2 || typeof Image === 'undefined') return
    const shown = images[current]?.src
    if (shown) preloaded.current.add(shown)
    for (const near of [current + 1, current - 1]) {
      const src = images[wrapIndex(near, count)]?.src
      if (!src || preloaded.current.has(src)) continue
      preloaded.current.add(src)
      const image = new Image()
      image.decoding = 'async'
      image.src = src
    }
  }, [open, current, images])
}

/** The lightbox itself, loaded on the first open (see Lightbox.tsx). */
export default function LightboxView({ images, index, onIndex, onClose, title }: LightboxProps) {
  const count = images.length
  const open = index !== null && count > 0
  const current = index === null ? 0 : wrapIndex(index, count)
  const image = images[current]
  const nextRef = useRef<HTMLButtonElement>(null)
  const touch = useRef<{ x: number; y: number } | null>(null)
  const scope = useRef<HTMLDivElement>(null)
  useStyles(scope, css)
  usePreload(open, images, current)

  // Where the last move went, ahead of the render that shows it: a key pressed before the
  // re-render (preact runs effects after paint) steps from there, not from the photo on screen.
  const target = useRef(current)
  target.current = current

  useEffect(() => {
    if (!open || count < 2) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const move = KEY_MOVES[event.key]
      if (!move) return
      event.preventDefault()
      target.current = wrapIndex(move(target.current, count), count)
      onIndex(target.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, count, onIndex])

  const step = (delta: number) => {
    target.current = wrapIndex(target.current + delta, count)
    onIndex(target.current)
  }
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

  const sized = Boolean(image?.width && image?.height)
  return (
    <div ref={scope} className="xz-lightbox-scope">
      <Dialog
        open={open}
        onClose={onClose}
        title={title}
        aria-label={title ? undefined : '图片预览'}
        width="min(1080px, 100%)"
        className="xz-lightbox"
        initialFocus={count > 1 ? nextRef : undefined}
      >
        {image ? (
          <>
            <div
              className="xz-lightbox__stage"
              part="lightbox-stage"
              onTouchStart={onTouchStart}
              onTouchEnd={onTouchEnd}
            >
              <img
                key={image.src}
                className={sized ? 'xz-lightbox__img xz-lightbox__img--sized' : 'xz-lightbox__img'}
                part="lightbox-image"
                src={image.src}
                alt={image.alt}
                width={sized ? image.width : undefined}
                height={sized ? image.height : undefined}
                decoding="async"
                style={sizeStyle(image)}
              />
              {count > 1 ? (
                <>
                  <button
                    type="button"
                    className="xz-lightbox__nav xz-lightbox__nav--prev"
                    aria-label="上一张"
                    onClick={() => step(-1)}
                  >
                    <Icon icon={icons.arrowLeft} size={22} />
                  </button>
                  <button
                    ref={nextRef}
                    type="button"
                    className="xz-lightbox__nav xz-lightbox__nav--next"
                    aria-label="下一张"
                    onClick={() => step(1)}
                  >
                    <Icon icon={icons.arrowLeft} size={22} className="xz-lightbox__flip" />
                  </button>
                </>
              ) : null}
            </div>
            <p className="xz-lightbox__count" part="lightbox-count" aria-live="polite" aria-atomic="true">
              {`${current + 1} / ${count}`}
            </p>
          </>
        ) : null}
      </Dialog>
    </div>
  )
}
