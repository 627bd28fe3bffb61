import { afterEach, beforeAll, expect, it } from 'vitest'
import * as cipher from './cipher.ts'
import { encodeText, provideCipher, STORAGE_NAMESPACE, storage } from './index.ts'

beforeAll(() => provideCipher(cipher))

afterEach(() => localStorage.clear())

it('uses the page localStorage by default, encoded and encrypted', () => {
  storage.setItem('theme', 'dark')
  const raw = localStorage.getItem(encodeText(`${STORAGE_NAMESPACE}theme`))
  expect(raw).toBeTruthy()
  expect(raw).not.toContain('dark')
  expect(storage.getItem('theme')).toBe('dark')
})

it('clear leaves keys that are not ours', () => {
  localStorage.setItem('other-app', '1')
  storage.setItem('theme', 'dark')
  storage.clear()
  expect(localStorage.getItem('other-app')).toBe('1')
  expect(localStorage.length).toBe(1)
})
