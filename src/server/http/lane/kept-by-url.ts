import { Recent } from '../../shared/recent.ts'

/**
 * What the lane keeps by URL for one version of the database, within a budget of bytes: when a
 * crawler asking every URL would pass it, everything starts over (the URLs asked for most come
 * back with their next request).
 */
export interface KeptByUrl<V> {
  readonly version: string
  byUrl: Recent<string, V>
  /** the bytes kept so far, evicted ones included */
  bytes: number
}

/** Distinct URLs kept: the profiles and list pages visitors ask for most. */
const URLS_MAX = 256

export const nothingKept = <V>(version: string): KeptByUrl<V> => ({
  version,
  byUrl: new Recent(URLS_MAX),
  bytes: 0,
})

/** Counts `bytes` into `kept`, first emptying it when they would pass `budget`. */
export function makeRoom<V>(kept: KeptByUrl<V>, bytes: number, budget: number): void {
  kept.bytes += bytes
  if (kept.bytes <= budget) return
  kept.byUrl = new Recent(URLS_MAX)
  kept.bytes = bytes
}
