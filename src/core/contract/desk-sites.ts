import type { PageQuery } from './envelope.ts'

/** A site the owner added in the desk (docs/desk-api.md §Sites and pages). */
export interface DeskSite {
  id: number
  /** canonical: scheme, host and port, lower-cased */
  origin: string
  name: string
  createdAt: string
}

/** Every site allowed to embed the widgets besides the blog itself. */
export interface DeskSites {
  /** from XZ_ALLOWED_ORIGINS: changed only there, shown as fixed */
  environment: string[]
  /** added in the desk, removable there */
  sites: DeskSite[]
}

export interface DeskSiteBody {
  origin: string
  name: string
}

export interface DeskPageQuery extends PageQuery {
  /** one site's pages only */
  site?: string
  /** words in the path or the title */
  keyword?: string
}

/** A page of any site as the desk lists it. */
export interface DeskPage {
  id: number
  site: string
  path: string
  title: string
  /** the first full address it was seen at; '' when none was told */
  url: string
  views: number
  comments: number
  /** every reaction of every kind */
  reactions: number
  /** when its newest comment was written; null without comments */
  lastCommentAt: string | null
}

/** Moves a page to another path of its site; a page already there takes it in (a merge). */
export interface DeskPageMoveBody {
  id: number
  path: string
}

/** Merges a page into the page at another path of its site, which must exist. */
export interface DeskPageMergeBody {
  id: number
  into: string
}
