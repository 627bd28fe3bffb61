import type { Generated } from 'kysely'
import type { MessageEntry } from '../../core/contract/index.ts'

// Column names follow the wire contract (docs/api.md) wherever a column is sent as is, so rows
// need no renaming on the way out. `sort_order` avoids the reserved word ORDER in raw SQL.

export interface UsersTable {
  id: Generated<number>
  username: string
  password_hash: string
  nick_name: string
  avatar: string
  role: number
  /** 1 when the admin has disabled the account: no login, no token */
  disabled: Generated<number>
  createdAt: string
  updatedAt: string
}

export interface ArticlesTable {
  id: Generated<number>
  article_title: string
  article_description: string
  article_content: string
  article_cover: string
  category_id: number | null
  author_id: number
  is_top: number
  sort_order: number
  status: number
  type: number
  origin_url: string
  view_times: number
  thumbs_up_times: number
  reading_duration: number
  createdAt: string
  updatedAt: string
}

export interface CategoriesTable {
  id: Generated<number>
  category_name: string
  createdAt: string
  updatedAt: string
}

export interface TagsTable {
  id: Generated<number>
  tag_name: string
  createdAt: string
  updatedAt: string
}

export interface ArticleTagTable {
  article_id: number
  tag_id: number
}

/** One row per liker and target; `liker` is `u:<id>` or `ip:<address>` so both kinds share one unique key. */
export interface LikesTable {
  id: Generated<number>
  target_type: 'article' | 'talk' | 'message' | 'comment'
  target_id: number
  liker: string
  createdAt: string
}

export interface CommentsTable {
  id: Generated<number>
  type: number
  for_id: number
  parent_id: number | null
  /** null for a guest's comment (docs/api.md §25) */
  from_id: number | null
  to_id: number | null
  content: string
  thumbs_up: number
  createdAt: string
  updatedAt: string
  /** a guest's nickname, e-mail (never in a public answer), site and token hash; null for users */
  guest_name: Generated<string | null>
  guest_email: Generated<string | null>
  guest_url: Generated<string | null>
  guest_token: Generated<string | null>
  /** the guest a reply answers, by name (a guest has no id) */
  to_guest_name: Generated<string | null>
  /** docs/api.md §27: 'published' | 'held' | 'spam', why a held one waits, the visitor's hash */
  status: Generated<string>
  held_reason: Generated<string | null>
  visitor: Generated<string | null>
}

export interface TalksTable {
  id: Generated<number>
  user_id: number
  content: string
  is_top: number
  status: number
  like_times: number
  createdAt: string
  updatedAt: string
}

export interface TalkPhotosTable {
  id: Generated<number>
  talk_id: number
  url: string
  sort_order: number
}

export interface AlbumsTable {
  id: Generated<number>
  album_name: string
  album_cover: string
  description: string
  createdAt: string
  updatedAt: string
}

export interface PhotosTable {
  id: Generated<number>
  album_id: number
  url: string
  thumb_url: string
  width: number
  height: number
  /** the admin's order within the album; photos never reordered keep 0 and follow in upload order */
  sort_order: Generated<number>
  createdAt: string
}

export interface LinksTable {
  id: Generated<number>
  site_name: string
  site_desc: string
  site_avatar: string
  url: string
  /** 1 pending, 2 approved */
  status: number
  user_id: number | null
  createdAt: string
  updatedAt: string
}

/** A message board entry is stored as it is sent, less what each answer works out (avatar, likes by me, comments). */
export interface MessagesTable
  extends Pick<
    MessageEntry,
    | 'message'
    | 'color'
    | 'font_size'
    | 'font_weight'
    | 'bg_color'
    | 'bg_url'
    | 'tag'
    | 'user_id'
    | 'nick_name'
    | 'like_times'
    | 'createdAt'
  > {
  id: Generated<number>
  updatedAt: string
  /** docs/api.md §27: as CommentsTable's, and the hash of a guest author's token */
  status: Generated<string>
  held_reason: Generated<string | null>
  visitor: Generated<string | null>
  guest_token: Generated<string | null>
}

