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
