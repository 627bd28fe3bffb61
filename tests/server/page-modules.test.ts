import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HOST_FIRST_SCREEN_IMPORTS, HOST_PAGE_OF_PATH } from '../../src/core/contract/index.ts'
import { hostPageOf, PageModules, pageFiles } from '../../src/server/site/page-modules.ts'

// The shape Vite writes: the entry, the shared chunks it imports, and each page's own chunks.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'pages/Home.tsx': {
    file: 'assets/Home-1.js',
    imports: ['index.html', '_feed-1.js', '_runtime-1.js'],
    css: ['assets/pages-1.css'],
  },
  '_feed-1.js': {
    file: 'assets/feed-1.js',
    imports: ['_ui-1.js', '_runtime-1.js'],
    css: ['assets/feed-1.css'],
  },
  '_ui-1.js': { file: 'assets/ui-1.js', imports: ['_feed-1.js'] },
  'pages/NotFound.tsx': { file: 'assets/NotFound-1.js', imports: ['index.html', '_ui-1.js'] },
  'pages/ArticlePage.tsx': { file: 'assets/ArticlePage-1.js', imports: ['index.html', '_reader-1.js'] },
  '_reader-1.js': { file: 'assets/reader-1.js', dynamicImports: ['../widgets/article/body.ts'] },
  '../widgets/article/body.ts': {
    file: 'assets/body-1.js',
    isDynamicEntry: true,
    imports: ['_purify-1.js', '_reader-1.js', '_runtime-1.js'],
  },
  '_purify-1.js': { file: 'assets/purify-1.js' },
}

describe('the code a host page needs beyond the app', () => {
  it('is the page chunk and what it imports, less what the entry loads, with their styles', () => {
    expect(pageFiles(manifest, 'Home')).toEqual({
      scripts: ['/assets/Home-1.js', '/assets/feed-1.js', '/assets/ui-1.js'],
      styles: ['/assets/pages-1.css', '/assets/feed-1.css'],
    })
    expect(pageFiles(manifest, 'Archives')).toEqual({ scripts: [], styles: [] })
  })

  it('includes what the article page imports on demand but always needs for its text (the sanitiser)', () => {
    expect(pageFiles(manifest, 'ArticlePage').scripts).toEqual([
      '/assets/ArticlePage-1.js',
      '/assets/reader-1.js',
      '/assets/body-1.js',
      '/assets/purify-1.js',
    ])
  })

  it("names the host's own source files, as its build manifest keys them (a moved file would go unnamed)", () => {
    const hostFiles = [
      ...Object.values(HOST_PAGE_OF_PATH).map((page) => `pages/${page}.tsx`),
      ...Object.values(HOST_FIRST_SCREEN_IMPORTS).flat(),
    ]
    expect(hostFiles.filter((file) => !existsSync(join('src/host', file)))).toEqual([])
  })

  it('follows the router: trailing slashes, the 404 page for unknown paths, nothing for the desk', () => {
    expect(hostPageOf('/home')).toBe('Home')
    expect(hostPageOf('/home/')).toBe('Home')
    expect(hostPageOf('/link/list')).toBe('Links')
    expect(hostPageOf('/resources/back')).toBe('Resources')
    expect(hostPageOf('/')).toBe('Landing')
    expect(hostPageOf('/no/such/page')).toBe('NotFound')
    expect(hostPageOf('/desk')).toBeNull()
    expect(hostPageOf('/desk/articles/write')).toBeNull()
  })

  const root = mkdtempSync(join(tmpdir(), 'xz-modules-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('becomes <link>s from the build manifest, and nothing without one', () => {
    const modules = new PageModules(root)
    expect(modules.preloads('/home')).toBe('')
    mkdirSync(join(root, '.vite'))
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const links = modules.preloads('/home')
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/Home-1.js">')
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/feed-1.css">')
    expect(links).not.toContain('runtime-1')
    // the 404 page's chunk, and (through a cycle of shared chunks) the feed's code and styles
    expect(modules.preloads('/nowhere')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/NotFound-1.js"><link rel="modulepreload" crossorigin href="/assets/ui-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/feed-1.js"><link rel="preload" as="style" crossorigin href="/assets/feed-1.css">',
    )
    // a half-written manifest is no reason to fail a page
    writeFileSync(join(root, '.vite', 'manifest.json'), '{"pages/Home.tsx": {')
    expect(modules.preloads('/home')).toBe('')
  })
})
