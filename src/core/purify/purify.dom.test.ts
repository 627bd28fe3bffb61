import { expect, it } from 'vitest'
import { purifierPerWindow } from './purify.ts'

// happy-dom lets DOMPurify keep handlers: no purifier there, and the set-up never runs
it('a DOM DOMPurify cannot trust gives no purifier', () => {
  let setUp = 0
  expect(purifierPerWindow(() => setUp++)()).toBeNull()
  expect(setUp).toBe(0)
})
