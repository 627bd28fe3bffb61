// Pages of any site: counters and reactions keyed by (site, canonical path) —
// docs/api.md §23.

/** The six reactions a page offers (core/reactions/faces.ts names and draws them). */
export type Reaction = 'like' | 'love' | 'haha' | 'wow' | 'sad' | 'party'

export interface PageReactions {
  counts: Record<Reaction, number>
  /** this visitor's choice on the page, or null */
  mine: Reaction | null
}

export interface ReactBody {
  path: string
  title?: string
  /** the new choice; null takes the visitor's reaction back */
  reaction: Reaction | null
  visitor?: string
}

/** `POST /api/page/thread`: a page's comment thread, made on first sight. */
export interface PageThreadBody {
  path: string
  title?: string
  url?: string
}
export interface PageThread {
  /** the `for_id` of the page's comments (type 4) */
  page_id: number
  /** the canonical path (core/page-path) */
  path: string
}

/** `GET /api/page/comment-rules`: what the composer asks of a signed-out visitor. */
export interface CommentRules {
  guests: boolean
  guest_email_required: boolean
}

/** The owner's comment settings (`/api/desk/comment-settings`). */
export interface CommentSettings {
  guests: boolean
  guest_email_required: boolean
  users_only: boolean
}

/** One of a site's newest page comments (`GET /api/page/recent`). */
export interface RecentComment {
  id: number
  content_html: string
  /** the start of the raw text, at most 120 characters */
  content: string
  from_name: string
  from_avatar: string
  from_url?: string
  createdAt: string
  page: { path: string; title: string; url: string }
}
