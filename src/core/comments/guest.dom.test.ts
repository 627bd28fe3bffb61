import { afterEach, expect, it } from 'vitest'
import { guestToken, rememberedGuest, rememberGuest, setGuestToken } from './guest.ts'

afterEach(() => localStorage.clear())

// A guest who clears the site's data (or a test that does) is a new guest: nothing of the old
// token or fields may linger in the page's memory while the browser's storage works.
it('forgets the token and the fields once the browser storage is cleared', () => {
  setGuestToken('tok_abcdefghijklmnopqrstuv')
  rememberGuest({ nick_name: '阿飞', email: 'a@example.com', url: '' })
  expect(guestToken()).toBe('tok_abcdefghijklmnopqrstuv')
  localStorage.clear()
  expect(guestToken()).toBeNull()
  expect(rememberedGuest()).toBeNull()
})
