import { nanoid } from 'nanoid'
import { VISITOR_ID } from './faces.ts'

const KEY = 'xz:visitor'

/**
 * The id a guest's reactions are kept under (docs/api.md §23): made once per browser and
 * kept in plain localStorage, since it proves nothing and hides nothing. Where storage is refused
 * (a private window's quota, a sandbox) the page keeps one for as long as it lives.
 */
let fallback: string | null = null

export function visitorId(): string {
  try {
    const kept = localStorage.getItem(KEY)
    if (kept && VISITOR_ID.test(kept)) return kept
    const made = nanoid(22)
    localStorage.setItem(KEY, made)
    return made
  } catch {
    fallback ??= nanoid(22)
    return fallback
  }
}
