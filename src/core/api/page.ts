import type {
  CommentRules,
  PageReactions,
  PageThread,
  PageThreadBody,
  ReactBody,
  RecentComment,
} from '../contract/index.ts'
import { get, post, seg } from './client.ts'

/** A page's reactions, with the visitor's own choice (a guest's by the id their browser keeps). */
export const getPageReactions = (path: string, visitor: string | null): Promise<PageReactions> =>
  get(
    `page/reactions?path=${encodeURIComponent(path)}${visitor ? `&visitor=${encodeURIComponent(visitor)}` : ''}`,
  )

/** Sets, changes or (reaction null) takes back the visitor's one reaction on the page. */
export const reactToPage = (body: ReactBody): Promise<PageReactions> => post('page/react', body)

/** A page's comment thread, made on first sight: its `page_id` is the `for_id` of type-4 comments. */
export const getPageThread = (body: PageThreadBody): Promise<PageThread> => post('page/thread', body)

/** What the composer asks of a signed-out visitor on this site's pages. */
export const getCommentRules = (): Promise<CommentRules> => get('page/comment-rules')

/** The site's newest page comments (1–20), with their pages. */
export const getRecentComments = (limit = 5): Promise<RecentComment[]> =>
  get(`page/recent?limit=${seg(limit)}`)
