import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure, resetConfig } from '../config/index.ts'
import { envelope, stubFetch } from '../testing/fetch-stub.ts'
import { openGuestForm } from './guest-pass.ts'

// The browser's side of a guest's pass (docs/api.md §27): the submit waits out the 2 s from the
// ticket's arrival, and a form left open past its ticket's life asks for a fresh one. (Solving a
// real challenge against the real server: tests/server/guest-pass-client.test.ts.)

let issued = 0
function setup() {
  issued = 0
  const stub = stubFetch(() => envelope({ form_token: `t${++issued}`, min_age_ms: 2000, pow: null }))
  configure({ apiBase: 'http://api.test', fetch: stub.fetch })
  return stub
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => {
  vi.useRealTimers()
  resetConfig()
})

describe('a guest form’s pass', () => {
  it('is not handed over before 2 s have passed since the ticket came', async () => {
    const stub = setup()
    const form = openGuestForm()
    let pass: { form_token: string } | null = null
    void form.pass().then((p) => (pass = p))
    await vi.advanceTimersByTimeAsync(1_900)
    expect(pass).toBeNull()
    await vi.advanceTimersByTimeAsync(200)
    expect(pass).toEqual({ form_token: 't1' })
    expect(stub.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/spam/pass'])
  })

  it('asks for a new ticket when the form was left open for hours, and after renew()', async () => {
    const stub = setup()
    const form = openGuestForm()
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000)
    const late = form.pass()
    await vi.advanceTimersByTimeAsync(2_100)
    expect(await late).toEqual({ form_token: 't2' })
    form.renew()
    const next = form.pass()
    await vi.advanceTimersByTimeAsync(2_100)
    expect(await next).toEqual({ form_token: 't3' })
    expect(stub.calls).toHaveLength(3)
  })
})
