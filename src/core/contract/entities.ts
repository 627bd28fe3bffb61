import type { PageQuery, Paged } from './envelope.ts'

/** Row timestamps, ISO-8601, present on every stored row. */
export interface Stamped {
  createdAt: string
  updatedAt?: string
}

export const ROLE_ADMIN = 1
export const ROLE_USER = 2
export type Role = typeof ROLE_ADMIN | typeof ROLE_USER

export interface UserInfo {
  id: number
  username: string
  nick_name: string
  avatar: string
  role: Role
  createdAt: string
}

export interface LoginBody {
  username: string
  password: string
  remember?: boolean
}
export interface LoginResult {
  token: string
  id: number
  username: string
  role: Role
}
export interface RegisterBody {
  username: string
  password: string
  nick_name?: string
}
export interface RegisterResult {
  id: number
  username: string
}
export interface UpdateOwnUserInfoBody {
  nick_name?: string
  avatar?: string
}
export interface UpdatePasswordBody {
  password: string
  password1: string
  password2: string
}

/** 1 public, 2 private, 3 draft. */
export type ArticleStatus = 1 | 2 | 3
/** 1 original, 2 repost, 3 translation. */
export type ArticleType = 1 | 2 | 3

export interface Article extends Stamped {
  id: number
  article_title: string
  article_description: string
  article_content: string
  article_cover: string
  category_id: number | null
  categoryName: string | null
  tagNameList: string[]
  author_id: number
  authorName: string
  is_top: 0 | 1
  order: number
  status: ArticleStatus
  type: ArticleType
  origin_url: string
  view_times: number
  thumbs_up_times: number
  reading_duration: number
  /** whether the caller (user, or IP when anonymous) likes it; on detail reads */
  is_like?: boolean
}

/** List rows leave out the Markdown body. */
export type ArticleSummary = Omit<Article, 'article_content'>

/** One h2/h3 heading of an article's outline; `id` is the heading's id in `article_html`. */
export interface TocEntry {
  id: string
  text: string
  level: 2 | 3
}

/**
 * `GET /article/getArticleById/:id?render=html` (the reader's variant): the article with its
 * body rendered by the server instead of its Markdown. The HTML still goes through DOMPurify in
 * the browser; raw HTML the author wrote arrives escaped between `<!--xz-html-->` markers.
 */
export interface ArticleWithHtml extends ArticleSummary {
  article_html: string
  /** the h2 and h3 headings, in order */
  article_toc: TocEntry[]
  /** estimated reading time in whole minutes, at least 1 */
  article_minutes: number
}

/** What the reader shows: an article as stored (Markdown) or as the reader's variant (HTML). */
export type ReaderArticle = Article | ArticleWithHtml

export interface TimelineEntry {
  id: number
  article_title: string
  article_cover: string
  createdAt: string
}
export interface TimelineYear {
  year: number
  articleList: TimelineEntry[]
}

export interface ArticleLink {
  id: number
  article_title: string
  article_cover: string
  createdAt?: string
}
export interface RecommendResult {
  previous: ArticleLink | null
  next: ArticleLink | null
  recommend: ArticleLink[]
}

export interface HotArticle {
  id: number
  article_title: string
  view_times: number
}

export interface SearchHit {
  id: number
  article_title: string
  /** a snippet of the content around the first match */
  article_content: string
}

export interface LikeResult {
  thumbs_up_times: number
  is_like: boolean
}

export interface ArticleListByIdBody extends PageQuery {
  id: number
}

export interface ArticleWriteBody {
  id?: number
  article_title: string
  article_description?: string
  article_content: string
  article_cover?: string
  is_top?: 0 | 1
  order?: number
  status?: ArticleStatus
  type?: ArticleType
  origin_url?: string
  category: { id?: number; category_name: string }
  tagList: { id?: number; tag_name: string }[]
}

export interface Category {
  id: number
  category_name: string
  articleCount: number
}
export interface Tag {
  id: number
  tag_name: string
  articleCount: number
}

/** What a comment hangs on: 1 article, 2 talk, 3 message-board entry, 4 a page of any site. */
export type CommentType = 1 | 2 | 3 | 4

export interface Comment extends Stamped {
  id: number
  type: CommentType
  for_id: number
  parent_id: number | null
  /** 0 for a guest (a guest has no account) */
  from_id: number
  from_name: string
  /** '' for a guest: the widget draws the letter avatar */
  from_avatar: string
  /** a guest's own site, http(s) only */
  from_url?: string
  /** the author is a guest */
  guest?: true
  /** a guest's comment written with the token this request carries (header `X-Xz-Guest`) */
  mine?: true
  /** waiting for the owner's review: only its author is shown it, marked 审核中 (docs/api.md §27) */
  held?: true
  /** 0 when the reply answers a guest */
  to_id: number | null
  to_name: string | null
  /** the raw Markdown the author wrote */
  content: string
  /** `content` rendered by the server's safe subset (core/markdown/comment.ts): insert as it is */
  content_html: string
  thumbs_up: number
  is_like: boolean
  reply_count: number
  /** where the comment was written from, coarsely ("未知" when unknown); never an IP */
  ipAddress?: string
}
/** Who a guest says they are; the e-mail is never shown to anyone. */
export interface GuestFields {
  nick_name: string
  email?: string
  url?: string
}
export interface CommentAddBody {
  type: CommentType
  for_id: number
  content: string
  /** only when signed out, on a page (type 4), where the owner allows guests */
  guest?: GuestFields
  /** the token this browser got with its first guest comment */
  guest_token?: string
  /** a guest's pass (docs/api.md §27): the form token, and a solved proof of work when asked */
  form_token?: string
  pow?: unknown
  /** the honeypot: a person leaves it empty */
  website?: string
}
export interface CommentApplyBody extends CommentAddBody {
  parent_id: number
  to_id: number
}
/** A guest's add/apply answer: the comment and the token to keep (the same one when sent). */
export interface GuestCommentResult extends Comment {
  guest_token: string
}
export interface CommentPreviewBody {
  content: string
}
export interface CommentPreview {
  html: string
}
/** Where a comment list starts instead of page `current`: at most one (docs/api.md §25). */
export interface CommentCursor {
  /** `<createdAt>,<id>` of a comment: the comments after it */
  after?: string
  /** `<createdAt>,<id>` of a comment: the comments before it */
  before?: string
  /** the last `size` comments of the list */
  last?: boolean
}
/** A comment list's answer: `current` is 0 when asked by cursor; `prev`/`next` null at either end. */
export interface CommentPage extends Paged<Comment> {
  prev: string | null
  next: string | null
}
export interface ParentCommentQuery extends PageQuery, CommentCursor {
  type: CommentType
  for_id: number
  order: 'new' | 'hot'
}
export interface ChildCommentQuery extends PageQuery, CommentCursor {
  type: CommentType
  for_id: number
  parent_id: number
}
export interface CommentLikeResult {
  thumbs_up: number
  is_like: boolean
}

