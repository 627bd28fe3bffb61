// Helpers for the pages' component tests (never imported by a page).
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { configure } from '../../../core/config/index.ts'
import type { UserInfo } from '../../../core/contract/index.ts'
import { sessionStore } from '../../../core/session/index.ts'
import { onToast, type ToastEvent } from '../../../core/toast/index.ts'
import { type MockRoute, mockFetch } from '../../../widgets/testing/mock-api.ts'

export interface Call {
  method: string
  path: string
  body: unknown
}

/** Stubs the network with `routes` and records every request. */
export function mockApi(routes: Record<string, MockRoute>): Call[] {
  const calls: Call[] = []
  configure({
    fetch: mockFetch(routes, { onRequest: (method, path, body) => calls.push({ method, path, body }) }),
  })
  return calls
}

export const callsTo = (calls: readonly Call[], method: string, path: string): Call[] =>
  calls.filter((c) => c.method === method && c.path === path)

export const DEMO_USER: UserInfo = {
  id: 2,
  username: 'demo_user',
  nick_name: '演示用户',
  avatar: '',
  role: 2,
  createdAt: '2024-03-01T08:00:00.000Z',
}

export function setSession(user: UserInfo | null): void {
  sessionStore.setState(
    user
      ? { token: `mock-token-${user.id}`, userInfo: user, hasToken: true, hasInfo: true, showLogin: false }
      : { token: null, userInfo: null, hasToken: false, hasInfo: false, showLogin: false },
  )
}

/** Collects the toasts raised until `stop()`. */
export function collectToasts(): { toasts: ToastEvent[]; stop: () => void } {
  const toasts: ToastEvent[] = []
  const stop = onToast((t) => toasts.push(t))
  return { toasts, stop }
}

/** Renders a page inside a memory router at `path` (with its query string). */
export function renderAt(ui: ReactElement, path: string) {
  const location = memoryLocation({ path, record: true })
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  )
  return { ...view, location }
}
