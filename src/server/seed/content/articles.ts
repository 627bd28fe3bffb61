import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { splitFrontMatter } from '../../transfer/front-matter.ts'
import articlesJson from './articles.json' with { type: 'json' }
import type { SeedArticle } from './types.ts'

export type { SeedArticle } from './types.ts'

/**
 * The demo articles are Markdown files in `posts/` — front matter as an export of ours writes it —
 * imported on first start by the same importer as any blog (`npm run import`). Their dates are
 * written as if today were `datesRelativeTo`; the seed moves them to the real today.
 */
const besideThisFile = fileURLToPath(new URL('./posts', import.meta.url))
// the compiled server (dist/server) has no posts beside it: it runs from the repository root,
// as it finds dist/host there
export const SEED_POSTS_DIR = existsSync(besideThisFile)
  ? besideThisFile
  : resolve('src/server/seed/content/posts')

interface ArticlesMeta {
  datesRelativeTo: string
  /** display order: created in this order before the import */
  categories: string[]
  tags: string[]
}

const meta: ArticlesMeta = articlesJson

export const DATES_RELATIVE_TO = meta.datesRelativeTo
/** The five categories, in display order. */
export const categories: string[] = meta.categories
/** The twelve tags; every one is used by at least one article. */
export const tags: string[] = meta.tags

const DAY = 86_400_000

/**
 * All demo articles, oldest first, read back from the Markdown files (for the tests and the
 * image generator; the seed itself goes through the importer). Covers are `/seed/covers/NN.jpg`.
 */
export const articles: SeedArticle[] = readdirSync(SEED_POSTS_DIR)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => {
    const { data, body } = splitFrontMatter(readFileSync(join(SEED_POSTS_DIR, name), 'utf8'))
    const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : [])
    return {
      title: String(data.title),
      description: String(data.description ?? ''),
      category: list(data.categories)[0] ?? '',
      tags: list(data.tags),
      content: body.trim(),
      cover: String(data.cover ?? ''),
      isTop: data.top === true,
      daysAgo: Math.round((Date.parse(DATES_RELATIVE_TO) - Date.parse(String(data.date))) / DAY),
      views: Number(data.views ?? 0),
      likes: Number(data.likes ?? 0),
    }
  })