/** What the owner's "spam" blocks (docs/api.md §27). */
export interface BlocksTable {
  id: Generated<number>
  /** 'visitor' (a keyed hash of an address) | 'email' | 'nick' */
  kind: string
  value: string
  note: Generated<string>
  createdAt: string
}

/** The latest writes the guard refused, with why (docs/api.md §27). */
export interface RefusalsTable {
  id: Generated<number>
  /** 'comment' | 'message' */
  kind: string
  reason: string
  author: string
  excerpt: string
  createdAt: string
}

/** Form tokens and proof-of-work challenges already used, until they would expire anyway. */
export interface SpentPassesTable {
  key: string
  expires_at: string
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  message: string
  type: number
  to_id: number
  /** 1 unread, 2 read */
  is_view: number
  createdAt: string
  updatedAt: string
}

export interface ChatMessagesTable {
  id: Generated<number>
  user_id: number
  content: string
  content_type: 'text' | 'image'
  createdAt: string
}

/** Site configuration as key → JSON value, so new settings need no migration. */
export interface ConfigTable {
  key: string
  value: string
}

export interface PageHeadersTable {
  id: Generated<number>
  route_name: string
  bg_url: string
}

/** Front/back resource recommendations and the site list share one shape. */
export interface ResourcesTable {
  id: Generated<number>
  kind: 'front' | 'back' | 'site'
  category: string
  name: string
  url: string
  description: string
  icon: string
  sort_order: number
}

/** One row per IP and hour: addView counts a visitor at most once an hour. */
export interface ViewsTable {
  ip: string
  hour: string
}

/** Views counted per UTC day (`YYYY-MM-DD`), for the desk's chart. */
export interface ViewDaysTable {
  day: string
  views: number
}

export interface QuotesTable {
  id: Generated<number>
  note: string
}

/** The file an imported article came from, relative to the imported folder. */
export interface ArticleSourcesTable {
  source: string
  article_id: number
  slug: string
}

/** Images an import already copied into the uploads, so importing again reuses them. */
export interface ImportedImagesTable {
  sha256: string
  url: string
}

/**
 * A page of any site, the thread that comments on it hang on (type 4) and the count of its views:
 * keyed by the embedding page's origin and its canonical path (core/page-path).
 */
export interface PagesTable {
  id: Generated<number>
  site: string
  path: string
  /** the page's title when last seen, for the desk and recent comments */
  title: string
  /** the first full address the page was seen at */
  url: string
  views: number
  /** comments on the page, replies included: kept by triggers (db/long-page-threads.ts) */
  comments: Generated<number>
  createdAt: string
  updatedAt: string
}

/** When a visitor (a hash of the address) last counted as a view of a page. */
export interface PageVisitsTable {
  page_id: number
  visitor: string
  at: string
}

/** One reaction per voter (an account, or a guest's browser) per page. */
export interface PageReactionsTable {
  page_id: number
  /** `u:<user id>` or `g:<the browser's visitor id>` */
  voter: string
  reaction: string
  /** a hash of the address it came from, to cap how many guests one address may be */
  address: string
  at: string
}

/** A site the owner added in the desk: its pages may embed the widgets, beside XZ_ALLOWED_ORIGINS. */
export interface SitesTable {
  id: Generated<number>
  /** canonical (core/page-path canonicalSiteOrigin): what the CORS check compares */
  origin: string
  name: string
  createdAt: string
}

/** A comment brought from another system, by its id there (docs/comment-migration.md). */
export interface CommentSourcesTable {
  /** `<format>:<id in that system>` */
  source: string
  /** null once the owner deleted it: a second import does not bring it back */
  comment_id: number | null
  /** the comment it answered, where that is not the top-level one parent_id names */
  reply_to: number | null
  pinned: number
}

/** The canonical path an imported article had on the old site: its comments land on the article. */
export interface ArticlePermalinksTable {
  path: string
  article_id: number
}

