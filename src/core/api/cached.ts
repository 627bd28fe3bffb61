/**
 * A response kept for the page's lifetime: lists that rarely change (categories, tags, resources,
 * the site list) are fetched once, so switching tabs or coming back shows them at once. A failure
 * is not kept, so the next call tries again.
 */
const entries = new Map<string, Promise<unknown>>()

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key) as Promise<T> | undefined
  if (hit) return hit
  const promise = load()
  entries.set(key, promise)
  promise.catch(() => {
    if (entries.get(key) === promise) entries.delete(key)
  })
  return promise
}

/** Tests start from an empty cache. */
export function clearCache(): void {
  entries.clear()
}
