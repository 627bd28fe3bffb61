export interface LightboxImage {
  /** the full-size address, ready for `src` */
  src: string
  alt: string
  /** the natural size, when known: the box is right before the first byte arrives */
  width?: number
  height?: number
  /** a small version (usually cached already) that fills the box until the full image arrives */
  placeholder?: string
}

export interface LightboxProps {
  images: readonly LightboxImage[]
  /** the image shown; null = closed */
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
  /** a visible heading (an album's name); without it the dialog is named "图片预览" */
  title?: string
}

/** Moves wrap around: after the last image comes the first, before the first the last. */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((index % count) + count) % count : 0
