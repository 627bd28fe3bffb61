import { afterEach, expect, it } from 'vitest'
import { configure, getConfig, resetConfig } from './index.ts'

afterEach(() => resetConfig())

it('derives the WebSocket URL from the page location when the API is same-origin', () => {
  configure({ apiBase: '' })
  const expected = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`
  expect(getConfig().wsUrl).toBe(expected)
})
