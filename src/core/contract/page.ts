// Pages of any site: counters and reactions keyed by (site, canonical path) — docs/api.md,
// pages of any site.

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

/** `POST /api/page/thread`: the page's comment thread, created on first sight. */
export interface PageThreadBody {
  path: string
  title?: string
  url?: string
}
export interface PageThread {
  page_id: number
  /** the canonical path */
  path: string
}

/** `GET /api/page/comment-rules`: whether a signed-out visitor may comment, and with an e-mail. */
export interface CommentRules {
  guests: boolean
  guest_email_required: boolean
}

/** One row of `GET /api/page/recent`: a site's newest page comments, newest first. */
export interface RecentComment {
  id: number
  content_html: string
  /** at most 120 characters */
  content: string
  from_name: string
  from_avatar: string
  from_url?: string
  createdAt: string
  page: { path: string; title: string; url: string }
}
