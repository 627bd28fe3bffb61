import type { PageReactions, ReactBody, Reaction } from '../../core/contract/index.ts'
import { REACTIONS } from '../../core/reactions/faces.ts'
import type { MockRoute } from '../testing/mock-api.ts'

/** A page's reactions as a small in-memory server keeps them: one choice per visitor. */
export function reactionRoutes(start: Partial<Record<Reaction, number>> = { like: 12, love: 3, party: 1 }) {
  return (): Record<string, MockRoute> => {
    const counts = Object.fromEntries(REACTIONS.map((r) => [r, start[r] ?? 0])) as Record<Reaction, number>
    let mine: Reaction | null = null
    const answer = (): PageReactions => ({ counts: { ...counts }, mine })
    return {
      'GET /api/page/reactions': answer,
      'POST /api/page/react': ({ body }: { body: unknown }) => {
        const { reaction } = body as ReactBody
        if (mine) counts[mine] -= 1
        if (reaction) counts[reaction] += 1
        mine = reaction
        return answer()
      },
    }
  }
}
