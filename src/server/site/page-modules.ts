import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { HOST_FIRST_SCREEN_IMPORTS, HOST_PAGE_OF_PATH, type HostPageName } from '../../core/contract/index.ts'

/** The part of Vite's build manifest (dist/host/.vite/manifest.json) we read. */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** The host build as read: its manifest, and each page's links worked out once (every page answer asks). */
interface Build {
  mtimeMs: number
  manifest: Manifest | null
  links: Map<HostPageName, string>
}

/**
 * The page module a path shows. The desk is left out: only the administrator gets it, and the
 * server does not know who is asking (the session lives in the browser).
 */
export function hostPageOf(path: string): HostPageName | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (bare === '/desk' || bare.startsWith('/desk/')) return null
  return Object.hasOwn(HOST_PAGE_OF_PATH, bare)
    ? HOST_PAGE_OF_PATH[bare as keyof typeof HOST_PAGE_OF_PATH]
    : HOST_PAGE_OF_PATH['*']
}

/** The files a page module needs beyond what the app's entry script already loads. */
export function pageFiles(manifest: Manifest, page: HostPageName): { scripts: string[]; styles: string[] } {
  const loadedByEntry = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return
    into.add(key)
    for (const imported of manifest[key]?.imports ?? []) walk(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry)
  const needed = new Set<string>()
  const visit = (key: string) => {
    if (needed.has(key) || loadedByEntry.has(key) || !manifest[key]) return
    needed.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(`pages/${page}.tsx`)
  for (const key of HOST_FIRST_SCREEN_IMPORTS[page] ?? []) visit(key)
  const chunks = [...needed].map((key) => manifest[key] as ManifestChunk)
  return {
    scripts: chunks.map((c) => `/${c.file}`),
    styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((file) => `/${file}`),
  }
}

/**
 * `<link>`s that fetch the page's own code and styles alongside the app's, instead of after the
 * app has run and asked for them (one round trip less before the page, and its largest picture,
 * can show). Empty when the build has no manifest. One per server (ctx.caches.pageModules), for
 * its host folder: what it read is dropped with the server.
 */
export class PageModules {
  private build: Build | null = null
  private readonly file: string

  constructor(hostDir: string) {
    this.file = join(hostDir, '.vite', 'manifest.json')
  }

  /** The host build's manifest, read again only when a new build has replaced it; null without one. */
  private current(): Build | null {
    let mtimeMs: number
    try {
      mtimeMs = statSync(this.file).mtimeMs
    } catch {
      return null
    }
    if (this.build?.mtimeMs !== mtimeMs) {
      let manifest: Manifest | null = null
      try {
        manifest = JSON.parse(readFileSync(this.file, 'utf8')) as Manifest
      } catch {
        // a build being written, or not Vite's: the page works without the hints
      }
      this.build = { mtimeMs, manifest, links: new Map() }
    }
    return this.build
  }

  /** The links for the page `path` shows. */
  preloads(path: string): string {
    const page = hostPageOf(path)
    const build = page ? this.current() : null
    if (!page || !build?.manifest) return ''
    let links = build.links.get(page)
    if (links === undefined) {
      const { scripts, styles } = pageFiles(build.manifest, page)
      links = [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
      ].join('')
      build.links.set(page, links)
    }
    return links
  }
}
