import { existsSync } from 'node:fs'
import { readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { ARTICLE_CONTENT_MAX } from '../article/write-sql.ts'
import type { DB } from '../db/schema.ts'
import { storeImage, UPLOADS_URL } from '../upload/upload-disk.ts'
import { splitFrontMatter } from './front-matter.ts'
import {
  expandHexoAssetTags,
  imageRefs,
  type LocalImage,
  lookupFor,
  MissingImageError,
  readLocalImage,
  resolveLocal,
  rewriteImageRefs,
} from './local-images.ts'
import { type PermalinkOf, permalinkRule } from './permalink.ts'
import { type PostFields, PostFieldError, readPostFields } from './post-fields.ts'
import { articleOfSource, saveImportedPost } from './save-imported-post.ts'
import { type Flavour, modifiedTime, relativePath, scanSourceFolder } from './source-folder.ts'

export interface ImportTarget {
  db: Kysely<DB>
  uploadsDir: string
  /** who the imported articles are written by: the site owner */
  authorId: number
}

export interface ImportOptions {
  /** read and check everything, write nothing */
  dryRun?: boolean
  /** after each file, with the count done so far */
  onProgress?: (done: number, total: number, path: string) => void
  /** a last change to each post before it is saved (the demo seed moves its dates to today) */
  adjust?: (post: PostFields) => PostFields
}

export interface ImportReport {
  flavour: Flavour
  /** paths relative to the folder */
  created: string[]
  updated: string[]
  skipped: { path: string; reason: string }[]
  /** posts imported with something left as it was, e.g. a link to an image that is not there */
  warnings: { path: string; message: string }[]
}

/**
 * Imports every post of a Hexo, Hugo or Jekyll folder (or an export of ours). One bad file is
 * reported and skipped; each post is saved in its own transaction.
 */
export async function importFolder(
  target: ImportTarget,
  folder: string,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const source = scanSourceFolder(folder)
  const report: ImportReport = {
    flavour: source.flavour,
    created: [],
    updated: [],
    skipped: [],
    warnings: [],
  }
  const stored = new Map<string, string>()
  const permalinkOf = permalinkRule(folder, source.flavour)
  for (const [i, file] of source.posts.entries()) {
    const path = relativePath(folder, file)
    try {
      const post = await readPost(folder, file, path, source.siteRoots, permalinkOf)
      for (const message of post.warnings) report.warnings.push({ path, message })
      const finalPost = opts.adjust ? opts.adjust(post.fields) : post.fields
      if (opts.dryRun) {
        const existed = (await articleOfSource(target.db, path)) !== undefined
        ;(existed ? report.updated : report.created).push(path)
      } else {
        const outcome = await savePost(target, finalPost, post.images, path, stored, post.permalink)
        ;(outcome === 'created' ? report.created : report.updated).push(path)
      }
    } catch (err) {
      if (!(err instanceof Error)) throw err
      report.skipped.push({ path, reason: err.message })
    }
    opts.onProgress?.(i + 1, source.posts.length, path)
  }
  return report
}

interface ReadPost {
  fields: PostFields
  images: LocalImage[]
  warnings: string[]
  /** the post's address on the old site, canonical; null when it cannot be told */
  permalink: string | null
}

async function readPost(
  root: string,
  file: string,
  path: string,
  siteRoots: string[],
  permalinkOf: PermalinkOf,
): Promise<ReadPost> {
  const text = await readFile(file, 'utf8')
  const { data, body } = splitFrontMatter(text)
  const inDrafts = /(^|\/)_drafts\//.test(path)
  const fields = readPostFields(data, expandHexoAssetTags(body), {
    relPath: path,
    mtime: modifiedTime(file),
    inDrafts,
  })
  if (fields.content.length > ARTICLE_CONTENT_MAX) {
    throw new PostFieldError(`正文超过 ${ARTICLE_CONTENT_MAX} 个字符`)
  }
  const lookup = lookupFor(root, file, siteRoots)
  const refs = [...imageRefs(fields.content), ...(fields.cover ? [fields.cover] : [])]
  const images: LocalImage[] = []
  const warnings: string[] = []
  const seen = new Set<string>()
  for (const ref of refs) {
    if (seen.has(ref)) continue
    seen.add(ref)
    let local: string | null
    try {
      local = resolveLocal(ref, lookup)
    } catch (err) {
      if (!(err instanceof MissingImageError)) throw err
      warnings.push(`${err.message}，链接保留原样`)
      continue
    }
    if (local) images.push(await readLocalImage(ref, local))
  }
  return { fields, images, warnings, permalink: permalinkOf(path, data, fields) }
}

/**
 * Copies the post's images into the uploads (once per content: an image imported before is
 * reused), points the post at them and saves it. Files copied for a post that then fails to
 * save are removed again.
 */
async function savePost(
  target: ImportTarget,
  post: PostFields,
  images: LocalImage[],
  path: string,
  stored: Map<string, string>,
  permalink: string | null,
): Promise<'created' | 'updated'> {
  const urls = new Map<string, string>()
  const fresh: { sha256: string; url: string; file: string }[] = []
  try {
    for (const image of images) {
      const url = stored.get(image.sha256) ?? (await knownUpload(target, image.sha256))
      if (url) {
        urls.set(image.ref, url)
        continue
      }
      const saved = await storeImage(target.uploadsDir, image.bytes, image.kind)
      fresh.push({ sha256: image.sha256, url: saved.url, file: join(target.uploadsDir, saved.name) })
      urls.set(image.ref, saved.url)
    }
    const content = rewriteImageRefs(post.content, urls)
    const cover = siteUrl(urls.get(post.cover) ?? post.cover)
    const outcome = await saveImportedPost(
      target.db,
      { ...post, content, cover, originUrl: siteUrl(post.originUrl) },
      path,
      target.authorId,
      fresh.map(({ sha256, url }) => ({ sha256, url })),
      permalink,
    )
    for (const f of fresh) stored.set(f.sha256, f.url)
    return outcome
  } catch (err) {
    await Promise.all(fresh.map((f) => unlink(f.file).catch(() => {})))
    throw err
  }
}

/** An upload an earlier import made from the same bytes, if its file is still there. */
async function knownUpload(target: ImportTarget, sha256: string): Promise<string | undefined> {
  const row = await target.db
    .selectFrom('imported_images')
    .select('url')
    .where('sha256', '=', sha256)
    .executeTakeFirst()
  if (!row?.url.startsWith(`${UPLOADS_URL}/`)) return undefined
  return existsSync(join(target.uploadsDir, row.url.slice(UPLOADS_URL.length + 1))) ? row.url : undefined
}

/** What the article fields accept: an http(s) link or a path on this site; anything else is dropped. */
function siteUrl(url: string): string {
  if (url.startsWith('//')) return `https:${url}`
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) ? url : ''
}
