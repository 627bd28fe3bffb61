import type {
  BlockEntry,
  HeldItem,
  HeldKind,
  ModerationSettings,
  ModerationSettingsView,
  PageQuery,
  RefusedItem,
  Paged,
  ReviewBody,
  WordLists,
} from '../contract/index.ts'
import { del, get, post, put, seg } from './client.ts'

// The desk's review queue, its settings, the sensitive words and the block list, admin only
// (docs/api.md §27).

/** How many items wait for review: the number beside 审核 in the desk's menu. */
export const getHeldCount = (): Promise<number> => get('desk/review/count')

/** Held comments or board entries, oldest first, each with why it waits. */
export const getHeldItems = (query: PageQuery & { kind: HeldKind }): Promise<Paged<HeldItem>> =>
  post('desk/review/list', query)

/** Approves, rejects or marks as spam one or many held items; how many were still waiting. */
export const reviewHeld = (body: ReviewBody): Promise<{ done: number }> => post('desk/review', body)

/** The newest 50 writes the guard refused, with why. */
export const getRefusals = (): Promise<RefusedItem[]> => get('desk/review/refused')

export const getModerationSettings = (): Promise<ModerationSettingsView> => get('desk/review/settings')

export const saveModerationSettings = (body: ModerationSettings): Promise<ModerationSettingsView> =>
  put('desk/review/settings', body)

export const getWordLists = (): Promise<WordLists> => get('desk/review/words')

export const saveWordLists = (body: WordLists): Promise<WordLists> => put('desk/review/words', body)

export const getBlocks = (): Promise<BlockEntry[]> => get('desk/review/blocks')

/** Blocks an IP (kept as a hash), an e-mail or a nickname; the list after. */
export const addBlock = (body: { kind: 'ip' | 'email' | 'nick'; value: string; note?: string }) =>
  post<BlockEntry[]>('desk/review/blocks', body)

export const removeBlock = async (id: number): Promise<void> => {
  await del(`desk/review/blocks/${seg(id)}`)
}
