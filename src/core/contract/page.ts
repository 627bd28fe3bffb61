// Pages of any site: counters and reactions keyed by (site, canonical path) — docs/api.md,
// pages of any site.

import type { REACTIONS } from '../reactions/faces.ts'

export type Reaction = (typeof REACTIONS)[number]

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
