import { afterAll, beforeAll, expect, it } from 'vitest'
import { addGuestComment } from '../../src/core/api/guest-comment.ts'
import { setGuestToken } from '../../src/core/comments/guest.ts'
import { configure, resetConfig } from '../../src/core/config/index.ts'
import type { PageThread } from '../../src/core/contract/index.ts'
import { openGuestForm } from '../../src/core/spam/guest-pass.ts'
import { startTestServer, type TestServer } from './harness.ts'

// The browser's side of a guest's pass (docs/api.md §27), src/core/spam, against the real
// server: the form token is sent no sooner than allowed, and the proof of work is solved with
// WebCrypto when the server asks for it.

let s: TestServer

beforeAll(async () => {
  s = await startTestServer()
  configure({ apiBase: s.url })
  const admin = await s.admin()
  const settings = await s.api<{ audit: object }>('GET', '/api/desk/review/settings', { token: admin.token })
  await s.api('PUT', '/api/desk/review/settings', {
    token: admin.token,
    body: { audit: settings.body.result.audit, pow: 'always' },
  })
})
afterAll(async () => {
  resetConfig()
  setGuestToken(null)
  await s.close()
})

it('gives a pass that the server takes once: waited out, and solved when asked', async () => {
  const page = await s.api<PageThread>('POST', '/api/page/thread', {
    body: { path: '/client/', title: '客' },
  })
  const pageId = page.body.result.page_id
  const form = openGuestForm()
  const started = Date.now()
  const pass = await form.pass()
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_900)
  expect(pass.pow).toBeDefined()
  const body = {
    type: 4 as const,
    for_id: pageId,
    content: '用客户端的通行证',
    guest: { nick_name: '浏览器' },
  }
  const written = await addGuestComment({ ...body, ...pass })
  expect(written.from_name).toBe('浏览器')

  // the same pass again is refused; a renewed form gives a new one
  await expect(addGuestComment({ ...body, content: '再来一次', ...pass })).rejects.toThrow()
  form.renew()
  const next = await form.pass()
  expect(next.form_token).not.toBe(pass.form_token)
  expect((await addGuestComment({ ...body, content: '新的通行证', ...next })).content).toBe('新的通行证')
})
