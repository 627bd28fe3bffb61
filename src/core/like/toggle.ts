import { toastMessageFor } from '../api/failure.ts'
import { toast } from '../toast/index.ts'

/** A like button's state: whether this visitor likes it, and how many do. */
export interface Liking {
  liked: boolean
  count: number
}

export interface LikeRequest {
  /** the state on screen before the click */
  before: Liking
  /** asks the server to like (true) or unlike (false); answers the server's count */
  send: (liking: boolean) => Promise<Liking>
  /** puts a state on screen (the guess, then the server's answer or `before` again) */
  show: (state: Liking) => void
  /** the toast after a failure the API layer did not already announce */
  failure: (liking: boolean) => string
}

export interface LikeToggle<K> {
  /** a toggle for `key` is on its way: further clicks are ignored until it settles */
  pending(key: K): boolean
  /** resolves true when the server took it, false when it failed (and `before` is back) */
  toggle(key: K, request: LikeRequest): Promise<boolean>
}

/** The guess shown at once: flipped, the count one up or down (never below zero). */
export const flipLike = ({ liked, count }: Liking): Liking => ({
  liked: !liked,
  count: Math.max(0, count + (liked ? -1 : 1)),
})

/**
 * The optimistic like toggle every widget shares: the heart changes at once, the server's count
 * replaces the guess when it answers, and a failure puts the state back with one toast. One
 * toggle per key at a time.
 */
export function createLikeToggle<K>(): LikeToggle<K> {
  const inFlight = new Set<K>()
  return {
    pending: (key) => inFlight.has(key),
    async toggle(key, { before, send, show, failure }) {
      if (inFlight.has(key)) return false
      inFlight.add(key)
      const guess = flipLike(before)
      show(guess)
      try {
        show(await send(guess.liked))
        return true
      } catch (error) {
        show(before)
        const message = toastMessageFor(error, failure(guess.liked))
        if (message) toast.error(message)
        return false
      } finally {
        inFlight.delete(key)
      }
    },
  }
}
