import { IMAGE_COMPRESS_THRESHOLD, IMAGE_UPLOAD_FAILED } from '../contract/index.ts'
import { qualitySteps } from './quality.ts'

export type EncodeType = 'image/jpeg' | 'image/webp'

export interface CompressOptions {
  /** bytes; files up to this size are returned untouched */
  threshold?: number
  type?: EncodeType
  qualities?: readonly number[]
}

/** Encodes the decoded image at one quality. */
export type Encoder = (quality: number) => Promise<Blob>

const failed = (cause?: unknown): Error => new Error(IMAGE_UPLOAD_FAILED, { cause })

/**
 * The quality loop, apart from any canvas so it can be tested anywhere: tries each quality in
 * order and stops at the first result within the threshold. When none gets there, the smallest
 * result is still the best upload — unless the original was smaller, which a noisy PNG can be.
 */
export async function compressWith(
  input: Blob,
  encode: Encoder,
  options: { threshold?: number; qualities?: readonly number[] } = {},
): Promise<Blob> {
  const threshold = options.threshold ?? IMAGE_COMPRESS_THRESHOLD
  const qualities = options.qualities ?? qualitySteps()
  let best: Blob | null = null
  for (const quality of qualities) {
    const blob = await encode(quality)
    if (best === null || blob.size < best.size) best = blob
    if (blob.size <= threshold) break
  }
  if (best === null) throw failed(new Error('no quality to try'))
  return best.size < input.size ? best : input
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

// JPEG has no alpha: transparent pixels would turn black, so paint white underneath first.
function paint(context: Canvas2D | null, bitmap: ImageBitmap): void {
  if (!context) throw new Error('no 2d context')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, bitmap.width, bitmap.height)
  context.drawImage(bitmap, 0, 0)
}

/** Decodes the image once and returns an encoder over it (OffscreenCanvas, else a DOM canvas). */
export async function canvasEncoder(image: Blob, type: EncodeType = 'image/jpeg'): Promise<Encoder> {
  const bitmap = await createImageBitmap(image)
  try {
    const { width, height } = bitmap
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height)
      paint(canvas.getContext('2d'), bitmap)
      return (quality) => canvas.convertToBlob({ type, quality })
    }
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    paint(canvas.getContext('2d'), bitmap)
    return (quality) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave null'))), type, quality)
      })
  } finally {
    bitmap.close()
  }
}

// By the type actually produced: a browser that cannot encode WebP hands back a PNG instead.
const EXTENSION: Record<string, string> = { 'image/jpeg': '.jpg', 'image/webp': '.webp', 'image/png': '.png' }

/**
 * An image over 800 KB is re-encoded (JPEG by default) at falling quality until it fits.
 * Smaller images and GIFs come back untouched — re-encoding a GIF would kill its animation; the
 * server's 5 MB cap still applies to them. A File comes back as a File (renamed to the new
 * extension) so the multipart upload keeps a sensible name. Any failure rejects with "图片上传失败".
 */
export async function compressImage(image: File, options?: CompressOptions): Promise<File>
export async function compressImage(image: Blob, options?: CompressOptions): Promise<Blob>
export async function compressImage(image: Blob, options: CompressOptions = {}): Promise<Blob> {
  const threshold = options.threshold ?? IMAGE_COMPRESS_THRESHOLD
  const type = options.type ?? 'image/jpeg'
  if (!image.type.toLowerCase().startsWith('image/')) throw failed(new Error(`not an image: ${image.type}`))
  if (image.size <= threshold || image.type === 'image/gif') return image
  let result: Blob
  try {
    const encode = await canvasEncoder(image, type)
    result = await compressWith(image, encode, { threshold, qualities: options.qualities })
  } catch (error) {
    throw error instanceof Error && error.message === IMAGE_UPLOAD_FAILED ? error : failed(error)
  }
  if (result === image) return image
  if (typeof File !== 'undefined' && image instanceof File) {
    const base = image.name.replace(/\.[^./\\]*$/, '') || 'image'
    const extension = EXTENSION[result.type] ?? EXTENSION[type]
    return new File([result], `${base}${extension}`, { type: result.type, lastModified: image.lastModified })
  }
  return result
}
