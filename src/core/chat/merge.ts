import type { ChatMessage } from '../contract/index.ts'

/**
 * One list, oldest first, unique by id. A row in `incoming` replaces the stored row with the same id
 * (the server's copy is the newer truth). Sorting by id rather than appending keeps the order right
 * when a catch-up page and live frames interleave.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const m of current) byId.set(m.id, m)
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}
