import type {
  ArticleStatus,
  ArticleSummary,
  ChatMessage,
  Comment,
  CommentType,
  FriendLink,
  Role,
} from './entities.ts'
import type { PageQuery } from './envelope.ts'

// The owner's desk (`/api/desk/...`, admin only). docs/desk-api.md describes every route.

/** How many days the overview's views chart covers, today included. */
export const DESK_VIEW_DAYS = 30
/** How many of the newest comments, messages and pending links the overview lists. */
export const DESK_LATEST = 5

export interface DeskCounts {
  /** every article, drafts and private ones included */
  articles: number
  talks: number
  comments: number
  messages: number
  users: number
  /** the site's total page views (the same number as /config's view_time) */
  views: number
}

/** One day of counted views; `day` is the UTC date `YYYY-MM-DD`. */
export interface DeskViewDay {
  day: string
  views: number
}

export interface DeskLatestMessage {
  id: number
  message: string
  nick_name: string
  user_id: number | null
  createdAt: string
}

export interface DeskOverview {
  counts: DeskCounts
  /** the last DESK_VIEW_DAYS days, oldest first, days without views as 0 */
  viewsByDay: DeskViewDay[]
  latestComments: DeskComment[]
  latestMessages: DeskLatestMessage[]
  pendingLinks: FriendLink[]
}

export interface DeskArticleQuery extends PageQuery {
  /** words in the title or summary */
  keyword?: string
  status?: ArticleStatus
  category_id?: number
  tag_id?: number
}
export type DeskArticle = ArticleSummary

export interface DeskCommentQuery extends PageQuery {
  /** 4: pages of any site (docs/desk-api.md §Sites and pages) */
  type?: CommentType | 4
  /** only with `type`: the one article, talk, message or page the comments hang on */
  for_id?: number
}

/** A comment as the moderation list shows it, with what it hangs on. */
export interface DeskComment extends Omit<Comment, 'is_like' | 'ipAddress' | 'content_html'> {
  /** title of the article, start of the talk or message; null when that is gone */
  target: string | null
  /** only on a comment not published: waiting for review, or marked as spam (docs/api.md §27) */
  status?: 'held' | 'spam'
}

export interface DeskChatQuery extends PageQuery {
  keyword?: string
}
export type DeskChatMessage = ChatMessage

export interface DeskLinkUpdateBody {
  id: number
  site_name: string
  site_desc?: string
  site_avatar?: string
  url: string
}
export interface DeskLinkRejectBody {
  /** why, told to the applicant */
  reason?: string
}

export interface DeskUserQuery extends PageQuery {
  /** part of the username or nick name */
  keyword?: string
  role?: Role
}
export interface DeskUser {
  id: number
  username: string
  nick_name: string
  avatar: string
  role: Role
  disabled: boolean
  createdAt: string
}

export interface DeskPageHeaderBody {
  route_name: string
  bg_url: string
}

export type DeskTermKind = 'category' | 'tag'
export interface DeskTerm {
  id: number
  name: string
  /** every article using it, drafts and private ones included */
  articleCount: number
}
export interface DeskTermMergeBody {
  /** merged away: its articles move to `into`, then it is deleted */
  from: number
  into: number
}

/** Options of the desk's comment import (docs/comment-migration.md). */
export interface DeskCommentImportOptions {
  /** the old site's address: its full URLs and bare paths are its pages */
  site?: string
  /** report only, write nothing */
  dryRun?: boolean
}
/** The import's report, line by line, as `npm run import` prints it. */
export interface DeskCommentImport {
  lines: string[]
}
