import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

// The proof-of-work solver (docs/api.md §27), fetched by guest-pass.ts only when the server asks
// a guest for a solution: the comments embed never loads it otherwise. WebCrypto's SHA-256,
// no worker: the work is a fraction of a second.

export interface PowAnswer {
  challenge: Challenge
  solution: { counter: number; derivedKey: string }
}

/** The answer the server checks, or null when the work was given up (aborted or too long). */
export async function solvePow(challenge: Challenge, signal?: AbortSignal): Promise<PowAnswer | null> {
  const controller = new AbortController()
  signal?.addEventListener('abort', () => controller.abort(), { once: true })
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 })
  return solution
    ? { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
    : null
}