export interface Talk extends Stamped {
  id: number
  content: string
  talkImgList: string[]
  user_id: number
  nick_name: string
  avatar: string
  is_top: 0 | 1
  /** 1 public, 2 private */
  status?: 1 | 2
  like_times: number
  is_like: boolean
  comment_total: number
}
export interface TalkLikeResult {
  like_times: number
  is_like: boolean
}
export interface TalkWriteBody {
  id?: number
  content: string
  talkImgList?: string[]
  is_top?: 0 | 1
  status?: 1 | 2
}

export interface Album extends Stamped {
  id: number
  album_name: string
  album_cover: string
  description: string
  photo_count: number
}
export interface Photo {
  id: number
  album_id?: number
  url: string
  thumb_url: string
  width: number
  height: number
}

export interface FriendLink extends Stamped {
  id: number
  site_name: string
  site_desc: string
  site_avatar: string
  url: string
  /** 1 pending, 2 approved */
  status?: 1 | 2
  user_id?: number
}
export interface LinkBody {
  id?: number
  site_name: string
  site_desc: string
  site_avatar: string
  url: string
}

export interface MessageEntry extends Stamped {
  id: number
  message: string
  color: string
  font_size: number
  font_weight: number
  bg_color: string
  bg_url: string
  tag: string
  user_id: number | null
  nick_name: string
  avatar: string
  like_times: number
  is_like: boolean
  comment_total: number
  /** waiting for the owner's review: only its author is shown it, marked 审核中 (docs/api.md §27) */
  held?: true
}
export interface MessageQuery extends PageQuery {
  tag?: string
  /** a keyword the entry contains */
  message?: string
  /** only this user's entries (the personal centre's 我的留言) */
  author_id?: number
}
export interface MessageBody {
  id?: number
  message: string
  color?: string
  font_size?: number
  font_weight?: number
  bg_color?: string
  bg_url?: string
  tag?: string
  nick_name?: string
}
export interface HotTag {
  tag: string
  count: number
}
export interface MessageLikeResult {
  like_times: number
  is_like: boolean
}

/** 1 article, 2 talk, 3 message board, 4 link application (admin site), 5 a page of any site. */
export type NotifyType = 1 | 2 | 3 | 4 | 5
/** 1 unread, 2 read. */
export type NotifyView = 1 | 2
export interface Notify extends Stamped {
  id: number
  message: string
  type: NotifyType
  to_id: number
  isView: NotifyView
}
export interface NotifyQuery extends PageQuery {
  userId: number
}

export interface Statistic {
  articleCount: number
  tagCount: number
  categoryCount: number
  userCount: number
  viewCount: number
}

export interface SiteConfig {
  blog_name: string
  blog_avatar: string
  avatar_bg: string
  personal_say: string
  blog_notice: string
  github_link: string
  bilibili_link: string
  qq_link: string
  we_chat_link: string
  git_ee_link: string
  /** QQ and WeChat group QR images (URLs, may be empty) */
  qq_group: string
  we_chat_group: string
  view_time: number
  icp_number: string
  copyright?: string
  /** when the site started (ISO 8601), for "已运行 N 天" */
  createdAt: string
  [key: string]: string | number | undefined
}

export interface PageHeader {
  id: number
  route_name: string
  bg_url: string
}

export interface ResourceSite {
  name: string
  url: string
  desc: string
  icon: string
}
export interface ResourceGroup {
  category: string
  sites: ResourceSite[]
}
export interface Resources {
  front: ResourceGroup[]
  back: ResourceGroup[]
}

export interface Quote {
  note: string
}

export interface UploadResult {
  url: string
  thumb_url?: string
  width?: number
  height?: number
}

export const CHAT_CONTENT_TYPES = ['text', 'image'] as const
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number]
export interface ChatMessage {
  id: number
  user_id: number
  nick_name: string
  avatar: string
  content: string
  content_type: ChatContentType
  createdAt: string
}
export interface OnlineUser {
  user_id: number
  nick_name: string
  avatar: string
}
export interface ChatListQuery {
  size: number
  last_id?: number
  after_id?: number
}
export interface ChatListResult {
  list: ChatMessage[]
}

/** Globe markers of /config/config.json. */
export interface GlobeConfig {
  points: { lat: number; lng: number; label: string }[]
}
