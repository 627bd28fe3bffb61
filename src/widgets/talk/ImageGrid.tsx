export interface ImageGridProps {
  images: string[]
  /** a thumbnail was activated (click, Enter or Space) */
  onOpen: (index: number) => void
}

/** Columns by image count: 1 → one large image, 2–4 → two columns, 5–9 → three. */
export function gridColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1
  return count <= 4 ? 2 : 3
}

/** A talk's pictures as buttons (keyboard reachable), each opening the lightbox. */
export function ImageGrid({ images, onOpen }: ImageGridProps) {
  if (images.length === 0) return null
  const columns = gridColumns(images.length)
  return (
    <ul className={`xz-talk-grid xz-talk-grid--${columns}`} data-columns={columns} aria-label="配图">
      {images.map((src, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a talk may show the same picture twice; order is the identity
        <li key={`${i}:${src}`} className="xz-talk-cell">
          <button
            type="button"
            className="xz-thumb"
            aria-label={`查看图片 ${i + 1}/${images.length}`}
            onClick={() => onOpen(i)}
          >
            <img src={src} alt="" loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  )
}
