import { expect, it } from 'vitest'
import { renderableMessage } from './markup.ts'

// happy-dom is not a DOM DOMPurify can sanitise with (its output there keeps event handlers), so
// the module must notice and fall back to text. Real sanitising is tested in markup.browser.test.ts.
it('in a DOM DOMPurify cannot trust, markup degrades to text rather than unsafe html', () => {
  const message = '<b onmouseover="steal()">小明</b> 评论了你的文章'
  expect(renderableMessage(message)).toEqual({ text: message })
})

it('plain text stays text', () => {
  expect(renderableMessage('你好')).toEqual({ text: '你好' })
})
