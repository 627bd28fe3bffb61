import type {
  CommentRules,
  PageReactions,
  PageThread,
  PageThreadBody,
  ReactBody,
  RecentComment,
} from '../contract/index.ts'
import { get, post } from './client.ts'

/** A page's reactions, with the visitor's own choice (a guest's by the id their browser keeps). */
export const getPageReactions = (path: string, visitor: string | null): Promise<PageReactions> =>
  get(
    `page/reactions?path=${encodeURIComponent(path)}${visitor ? `&visitor=${encodeURIComponent(visitor)}` : ''}`,
  )

/** Sets, changes or (reaction null) takes back the visitor's one reaction on the page. */
export const reactToPage = (body: ReactBody): Promise<PageReactions> => post('page/react', body)

/** The page's comment thread (made on first sight): its comments are type 4 with `for_id: page_id`. */
export const getPageThread = (body: PageThreadBody): Promise<PageThread> => post('page/thread', body)

/** Whether a signed-out visitor may comment here, and whether they must give an e-mail. */
export const getCommentRules = (): Promise<CommentRules> => get('page/comment-rules')

/** The site's newest page comments, newest first (1–20). */
export const getRecentComments = (limit: number): Promise<RecentComment[]> =>
  get(`page/recent?limit=${encodeURIComponent(String(limit))}`)
