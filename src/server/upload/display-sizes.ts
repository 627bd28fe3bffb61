import { existsSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DISPLAY_WIDTHS, displaySizePath } from '../../core/format/image.ts'

/** Above this many pixels an image is not decoded (the same bound as uploads). */
const MAX_PIXELS = 50_000_000

/**
 * Writes the WebP display sizes of one picture beside it (`a.jpg` → `a-480w.webp`, …), so pages
 * can ask for the width they show instead of the full-size original. A size wider than the
 * original is the original's width: nothing is enlarged.
 */
export async function writeDisplaySizes(file: string, input: Uint8Array | string = file): Promise<void> {
  // sharp loads libvips: only when a picture is actually processed, not at every start
  const { default: sharp } = await import('sharp')
  await Promise.all(
    DISPLAY_WIDTHS.map(async (width) => {
      const target = displaySizePath(file, width)
      const data = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer()
      const tmp = `${target}.${process.pid}.tmp`
      await writeFile(tmp, data)
      await rename(tmp, target)
    }),
  )
}

const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif']
const DISPLAY_NAME = /^(.+)-(\d+)w\.webp$/

/**
 * The display size a request names, made from its original when it is missing (pictures
 * stored before display sizes existed). Returns false when the name is not a display size
 * of a picture in `dir`.
 */
export async function ensureDisplaySize(dir: string, relativePath: string): Promise<boolean> {
  const m = DISPLAY_NAME.exec(relativePath)
  const width = Number(m?.[2])
  if (!m || !DISPLAY_WIDTHS.some((w) => w === width)) return false
  // the name comes from a URL: nothing outside `dir` (same rule as the static file handler)
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|\\|\0/.test(relativePath)) return false
  if (existsSync(join(dir, relativePath))) return true
  const base = join(dir, m[1] as string)
  const original = ORIGINAL_EXTENSIONS.map((ext) => `${base}.${ext}`).find((f) => existsSync(f))
  if (!original) return false
  try {
    await writeDisplaySizes(original)
    return true
  } catch {
    return false
  }
}
