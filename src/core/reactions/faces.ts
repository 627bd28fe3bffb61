// What a page's reactions are, for the widget and the server alike (docs/api.md §23).
// Kept out of core/contract, which every widget's runtime carries: only the reactions need them.

import type { Reaction } from '../contract/index.ts'

/** The six reactions a page offers, in the order they show. */
export const REACTIONS = ['like', 'love', 'haha', 'wow', 'sad', 'party'] as const satisfies readonly Reaction[]

/** What each reaction is called and drawn as. */
export const REACTION_FACES: Record<Reaction, { label: string; emoji: string }> = {
  like: { label: '赞', emoji: '👍' },
  love: { label: '喜欢', emoji: '❤️' },
  haha: { label: '哈哈', emoji: '😄' },
  wow: { label: '惊讶', emoji: '😮' },
  sad: { label: '难过', emoji: '😢' },
  party: { label: '庆祝', emoji: '🎉' },
}

/**
 * A guest's reactions are kept under this id, made once in the browser; a signed-in reader's
 * under their account. Letters, digits, `_` and `-`, 16 to 40 of them.
 */
export const VISITOR_ID = /^[\w-]{16,40}$/
