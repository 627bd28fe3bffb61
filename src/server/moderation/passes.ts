import { randomBytes } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { moderationSecret, sign } from './secret.ts'

// What a guest's write carries besides its fields (docs/api.md §27): a form token the server
// signed at least FORM_MIN_AGE_MS earlier, and, when the policy asks, a solved proof-of-work
// challenge (ALTCHA's, made and checked here: no foreign service). Each is accepted once, so a
// recorded request replayed by a script is refused.

export const FORM_MIN_AGE_MS = 2_000
const FORM_MAX_AGE_MS = 2 * 60 * 60 * 1000
const POW_TTL_S = 10 * 60
/**
 * The counter a solver must reach: about this many SHA-256 rounds, well under a second in a
 * browser, a real cost for a script posting thousands.
 */
const POW_COUNTER = { min: 5_000, max: 25_000 }

export const PASS_PROBLEMS = {
  form: '表单已失效，请刷新页面后重试',
  tooFast: '提交太快了，请稍候再试',
  spent: '这份表单已经提交过了，请刷新页面后重试',
  pow: '人机验证未通过，请重试',
} as const

/** A form token issued at `issuedAt` (ms); tests pass an earlier time rather than waiting. */
export async function issueFormToken(db: Kysely<DB>, issuedAt = Date.now()): Promise<string> {
  const body = `${issuedAt}.${randomBytes(12).toString('base64url')}`
  return `${body}.${await sign(db, 'form', body)}`
}

/** Records `key` as used until `expiresAt`; false when it was used already. */
async function spend(db: Kysely<DB>, key: string, expiresAt: number): Promise<boolean> {
  const at = new Date().toISOString()
  // a few rows expire each time: the table holds only passes that could still be replayed
  if (Math.random() < 0.05) await db.deleteFrom('spent_passes').where('expires_at', '<', at).execute()
  const row = await db
    .insertInto('spent_passes')
    .values({ key, expires_at: new Date(expiresAt).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

/** Why the form token is not accepted, or null when it is (and is now spent). */
export async function spendFormToken(
  db: Kysely<DB>,
  token: unknown,
  now = Date.now(),
): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 200) return PASS_PROBLEMS.form
  const parts = token.split('.')
  if (parts.length !== 3) return PASS_PROBLEMS.form
  const [issued, nonce, signature] = parts as [string, string, string]
  if (signature !== (await sign(db, 'form', `${issued}.${nonce}`))) return PASS_PROBLEMS.form
  const issuedAt = Number(issued)
  if (!Number.isSafeInteger(issuedAt) || now - issuedAt > FORM_MAX_AGE_MS) return PASS_PROBLEMS.form
  if (now - issuedAt < FORM_MIN_AGE_MS) return PASS_PROBLEMS.tooFast
  return (await spend(db, `form:${nonce}`, issuedAt + FORM_MAX_AGE_MS)) ? null : PASS_PROBLEMS.spent
}

async function secrets(db: Kysely<DB>) {
  const secret = await moderationSecret(db)
  return { hmacSignatureSecret: `${secret}:pow`, hmacKeySignatureSecret: `${secret}:pow-key` }
}

/** A fresh signed challenge for a guest's browser to solve. */
export async function issueChallenge(db: Kysely<DB>): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(POW_COUNTER.max, POW_COUNTER.min),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + POW_TTL_S,
    ...(await secrets(db)),
  })
}

/** What a browser sends back: the challenge as it was given and its solution. */
export interface PowAnswer {
  challenge: Challenge
  solution: Solution
}

function isAnswer(value: unknown): value is PowAnswer {
  if (typeof value !== 'object' || value === null) return false
  const { challenge, solution } = value as Record<string, unknown>
  if (typeof challenge !== 'object' || challenge === null) return false
  if (typeof solution !== 'object' || solution === null) return false
  const params = (challenge as Record<string, unknown>).parameters
  return (
    typeof params === 'object' && params !== null && typeof (params as { nonce?: unknown }).nonce === 'string'
  )
}

/** Why the answer is not accepted, or null when it is (and its challenge is now spent). */
export async function spendPowAnswer(db: Kysely<DB>, answer: unknown): Promise<string | null> {
  if (!isAnswer(answer)) return PASS_PROBLEMS.pow
  let verified = false
  try {
    const result = await verifySolution({
      challenge: answer.challenge,
      solution: answer.solution,
      deriveKey,
      ...(await secrets(db)),
    })
    verified = result.verified
  } catch {
    // a malformed challenge (a wrong algorithm name, a bad hex string) is a failed check
    verified = false
  }
  if (!verified) return PASS_PROBLEMS.pow
  const expires = (answer.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + POW_TTL_S * 1000
  const fresh = await spend(db, `pow:${answer.challenge.parameters.nonce}`, expires)
  return fresh ? null : PASS_PROBLEMS.spent
}

/** Comments a visitor may write in an hour before the 'busy' policy asks for proof of work. */
const POW_FREE_PER_HOUR = 3

/** Whether this visitor's next guest comment needs a solved challenge. */
export async function powRequired(
  db: Kysely<DB>,
  policy: 'always' | 'busy',
  visitor: string,
  scale: number,
): Promise<boolean> {
  if (policy === 'always') return true
  const since = new Date(Date.now() - 60 * 60 * 1000).toISOString()
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('visitor', '=', visitor)
    .where('from_id', 'is', null)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n) >= Math.max(1, Math.round(POW_FREE_PER_HOUR * scale))
}
