// Tests only: the desk's API answered from fixtures, with every request it sent kept to check.
import { cleanup, configure as configureQueries } from '@testing-library/react'
import { vi } from 'vitest'
import { configure, type FetchLike } from '../../core/config/index.ts'
import { type MockRoute, mockFetch } from '../../widgets/testing/mock-api.ts'

export interface SentRequest {
  method: string
  path: string
  body: unknown
}

/** What the desk sent since the last `mockDeskApi`, oldest first. */
export const sent: SentRequest[] = []

/** `METHOD /path` of each request sent, for `toContain`. */
export const calls = (): string[] => sent.map((r) => `${r.method} ${r.path}`)

/** The body of the first `METHOD /path` sent. */
export const bodyOf = (call: string): unknown => sent.find((r) => `${r.method} ${r.path}` === call)?.body

/** The body of the last `METHOD /path` sent. */
export const lastBodyOf = (call: string): unknown =>
  [...sent].reverse().find((r) => `${r.method} ${r.path}` === call)?.body

/** Answers from `routes` (through `wrap`, for what the routes cannot say) and forgets what was sent. */
export function mockDeskApi(routes: Record<string, MockRoute>, wrap = (api: FetchLike) => api): void {
  sent.length = 0
  configure({
    fetch: wrap(mockFetch(routes, { onRequest: (method, path, body) => sent.push({ method, path, body }) })),
  })
}

/** Uploads, reloads and lazy sections take longer than testing-library's 1 s on a busy machine. */
export function allowForABusyMachine(): void {
  vi.setConfig({ testTimeout: 20_000 })
  configureQueries({ asyncUtilTimeout: 5_000 })
}

/** Unmounts what the test rendered and puts the real fetch back. */
export function unmockDeskApi(): void {
  cleanup()
  configure({ fetch: undefined })
}
