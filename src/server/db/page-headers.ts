import type { PageRoute } from '../../core/contract/index.ts'

/**
 * Page headers were first keyed by our own short names, one per picture. Each old key
 * becomes the `blog-v3` client's route names that show the same page or its siblings.
 */
export const LEGACY_ROUTE_NAMES: Readonly<Record<string, readonly [PageRoute, ...PageRoute[]]>> = {
  home: ['Home'],
  archives: ['Archives'],
  category: ['Category', 'ArticleList'],
  tag: ['Tag'],
  photoAlbum: ['PhotoAlbum'],
  talk: ['Talk'],
  link: ['LinkList'],
  message: ['MessageList', 'PublishMessage', 'MessageDetail'],
  resources: ['Front', 'Back', 'SiteList'],
  userCenter: ['UserCenter'],
}

interface HeaderRow {
  route_name: string
  bg_url: string
}

/** Rows under the `blog-v3` route names: an old key fans out to its names, others stay as they are. */
export function withRouteNames(rows: readonly HeaderRow[]): HeaderRow[] {
  return rows.flatMap((row) =>
    (LEGACY_ROUTE_NAMES[row.route_name] ?? [row.route_name]).map((route_name) => ({
      route_name,
      bg_url: row.bg_url,
    })),
  )
}
