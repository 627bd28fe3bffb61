import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { marked, type Token } from 'marked'
import { type ImageKind, sniffImage } from '../upload/sniff.ts'
import { imageSize } from '../upload/upload-disk.ts'

/** An image the post points at that is a file in the imported folder, read and checked. */
export interface LocalImage {
  /** the reference exactly as the post writes it */
  ref: string
  file: string
  bytes: Uint8Array
  kind: ImageKind
  sha256: string
}

/** A local image is not a picture or cannot be read; the post is skipped with this reason. */
export class ImageReadError extends Error {}

/**
 * A relative image that leads nowhere. Old blogs are full of them: the post is imported with the
 * link as written, and the import lists the image as a warning.
 */
export class MissingImageError extends ImageReadError {}

const REMOTE = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i
const HTML_IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(["'])(.*?)\1/gi
const HUGO_FIGURE_SRC = /\{\{[<%]\s*figure\b[^}]*?\ssrc\s*=\s*(["'])(.*?)\1/gi
// Hexo's `{% asset_img name.png [title] %}` names a file of the post's asset folder
const HEXO_ASSET_IMG = /\{%\s*asset_img\s+(\S+)(?:\s+(?:"([^"]*)"|([^%]*?)))?\s*%\}/g

/** Hexo's asset_img tag becomes a plain Markdown image, so it renders without Hexo. */
export function expandHexoAssetTags(content: string): string {
  return content.replace(HEXO_ASSET_IMG, (_all, name: string, quoted?: string, bare?: string) => {
    const alt = (quoted ?? bare ?? '').trim()
    return `![${alt}](${name})`
  })
}

/** Every image reference in the Markdown, as written: Markdown images, `<img src>`, Hugo figures. */
export function imageRefs(markdown: string): string[] {
  const found = new Set<string>()
  const scanHtml = (html: string) => {
    for (const m of html.matchAll(HTML_IMG_SRC)) if (m[2]) found.add(m[2])
  }
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === 'image') found.add(token.href)
    else if (token.type === 'html') scanHtml(token.raw)
  })
  for (const m of markdown.matchAll(HUGO_FIGURE_SRC)) if (m[2]) found.add(m[2])
  return [...found]
}

export interface Lookup {
  /** the imported folder: nothing outside it is read */
  root: string
  /** the folder of the Markdown file */
  postDir: string
  /** Hexo's asset folder: the file's path without `.md` */
  assetDir: string
  /** where a site-absolute path is looked up */
  siteRoots: string[]
}

/**
 * The file a local reference names, or null for one that is not ours to copy: a remote URL, or
 * a site-absolute path found in none of the site folders (it may be served by the site itself).
 * A relative path that leads nowhere throws MissingImageError.
 */
export function resolveLocal(ref: string, where: Lookup): string | null {
  if (!ref || REMOTE.test(ref)) return null
  let path: string
  try {
    path = decodeURI(ref.replace(/[?#].*$/, ''))
  } catch {
    path = ref
  }
  const absolute = path.startsWith('/')
  const bases = absolute ? where.siteRoots : [where.postDir, where.assetDir]
  for (const base of bases) {
    const candidate = absolute ? join(base, path) : resolve(base, path)
    // `../../etc/passwd` is not an image of the post
    if (!candidate.startsWith(resolve(where.root) + sep)) continue
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  if (absolute) return null
  throw new MissingImageError(`找不到图片 ${ref}`)
}

/** Reads and checks a local image: it must be a JPEG, PNG, GIF or WebP that decodes. */
export async function readLocalImage(ref: string, file: string): Promise<LocalImage> {
  let bytes: Uint8Array
  try {
    bytes = readFileSync(file)
  } catch {
    throw new ImageReadError(`无法读取图片 ${ref}`)
  }
  const kind = sniffImage(bytes)
  if (!kind) throw new ImageReadError(`图片 ${ref} 不是 JPEG、PNG、GIF 或 WebP`)
  try {
    await imageSize(bytes, kind)
  } catch (err) {
    throw new ImageReadError(`图片 ${ref} 无法使用：${(err as Error).message}`)
  }
  return { ref, file, bytes, kind, sha256: createHash('sha256').update(bytes).digest('hex') }
}

export function lookupFor(root: string, markdownFile: string, siteRoots: string[]): Lookup {
  return {
    root,
    postDir: dirname(markdownFile),
    assetDir: markdownFile.slice(0, markdownFile.length - extname(markdownFile).length),
    siteRoots,
  }
}

/** The Markdown with each image reference in `urls` replaced by its new address. */
export function rewriteImageRefs(markdown: string, urls: Map<string, string>): string {
  let out = markdown
  for (const [ref, url] of urls) {
    out = out
      .split(`](${ref}`)
      .join(`](${url}`)
      .split(`](<${ref}>`)
      .join(`](<${url}>`)
      .split(`src="${ref}"`)
      .join(`src="${url}"`)
      .split(`src='${ref}'`)
      .join(`src='${url}'`)
  }
  return out
}
