import * as v from 'valibot'
import type { ServerContext } from '../context.ts'
import { badRequest } from '../http/envelope.ts'
import {
  FORM_MIN_AGE_MS,
  issueChallenge,
  issueFormToken,
  powRequired,
  spendFormToken,
  spendPowAnswer,
} from './passes.ts'
import { visitorHash } from './secret.ts'
import { loggingRefusals } from './refusals-sql.ts'
import { readModerationSettings } from './settings.ts'

// The parts of a guest's comment that only a real form in a browser fills as expected
// (docs/api.md §27): the hidden `website` field left empty, the form token, and the solved
// challenge when the policy asks for one.

export const HONEYPOT_FIELD = 'website'

/** Added to a guest-capable body schema: read as sent, checked by `checkGuestPasses`. */
export const guestPassFields = {
  form_token: v.optional(v.unknown()),
  pow: v.optional(v.unknown()),
  [HONEYPOT_FIELD]: v.optional(v.unknown()),
}

const PASS_REFUSED = '提交失败，请刷新页面后重试'
const POW_NEEDED = '请先完成人机验证'

/** Refuses a guest's comment whose pass is missing, spent, early or unsolved; the refusal is logged. */
export function checkGuestPasses(
  ctx: ServerContext,
  ip: string,
  input: {
    form_token?: unknown
    pow?: unknown
    website?: unknown
    content: string
    guest?: { nick_name: string }
  },
): Promise<void> {
  const write = { kind: 'comment', author: input.guest?.nick_name ?? '', text: input.content } as const
  return loggingRefusals(ctx.db, write, () => checkPasses(ctx, ip, input))
}

async function checkPasses(
  ctx: ServerContext,
  ip: string,
  input: { form_token?: unknown; pow?: unknown; website?: unknown },
): Promise<void> {
  const { db } = ctx
  // a person never sees the field; a script filling every input does
  if (input.website !== undefined && input.website !== '' && input.website !== null) {
    throw badRequest(PASS_REFUSED)
  }
  const problem = await spendFormToken(db, input.form_token)
  if (problem) throw badRequest(problem)
  const { pow } = await readModerationSettings(db)
  const needed = await powRequired(db, pow, await visitorHash(db, ip), ctx.options.rateLimitScale)
  if (!needed) return
  if (input.pow === undefined || input.pow === null) throw badRequest(POW_NEEDED)
  const powProblem = await spendPowAnswer(db, input.pow)
  if (powProblem) throw badRequest(powProblem)
}

/** What `POST /api/spam/pass` answers: a form token, and a challenge when the next comment needs one. */
export async function guestPassFor(ctx: ServerContext, ip: string) {
  const { db } = ctx
  const { pow } = await readModerationSettings(db)
  const needed = await powRequired(db, pow, await visitorHash(db, ip), ctx.options.rateLimitScale)
  return {
    form_token: await issueFormToken(db),
    min_age_ms: FORM_MIN_AGE_MS,
    pow: needed ? await issueChallenge(db) : null,
  }
}
