import { basename, extname } from 'node:path'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TAGS_MAX, ARTICLE_TITLE_MAX } from '../article/write-sql.ts'
import { TERM_NAME_MAX } from '../taxonomy/sql.ts'

/**
 * The article a Markdown file describes, in our terms, whatever blog wrote it. The field names
 * Hexo, Hugo and Jekyll use are folded into one shape here; images are still the file's own paths.
 */
export interface PostFields {
  title: string
  content: string
  description: string
  cover: string
  category: string | null
  tags: string[]
  /** ISO 8601 */
  createdAt: string
  updatedAt: string
  /** 1 public, 2 private, 3 draft */
  status: 1 | 2 | 3
  /** 1 original, 2 reprint, 3 translation */
  type: 1 | 2 | 3
  originUrl: string
  isTop: 0 | 1
  order: number
  slug: string
  views: number
  likes: number
}

/** A field is there but cannot be used; reported with the file's path and the post skipped. */
export class PostFieldError extends Error {}

/** Jekyll names posts `YYYY-MM-DD-slug.md`; the date and slug come from the name. */
const JEKYLL_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/
const MORE = /<!--\s*more\s*-->/i

export const STATUS_NAMES = { 1: 'public', 2: 'private', 3: 'draft' } as const
export const TYPE_NAMES = { 1: 'original', 2: 'reprint', 3: 'translation' } as const

export interface FileFacts {
  /** path relative to the imported folder, `/` separated */
  relPath: string
  /** the file's modification time, the date of last resort */
  mtime: Date
  /** Hexo keeps drafts in `source/_drafts` */
  inDrafts: boolean
}

export function readPostFields(data: Record<string, unknown>, body: string, file: FileFacts): PostFields {
  const stem = basename(file.relPath, extname(file.relPath))
  // a Hugo page bundle is named by its folder: content/posts/my-trip/index.md
  const name = /^(index|_index)$/.test(stem) ? basename(file.relPath.replace(/\/[^/]+$/, '')) : stem
  const jekyll = JEKYLL_NAME.exec(name)
  const slugFromName = jekyll ? (jekyll[4] ?? name) : name

  const title = firstText(data.title) ?? slugFromName
  if (title.length > ARTICLE_TITLE_MAX) throw new PostFieldError(`标题超过 ${ARTICLE_TITLE_MAX} 个字`)
  const content = body.replace(MORE, '').trim()
  if (!content) throw new PostFieldError('正文是空的')

  const nameDate = jekyll ? `${jekyll[1]}-${jekyll[2]}-${jekyll[3]}T00:00:00` : undefined
  const created = dateOf(data.date, 'date') ?? dateOf(nameDate, 'date') ?? file.mtime.toISOString()
  const updated =
    dateOf(data.updated, 'updated') ??
    dateOf(data.lastmod, 'lastmod') ??
    dateOf(data.last_modified_at, 'last_modified_at') ??
    created

  const draft = data.draft === true || data.published === false || file.inDrafts
  const top = numberOf(data.top) ?? numberOf(data.sticky)
  return {
    title,
    content,
    description: clip(descriptionOf(data, body), ARTICLE_DESCRIPTION_MAX),
    cover: coverOf(data),
    category: termsOf(data.categories ?? data.category, jekyll !== null)[0] ?? null,
    tags: termsOf(data.tags, jekyll !== null).slice(0, ARTICLE_TAGS_MAX),
    createdAt: created,
    updatedAt: updated,
    status: draft ? 3 : (keyOf(STATUS_NAMES, data.status) ?? 1),
    type: keyOf(TYPE_NAMES, data.type) ?? 1,
    originUrl: firstText(data.origin_url) ?? '',
    isTop: top !== undefined && top > 0 ? 1 : data.top === true || data.sticky === true ? 1 : 0,
    order: Math.max(0, Math.trunc(numberOf(data.weight) ?? numberOf(data.order) ?? 0)),
    slug: firstText(data.slug) ?? slugOfPermalink(data.permalink) ?? slugFromName,
    views: Math.max(0, Math.trunc(numberOf(data.views) ?? 0)),
    likes: Math.max(0, Math.trunc(numberOf(data.likes) ?? 0)),
  }
}

function firstText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return text || undefined
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return undefined
}

function keyOf<K extends number>(names: Record<K, string>, value: unknown): K | undefined {
  if (typeof value === 'number' && value in names) return value as K
  const entry = Object.entries(names).find(([, name]) => name === value)
  return entry ? (Number(entry[0]) as K) : undefined
}

/**
 * Dates as the three write them: TOML dates arrive as Date objects, YAML ones as text —
 * `2024-03-01`, `2024-03-01 10:20:30` (Hexo, local time) or `2024-03-01 10:20:30 +0800` (Jekyll).
 */
function dateOf(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  let date: Date
  // a TOML date prints its own offset: through getTime() it becomes plain UTC like the rest
  if (value instanceof Date) date = new Date(value.getTime())
  else if (typeof value === 'string') {
    const iso = value
      .trim()
      .replace(/^(\d{4}-\d{2}-\d{2})\s+(\d)/, '$1T$2')
      .replace(/\s*([+-]\d{2}):?(\d{2})$/, '$1:$2')
    date = new Date(/T/.test(iso) || !/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : `${iso}T00:00:00`)
  } else throw new PostFieldError(`${field} 不是日期`)
  if (Number.isNaN(date.getTime())) throw new PostFieldError(`${field} 不是日期：${String(value)}`)
  return date.toISOString()
}

/**
 * Tags and categories: one name, a list, or (Hexo) a list of lists — a category path, of which
 * the first name wins. Jekyll also allows one space-separated string.
 */
function termsOf(value: unknown, spaceSeparated = false): string[] {
  const flat = (Array.isArray(value) ? value.flat(2) : [value]).flatMap((v) => {
    const text = firstText(v)
    if (!text) return []
    return spaceSeparated && !Array.isArray(value) ? text.split(/\s+/) : [text]
  })
  const names = flat.map((n) => clip(n, TERM_NAME_MAX))
  return [...new Set(names)]
}

/** cover / thumbnail / image / banner; Hugo themes also write `cover: {image: …}` or `images: […]`. */
function coverOf(data: Record<string, unknown>): string {
  for (const key of ['cover', 'thumbnail', 'image', 'images', 'banner', 'featured_image']) {
    let value = data[key]
    if (Array.isArray(value)) value = value[0]
    if (value && typeof value === 'object' && 'image' in value) value = (value as { image: unknown }).image
    const text = firstText(value)
    if (text) return text
  }
  return ''
}

function descriptionOf(data: Record<string, unknown>, body: string): string {
  const given = firstText(data.description) ?? firstText(data.excerpt) ?? firstText(data.summary)
  if (given) return given
  const more = MORE.exec(body)
  return more ? plainText(body.slice(0, more.index)) : ''
}

/** Enough of Markdown removed that the text before `<!-- more -->` reads as a summary. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function slugOfPermalink(value: unknown): string | undefined {
  const text = firstText(value)
  if (!text) return undefined
  const last = text.replace(/\/+$/, '').split('/').pop()
  return last ? last.replace(/\.html?$/, '') : undefined
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
