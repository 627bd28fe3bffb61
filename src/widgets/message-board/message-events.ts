import type { MessageEntry } from '../../core/contract/index.ts'

/**
 * The message board is kept alive by the shell: it stays mounted while the reader is on the
 * detail or publish screen. Those screens announce what they changed here, so the board shows a
 * new entry, a new like count or a deletion without reloading (and without losing its place).
 */
export type MessageChange =
  | { type: 'create'; entry: MessageEntry }
  | { type: 'update'; entry: MessageEntry }
  | { type: 'delete'; id: number }

type Listener = (change: MessageChange) => void

const listeners = new Set<Listener>()

export function emitMessageChange(change: MessageChange): void {
  for (const listener of [...listeners]) listener(change)
}

export function onMessageChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
