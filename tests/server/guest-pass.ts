import { FORM_MIN_AGE_MS, issueFormToken } from '../../src/server/moderation/passes.ts'
import type { TestServer } from './harness.ts'

// A guest's comment carries a form token at least FORM_MIN_AGE_MS old (docs/api.md §27). A
// browser waits for that; tests sign one dated back instead, with the server's own secret.

/** A form token as if the form had been open for a few seconds. */
export const agedFormToken = (s: TestServer) =>
  issueFormToken(s.running.ctx.db, Date.now() - FORM_MIN_AGE_MS - 1_000)

/** `body` with a fresh aged form token when it writes as a guest; as it was otherwise. */
export async function withGuestPass(s: TestServer, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || !('guest' in body) || 'form_token' in body) return body
  return { ...body, form_token: await agedFormToken(s) }
}
