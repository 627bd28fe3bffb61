import { post } from '../api/client.ts'
import type { GuestPassTicket } from '../contract/index.ts'

// What a guest's comment form sends besides its fields (docs/api.md §27): a form token from
// `POST /api/spam/pass`, sent no sooner than the server allows (2 s after it was issued), and,
// when the server asks, a solved proof of work. The solver is a separate module loaded only then.
//
// How a composer uses it:
//
//   const form = openGuestForm()            // when the guest form is shown or first focused
//   …
//   const pass = await form.pass()          // on submit: waits out the 2 s, solves if asked
//   await addGuestComment({ ...body, ...pass })
//   form.renew()                            // each pass is accepted once: fetch the next
//
// The form also renders a hidden honeypot input named HONEYPOT_FIELD (tabindex -1,
// autocomplete off, out of sight) and sends its value; a person leaves it empty.

export const HONEYPOT_FIELD = 'website'
const STALE_POW_MS = 9 * 60 * 1000
const STALE_TOKEN_MS = 110 * 60 * 1000
export const POW_REFUSED = '人机验证未完成，请重试'

/** The fields a guest's add or reply carries besides its own. */
export interface GuestPass {
  form_token: string
  pow?: unknown
}

export interface GuestForm {
  /** The pass for this submit; rejects when the ticket cannot be had or the work was given up. */
  pass(signal?: AbortSignal): Promise<GuestPass>
  /** Asks for a fresh ticket: after a submit, or when the form has been open for hours. */
  renew(): void
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/** Starts a guest form's pass: the ticket is fetched now, so the submit rarely waits. */
export function openGuestForm(): GuestForm {
  let ticket: Promise<{ at: number; value: GuestPassTicket }>
  const fetchTicket = () => {
    // timed from its arrival: the server issued it before then, so waiting from here is never short
    ticket = post<GuestPassTicket>('spam/pass').then((value) => ({ at: Date.now(), value }))
    // a failed fetch is asked again at submit, not reported twice
    ticket.catch(() => {})
  }
  fetchTicket()
  return {
    async pass(signal) {
      let got: { at: number; value: GuestPassTicket }
      try {
        got = await ticket
      } catch {
        fetchTicket()
        got = await ticket
      }
      // a form left open past its ticket's life (challenge 10 min, token 2 h) asks for a new one
      if (Date.now() - got.at > (got.value.pow ? STALE_POW_MS : STALE_TOKEN_MS)) {
        fetchTicket()
        got = await ticket
      }
      const { value } = got
      await wait(got.at + value.min_age_ms - Date.now(), signal)
      if (value.pow === null) return { form_token: value.form_token }
      const { solvePow } = await import('./solve-pow.ts')
      // the challenge is the server's own, handed back as it came
      const answer = await solvePow(value.pow as Parameters<typeof solvePow>[0], signal)
      if (!answer) throw new Error(POW_REFUSED)
      return { form_token: value.form_token, pow: answer }
    },
    renew: fetchTicket,
  }
}
