import { randomUUID } from 'node:crypto'
import { unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Metadata } from 'sharp'
import { writeDisplaySizes } from './display-sizes.ts'
import { IMAGE_EXTENSION, type ImageKind } from './sniff.ts'

/**
 * Where uploads live: `XZ_UPLOADS_DIR` when set (a volume every instance shares), else the data
 * folder's `uploads`.
 */
export function uploadsDirOf(dataDir: string, configured: string | undefined): string {
  return configured ? resolve(configured) : join(dataDir, 'uploads')
}

/** Public path the app serves `uploadsDir` under. */
export const UPLOADS_URL = '/uploads'
export const THUMB_WIDTH = 480
/** Above this many pixels an image is refused: decoding it could take the memory of the process. */
export const MAX_PIXELS = 50_000_000

/** The bytes start like an image but do not decode as the type they claim. */
export class UnreadableImageError extends Error {
  constructor(message = '图片已损坏，无法识别') {
    super(message)
  }
}

export interface StoredImage {
  /** file name inside the uploads folder */
  name: string
  url: string
  width: number
  height: number
  thumb_name?: string
  thumb_url?: string
}

/** sharp (libvips, tens of MB resident) loads with the first picture, not with the server. */
async function loadSharp() {
  return (await import('sharp')).default
}

/** Width and height as displayed (EXIF orientation applied); throws when the bytes do not decode. */
export async function imageSize(
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    throw new UnreadableImageError()
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw new UnreadableImageError()
  if (meta.width * meta.height > MAX_PIXELS) throw new UnreadableImageError('图片尺寸太大')
  return { width: meta.autoOrient.width, height: meta.autoOrient.height }
}

/**
 * Writes an already sniffed image under a fresh random name (the client's file name never
 * reaches the file system) and, when asked, a JPEG thumbnail `thumb_<same id>.jpg` 480 px wide.
 * Nothing is left behind when a step fails.
 */
export async function storeImage(
  dir: string,
  bytes: Uint8Array,
  kind: ImageKind,
  opts: { thumbnail?: boolean } = {},
): Promise<StoredImage> {
  const size = await imageSize(bytes, kind)
  const id = randomUUID()
  const name = `${id}.${IMAGE_EXTENSION[kind]}`
  const path = join(dir, name)
  // 'wx': never overwrite, even in the unthinkable case of a repeated id
  await writeFile(path, bytes, { flag: 'wx' })
  try {
    await writeDisplaySizes(path, bytes)
  } catch {
    await unlink(path).catch(() => {})
    throw new UnreadableImageError()
  }
  const stored: StoredImage = { name, url: `${UPLOADS_URL}/${name}`, ...size }
  if (!opts.thumbnail) return stored

  const thumbName = `thumb_${id}.jpg`
  const thumbPath = join(dir, thumbName)
  const sharp = await loadSharp()
  try {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toFile(thumbPath)
  } catch {
    await Promise.all([unlink(path).catch(() => {}), unlink(thumbPath).catch(() => {})])
    throw new UnreadableImageError()
  }
  return { ...stored, thumb_name: thumbName, thumb_url: `${UPLOADS_URL}/${thumbName}` }
}
