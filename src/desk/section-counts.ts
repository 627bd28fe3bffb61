import { useEffect, useState } from 'react'
import type { DeskSection } from './section.ts'

// The numbers beside a section in the menu (审核's items waiting for review): read when the
// desk opens, on every move, and when a pane says it changed them.

const listeners = new Set<() => void>()

/** Reads the menu's numbers again: a pane calls it after changing what they count. */
export function refreshSectionCounts(): void {
  for (const listener of listeners) listener()
}

/** Each counting section's number by key; a count that fails to load is left out. */
export function useSectionCounts(sections: readonly DeskSection[], path: string): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({})
  const [round, setRound] = useState(0)
  useEffect(() => {
    const again = () => setRound((n) => n + 1)
    listeners.add(again)
    return () => {
      listeners.delete(again)
    }
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a move or a refresh reads them again
  useEffect(() => {
    let live = true
    for (const section of sections) {
      if (!section.count) continue
      section.count().then(
        (n) => live && setCounts((c) => ({ ...c, [section.key]: n })),
        () => {},
      )
    }
    return () => {
      live = false
    }
  }, [sections, path, round])
  return counts
}
