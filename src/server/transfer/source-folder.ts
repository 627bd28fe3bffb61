import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Which blog wrote the folder, judged by its layout; it decides where posts and site files are. */
export type Flavour = 'hexo' | 'hugo' | 'jekyll' | 'plain'

export interface SourceFolder {
  root: string
  flavour: Flavour
  /** Markdown files to import, absolute, in a stable order */
  posts: string[]
  /** where a site-absolute path (`/images/a.png`) is looked up, first match wins */
  siteRoots: string[]
}

const MARKDOWN = /\.(md|markdown|mdx)$/i
/** Folders no blog keeps posts in: dependencies, build output, themes. */
const NEVER = new Set(['node_modules', 'public', '_site', 'themes', 'resources', 'backups', 'uploads'])

/**
 * The posts of a Hexo site (`source/_posts`, `source/_drafts`), a Hugo site (`content/`), a
 * Jekyll site (`_posts`, `_drafts`) or, for anything else (an export of ours, a bare folder of
 * posts), every Markdown file under the folder. List pages (`_index.md`) are not posts.
 */
export function scanSourceFolder(root: string): SourceFolder {
  const at = (...parts: string[]) => join(root, ...parts)
  let flavour: Flavour = 'plain'
  let postDirs = [root]
  let siteRoots = [root]
  if (existsSync(at('source', '_posts'))) {
    flavour = 'hexo'
    postDirs = [at('source', '_posts'), at('source', '_drafts')]
    siteRoots = [at('source'), root]
  } else if (
    existsSync(at('content')) &&
    (existsSync(at('hugo.toml')) ||
      existsSync(at('config.toml')) ||
      existsSync(at('hugo.yaml')) ||
      existsSync(at('static')))
  ) {
    flavour = 'hugo'
    postDirs = [at('content')]
    siteRoots = [at('static'), at('assets'), root]
  } else if (existsSync(at('_posts'))) {
    flavour = 'jekyll'
    postDirs = [at('_posts'), at('_drafts')]
  }
  const posts = postDirs.filter((d) => existsSync(d)).flatMap((d) => markdownUnder(d))
  return { root, flavour, posts, siteRoots: siteRoots.filter((d) => existsSync(d)) }
}

function markdownUnder(dir: string): string[] {
  const out: string[] = []
  const walk = (current: string) => {
    const entries = readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const full = join(current, entry.name)
      if (entry.isDirectory()) {
        if (!NEVER.has(entry.name)) walk(full)
      } else if (
        MARKDOWN.test(entry.name) &&
        entry.name !== '_index.md' &&
        entry.name.toLowerCase() !== 'readme.md'
      ) {
        out.push(full)
      }
    }
  }
  walk(dir)
  return out
}

/** The path as stored and shown: relative to the imported folder, `/` separated. */
export function relativePath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/')
}

export function modifiedTime(file: string): Date {
  return statSync(file).mtime
}
