import { BADGE_MAX } from '../contract/index.ts'

// The badge's rule alone, so the chat room's unread badge does not bring the notification
// routing and list rules (rules.ts) to its first screen.

/** '' hides the badge; above BADGE_MAX it reads "9+". */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count))
}
