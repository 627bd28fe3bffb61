import type {
  Article,
  ChatMessage,
  DeskArticle,
  DeskArticleQuery,
  DeskChatQuery,
  DeskComment,
  DeskCommentImport,
  DeskCommentImportOptions,
  DeskCommentQuery,
  DeskLinkRejectBody,
  DeskLinkUpdateBody,
  DeskOverview,
  DeskPageHeaderBody,
  DeskTerm,
  DeskTermKind,
  DeskTermMergeBody,
  DeskUser,
  DeskUserQuery,
  FriendLink,
  GlobeConfig,
  PageHeader,
  PageQuery,
  Paged,
  Role,
  SiteConfig,
  Talk,
} from '../contract/index.ts'
import { del, get, post, put, request, seg } from './client.ts'

// The owner's desk, admin only (docs/desk-api.md). Deleting comments, messages, chat lines,
// links, articles, talks and photos uses the calls of those resources.

export const getDeskOverview = (): Promise<DeskOverview> => get('desk/overview')

/** Every article, drafts and private ones too, newest first. */
export const getDeskArticles = (query: DeskArticleQuery): Promise<Paged<DeskArticle>> =>
  post('desk/articles', query)

/** The full article for the editor, whatever its status; not counted as a view. */
export const getDeskArticle = (id: number): Promise<Article> => get(`desk/articles/${seg(id)}`)

/** Every talk, hidden ones too, pinned first. */
export const getDeskTalks = (query: PageQuery): Promise<Paged<Talk>> => post('desk/talks', query)

export const getDeskComments = (query: DeskCommentQuery): Promise<Paged<DeskComment>> =>
  post('desk/comments', query)

export const getDeskChat = (query: DeskChatQuery): Promise<Paged<ChatMessage>> => post('desk/chat', query)

/** Friend links of one status (1 pending, 2 approved) or all, pending first. */
export const getAdminLinks = (query: PageQuery & { status?: 1 | 2 }): Promise<Paged<FriendLink>> =>
  post('links/adminList', query)

/** The admin's edit: the link keeps its status. */
export const updateDeskLink = (body: DeskLinkUpdateBody): Promise<FriendLink> =>
  put('desk/links/update', body)

/** Removes a pending application and tells the applicant, with the reason when given. */
export const rejectDeskLink = async (id: number, body: DeskLinkRejectBody = {}): Promise<void> => {
  await put(`desk/links/reject/${seg(id)}`, body)
}

export const getDeskUsers = (query: DeskUserQuery): Promise<Paged<DeskUser>> => post('desk/users', query)

/** A disabled user can neither log in nor use a token they hold. */
export const setDeskUserDisabled = (id: number, disabled: boolean): Promise<DeskUser> =>
  put(`desk/users/disable/${seg(id)}`, { disabled })

/** 1 makes an admin, 2 a user; the last admin cannot be demoted (409). */
export const setDeskUserRole = (id: number, role: Role): Promise<DeskUser> =>
  put(`desk/users/role/${seg(id)}`, { role })

/** Changes some settings; answers the whole configuration. */
export const updateSiteConfig = (patch: Partial<SiteConfig>): Promise<SiteConfig> =>
  put('config/update', patch)

/** Sets one page's header image; answers every page's. */
export const setDeskPageHeader = (body: DeskPageHeaderBody): Promise<PageHeader[]> =>
  put('desk/pageHeader', body)

/** Replaces the landing globe's markers (read back by getGlobeConfig). */
export const setDeskGlobe = (body: GlobeConfig): Promise<GlobeConfig> => put('desk/globe', body)

/** Categories or tags with the number of articles of any status using each. */
export const getDeskTerms = (kind: DeskTermKind): Promise<DeskTerm[]> => get(`desk/terms/${seg(kind)}`)

export const mergeDeskTerms = (kind: DeskTermKind, body: DeskTermMergeBody): Promise<DeskTerm> =>
  post(`desk/terms/${seg(kind)}/merge`, body)

/** Deletes a category or tag no article uses (409 otherwise). */
export const deleteDeskTerm = async (kind: DeskTermKind, id: number): Promise<void> => {
  await del(`desk/terms/${seg(kind)}/${seg(id)}`)
}

/** The album's photos in this order; photos added later follow. */
export const setDeskPhotoOrder = async (albumId: number, ids: number[]): Promise<void> => {
  await put('desk/photos/order', { album_id: albumId, ids })
}

/**
 * Imports another comment system's export (docs/desk-api.md, docs/comment-migration.md): the file
 * is the request's body; the answer is the report.
 */
export function importDeskComments(
  file: Blob,
  options: DeskCommentImportOptions = {},
): Promise<DeskCommentImport> {
  const query = new URLSearchParams()
  if (options.site) query.set('site', options.site)
  if (options.dryRun) query.set('dry_run', '1')
  const search = query.toString() ? `?${query}` : ''
  return request<DeskCommentImport>('post', `desk/import/comments${search}`, { form: file })
}
