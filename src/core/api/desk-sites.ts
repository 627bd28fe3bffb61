import type {
  DeskComment,
  DeskPage,
  DeskPageMergeBody,
  DeskPageMoveBody,
  DeskPageQuery,
  DeskSiteBody,
  DeskSites,
  Paged,
  PageQuery,
} from '../contract/index.ts'
import { del, get, post, seg } from './client.ts'

// The desk's sites and pages of every site, admin only (docs/desk-api.md §Sites and pages).

/** The sites from XZ_ALLOWED_ORIGINS and those added in the desk. */
export const getDeskSites = (): Promise<DeskSites> => get('desk/sites')

/** Adds a site; its pages may embed the widgets at once. */
export const addDeskSite = (body: DeskSiteBody): Promise<DeskSites> => post('desk/sites', body)

export const removeDeskSite = (id: number): Promise<DeskSites> => del(`desk/sites/${seg(id)}`)

export const getDeskPages = (query: DeskPageQuery): Promise<Paged<DeskPage>> => post('desk/pages', query)

/** Every site that has pages, for the filter. */
export const getDeskPageSites = (): Promise<string[]> => get('desk/pages/sites')

export const moveDeskPage = (body: DeskPageMoveBody): Promise<DeskPage> => post('desk/pages/move', body)

export const mergeDeskPage = (body: DeskPageMergeBody): Promise<DeskPage> => post('desk/pages/merge', body)

/** One page's thread, newest first, as moderation lists comments. */
export const getDeskPageComments = (pageId: number, query: PageQuery): Promise<Paged<DeskComment>> =>
  post('desk/comments', { ...query, type: 4, for_id: pageId })
