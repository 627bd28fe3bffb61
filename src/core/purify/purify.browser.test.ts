import { expect, it } from 'vitest'
import { purifierPerWindow } from './purify.ts'

it('in a real browser a getter gives a working purifier, the same one on every call', () => {
  const get = purifierPerWindow()
  const purifier = get()
  expect(purifier?.sanitize('<b onmouseover="steal()">ok</b>')).toBe('<b>ok</b>')
  expect(get()).toBe(purifier)
})

it("one caller's hooks never reach another caller's purifier", () => {
  const marking = purifierPerWindow((p) =>
    p.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') node.setAttribute('target', '_blank')
    }),
  )()
  const plain = purifierPerWindow()()
  expect(marking?.sanitize('<a href="https://example.com/">a</a>')).toContain('target="_blank"')
  expect(plain?.sanitize('<a href="https://example.com/">a</a>')).not.toContain('target')
})