/** A notice waiting to leave, or gone (docs/api.md §26): one mail or one webhook call. */
export interface OutboxTable {
  id: Generated<number>
  channel: 'mail' | 'webhook'
  /** the address, or the webhook's name */
  recipient: string
  /** what it tells of: comment, reply, message, link, link-verdict, review, test, confirm */
  event: string
  /** one line for the desk: the mail's subject, the webhook's title */
  subject: string
  /** JSON: everything needed to send it again, as it was first written */
  payload: string
  /** pending (queued or retrying), sent, failed (given up), skipped (over the hourly cap) */
  status: 'pending' | 'sent' | 'failed' | 'skipped'
  attempts: Generated<number>
  next_at: string
  /** while an instance sends it: others leave it alone until then */
  claimed_until: Generated<string | null>
  last_error: Generated<string>
  sent_at: Generated<string | null>
  createdAt: string
}

/** An address the site has mailed: its unsubscribe token, and whether it unsubscribed. */
export interface NoticeAddressesTable {
  /** lower-cased */
  address: string
  token: string
  unsubscribed_at: Generated<string | null>
  createdAt: string
}

/** The e-mail a user added in the personal centre; mail goes to it once confirmed. */
export interface UserEmailsTable {
  user_id: number
  email: string
  confirmed_at: Generated<string | null>
  /** a hash of the link's token while unconfirmed */
  confirm_token: Generated<string | null>
  confirm_expires: Generated<string | null>
  updatedAt: string
}

/** The desk's notice settings as key → JSON, never sent whole (the SMTP password is here). */
export interface NoticeSettingsTable {
  key: string
  value: string
}

export interface DB {
  users: UsersTable
  articles: ArticlesTable
  categories: CategoriesTable
  tags: TagsTable
  article_tag: ArticleTagTable
  likes: LikesTable
  comments: CommentsTable
  talks: TalksTable
  talk_photos: TalkPhotosTable
  albums: AlbumsTable
  photos: PhotosTable
  links: LinksTable
  messages: MessagesTable
  notifications: NotificationsTable
  chat_messages: ChatMessagesTable
  config: ConfigTable
  page_headers: PageHeadersTable
  resources: ResourcesTable
  views: ViewsTable
  view_days: ViewDaysTable
  quotes: QuotesTable
  article_sources: ArticleSourcesTable
  imported_images: ImportedImagesTable
  pages: PagesTable
  page_visits: PageVisitsTable
  page_reactions: PageReactionsTable
  sites: SitesTable
  comment_sources: CommentSourcesTable
  article_permalinks: ArticlePermalinksTable
  outbox: OutboxTable
  notice_addresses: NoticeAddressesTable
  user_emails: UserEmailsTable
  notice_settings: NoticeSettingsTable
  blocks: BlocksTable
  spent_passes: SpentPassesTable
  refusals: RefusalsTable
}

/**
 * The tables of DB by name, at run time (db/pg-changes.ts gives each its change notice). A
 * record over DB's keys: a table added to DB and not here fails the type check.
 */
const TABLE_NAMES: Record<keyof DB, true> = {
  users: true,
  articles: true,
  categories: true,
  tags: true,
  article_tag: true,
  likes: true,
  comments: true,
  talks: true,
  talk_photos: true,
  albums: true,
  photos: true,
  links: true,
  messages: true,
  notifications: true,
  chat_messages: true,
  config: true,
  page_headers: true,
  resources: true,
  views: true,
  view_days: true,
  quotes: true,
  article_sources: true,
  imported_images: true,
  pages: true,
  page_visits: true,
  page_reactions: true,
  sites: true,
  comment_sources: true,
  article_permalinks: true,
  outbox: true,
  notice_addresses: true,
  user_emails: true,
  notice_settings: true,
  blocks: true,
  spent_passes: true,
  refusals: true,
}
export const TABLES = Object.keys(TABLE_NAMES) as (keyof DB)[]
