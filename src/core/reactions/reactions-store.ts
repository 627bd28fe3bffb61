import { createStore, type StoreApi } from 'zustand/vanilla'
import { getPageReactions, reactToPage } from '../api/page.ts'
import type { PageReactions, Reaction } from '../contract/index.ts'
import { sessionStore } from '../session/index.ts'
import { visitorId } from './visitor.ts'

export interface ReactionsState {
  status: 'loading' | 'ready' | 'error'
  reactions: PageReactions | null
  error: unknown
  /** a choice on its way to the server */
  saving: boolean
  load(): Promise<void>
  /** Picks a reaction; picking the current one takes it back. Resolves with the failure, if any. */
  choose(reaction: Reaction): Promise<unknown>
}

export type ReactionsStore = StoreApi<ReactionsState>

/** The guest's id unless signed in: an account's reaction is kept under the account. */
const voter = () => (sessionStore.getState().token ? null : visitorId())

/** With `mine` moved to `next`, counts adjusted: what the screen shows before the server answers. */
export function withChoice(current: PageReactions, next: Reaction | null): PageReactions {
  const counts = { ...current.counts }
  if (current.mine) counts[current.mine] = Math.max(0, counts[current.mine] - 1)
  if (next) counts[next] += 1
  return { counts, mine: next }
}

/** One page's reactions: loaded, chosen at once on screen, set back if the server refuses. */
export function createReactionsStore(path: string, title: () => string): ReactionsStore {
  const store = createStore<ReactionsState>()((set, get) => ({
    status: 'loading',
    reactions: null,
    error: null,
    saving: false,
    async load() {
      set({ status: 'loading', error: null })
      try {
        set({ status: 'ready', reactions: await getPageReactions(path, voter()) })
      } catch (error) {
        set({ status: 'error', error })
      }
    },
    async choose(reaction) {
      const before = get().reactions
      if (!before || get().saving) return null
      const next = before.mine === reaction ? null : reaction
      set({ reactions: withChoice(before, next), saving: true })
      try {
        const visitor = voter()
        const saved = await reactToPage({
          path,
          title: title(),
          reaction: next,
          ...(visitor ? { visitor } : {}),
        })
        set({ reactions: saved, saving: false })
        return null
      } catch (error) {
        set({ reactions: before, saving: false })
        return error
      }
    },
  }))
  return store
}
