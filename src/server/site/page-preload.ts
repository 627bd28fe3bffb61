import { readFileSync, statSync } from 'node:fs'
import {
  BANNER_OF_PATH,
  PAGE_HEADERS_SCRIPT_ID,
  type PageHeader,
  SITE_CONFIG_SCRIPT_ID,
} from '../../core/contract/index.ts'
import { ARTICLE_COVER_SIZES, BANNER_SIZES, displaySrcSet } from '../../core/format/image.ts'
import type { ServerContext } from '../context.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { readSiteConfig } from './site-config.ts'

/**
 * The picture a page paints largest (its banner, an article's cover). Named in the HTML's <head>,
 * the browser fetches it alongside the scripts instead of after they have rendered the page.
 */
export interface LargestPicture {
  href: string
  srcset?: string
  sizes?: string
}

/** Our own paths and http(s) pictures; anything else is not worth a hint (and never a script). */
const PRELOADABLE = /^(?:\/(?!\/)|https?:\/\/)/i

export function preloadLink(picture: LargestPicture | null): string {
  if (!picture || !PRELOADABLE.test(picture.href)) return ''
  const attrs = ['rel="preload"', 'as="image"', `href="${escapeHtml(picture.href)}"`, 'fetchpriority="high"']
  // sizes only mean something with a srcset (a picture from elsewhere has just the one file)
  if (picture.srcset) {
    attrs.push(`imagesrcset="${escapeHtml(picture.srcset)}"`)
    if (picture.sizes) attrs.push(`imagesizes="${escapeHtml(picture.sizes)}"`)
  }
  return `<link ${attrs.join(' ')}>`
}

/** The banner of a host path (`/home`, `/talk/`), as the page itself picks it: the first header of its route. */
export async function bannerOf(ctx: ServerContext, path: string): Promise<LargestPicture | null> {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path
  const route = Object.hasOwn(BANNER_OF_PATH, bare) ? BANNER_OF_PATH[bare] : undefined
  if (!route) return null
  // every page answer asks: kept until the site changes
  const row = await rememberWhileUnchanged(ctx.db, `banner:${route}`, () =>
    ctx.db
      .selectFrom('page_headers')
      .select('bg_url')
      .where('route_name', '=', route)
      .orderBy('id')
      .executeTakeFirst(),
  )
  return row?.bg_url ? { href: row.bg_url, srcset: displaySrcSet(row.bg_url), sizes: BANNER_SIZES } : null
}

/** The site's page headers, as GET /api/pageHeader/getAll answers them (kept until the site changes). */
export function allPageHeaders(ctx: ServerContext): Promise<PageHeader[]> {
  return rememberWhileUnchanged(ctx.db, 'page-headers', () =>
    ctx.db.selectFrom('page_headers').select(['id', 'route_name', 'bg_url']).orderBy('id').execute(),
  )
}

/**
 * The page headers as data in the page itself: the first render draws its banner without waiting
 * for a request, and never stores (encrypts) them on a phone's busiest moment. `<` is escaped, so
 * no value can close the script element.
 */
export async function pageHeadersScript(ctx: ServerContext): Promise<string> {
  return jsonScript(PAGE_HEADERS_SCRIPT_ID, await allPageHeaders(ctx))
}

/** `value` as JSON data in the page: `<` is escaped, so no string in it can close the element. */
function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`
}

/**
 * The site's settings (GET /api/config's result) as data in the page: the first render has the
 * blog's name and motto, so the home banner's text does not move when they arrive (Lighthouse's
 * CLS), and the page makes one request less.
 */
export async function siteConfigScript(ctx: ServerContext): Promise<string> {
  return jsonScript(SITE_CONFIG_SCRIPT_ID, await readSiteConfig(ctx.db))
}

/** What a host page adds to its <head>: preloads of its largest picture and its code, the page headers and the settings. */
export async function pageHead(ctx: ServerContext, path: string): Promise<string> {
  const [banner, headers, config] = await Promise.all([
    bannerOf(ctx, path),
    pageHeadersScript(ctx),
    siteConfigScript(ctx),
  ])
  return preloadLink(banner) + ctx.caches.pageModules.preloads(path) + headers + config
}

/** An article's cover at the widths the reader offers (the same `srcset` and `sizes`). */
export function coverOf(cover: string | null | undefined): LargestPicture | null {
  if (!cover) return null
  return { href: cover, srcset: displaySrcSet(cover), sizes: ARTICLE_COVER_SIZES }
}

/** The host's index.html with `extra` (tags) at the end of its <head>. */
export function withHead(html: string, extra: string): string {
  return extra ? html.replace('</head>', `${extra}</head>`) : html
}

/**
 * The host's index.html, read again only when a new build has replaced it (every page answer
 * uses it). One per server (ctx.caches.hostShell), for its host folder.
 */
export class HostShell {
  private read: { mtimeMs: number; html: string } | null = null

  constructor(readonly file: string) {}

  html(): string {
    const { mtimeMs } = statSync(this.file)
    if (this.read?.mtimeMs !== mtimeMs) this.read = { mtimeMs, html: readFileSync(this.file, 'utf8') }
    return this.read.html
  }
}
