import { existsSync, readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { canonicalPagePath } from '../../core/page-path/index.ts'
import type { PostFields } from './post-fields.ts'
import type { Flavour } from './source-folder.ts'

/**
 * The address a post had on the old site, as its generator built it, canonical
 * (core/page-path). Comments imported later whose page is this path attach to the article
 * (docs/comment-migration.md). A front-matter `permalink` (Hexo, Jekyll, our export) or `url`
 * (Hugo) wins; else the site's rule: Hexo's `permalink` in `_config.yml` (default
 * `:year/:month/:day/:title/`), Jekyll's (default `date`), Hugo's `/<section>/<slug>/`.
 */
export type PermalinkOf = (relPath: string, data: Record<string, unknown>, post: PostFields) => string | null

const HEXO_DEFAULT = ':year/:month/:day/:title/'
const JEKYLL_STYLES: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
}

export function permalinkRule(root: string, flavour: Flavour): PermalinkOf {
  const config = readSiteConfig(root)
  const given = typeof config.permalink === 'string' ? config.permalink : undefined
  return (relPath, data, post) => {
    const own = text(data.permalink) ?? (flavour === 'hugo' ? text(data.url) : undefined)
    if (own) return canonicalPagePath(own)
    const fill = (pattern: string) => canonicalPagePath(fillPattern(pattern, relPath, post, data))
    if (flavour === 'hexo') return fill(given ?? HEXO_DEFAULT)
    if (flavour === 'jekyll') return fill(JEKYLL_STYLES[given ?? 'date'] ?? given ?? '')
    if (flavour === 'hugo') {
      const section = relPath.split('/')[1]
      const name = text(data.slug) ?? post.slug
      return section && relPath.split('/').length > 2 ? canonicalPagePath(`/${section}/${name}/`) : null
    }
    return null
  }
}

function readSiteConfig(root: string): Record<string, unknown> {
  const file = join(root, '_config.yml')
  if (!existsSync(file)) return {}
  try {
    const data = parseYaml(readFileSync(file, 'utf8')) as unknown
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const two = (n: number) => String(n).padStart(2, '0')

/** Hexo's and Jekyll's placeholders, filled from the post; the date in the machine's zone, as Hexo. */
function fillPattern(
  pattern: string,
  relPath: string,
  post: PostFields,
  data: Record<string, unknown>,
): string {
  const date = new Date(post.createdAt)
  const stem = basename(relPath, extname(relPath))
  // Hexo's :title is the file's path under _posts; Jekyll's the slug after the date
  const hexoTitle = relPath.replace(/^source\/_(posts|drafts)\//, '').replace(/\.[^./]+$/, '')
  const jekyllTitle = stem.replace(/^\d{4}-\d{2}-\d{2}-/, '')
  const isJekyll = !relPath.startsWith('source/')
  const categories = Array.isArray(data.categories)
    ? data.categories.flat(2).map(String)
    : (text(data.categories)?.split(/\s+/) ?? text(data.category)?.split(/\s+/) ?? [])
  const startOfYear = new Date(date.getFullYear(), 0, 1).getTime()
  const values: Record<string, string> = {
    year: String(date.getFullYear()),
    short_year: String(date.getFullYear()).slice(2),
    month: two(date.getMonth() + 1),
    i_month: String(date.getMonth() + 1),
    day: two(date.getDate()),
    i_day: String(date.getDate()),
    hour: two(date.getHours()),
    minute: two(date.getMinutes()),
    second: two(date.getSeconds()),
    y_day: String(Math.floor((date.getTime() - startOfYear) / 86_400_000) + 1).padStart(3, '0'),
    title: isJekyll ? (text(data.slug) ?? jekyllTitle) : hexoTitle,
    name: stem,
    post_title: post.title,
    slug: post.slug,
    category: categories[0] ?? '',
    categories: isJekyll ? categories.map((c) => c.toLowerCase()).join('/') : (categories[0] ?? ''),
    output_ext: '.html',
  }
  return `/${pattern.replace(/:([a-z_]+)/g, (all, key: string) => values[key] ?? all)}`
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}
