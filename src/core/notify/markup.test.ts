import { describe, expect, it } from 'vitest'
import { isMarkup, renderableMessage } from './markup.ts'

describe('isMarkup', () => {
  it.each([
    '<b>小明</b> 评论了你的文章',
    '<span class="name">小明</span> 回复了你',
    '点赞了你的留言<br/>',
    '<BR>',
    '<p>段落</p>',
  ])('markup: %j', (message) => {
    expect(isMarkup(message)).toBe(true)
  })

  it.each([
    ['plain text', '小明 评论了你的文章'],
    ['comparison, not a tag', 'a < b and c > d'],
    ['lone bracket', '1<2'],
    ['empty', ''],
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<img src=x onerror="steal()">'],
    ['a javascript: link', '<a href="javascript:void 0">x</a>'],
    ['an iframe', '<iframe src="//evil"></iframe>'],
  ])('→ text: %s', (_, message) => {
    expect(isMarkup(message)).toBe(false)
  })

  it.each(['script', 'alert', 'window', 'prompt', 'location', 'href', 'iframe', 'onload', 'onerror'])(
    'a tag with the word %j → text',
    (word) => {
      expect(isMarkup(`<b>${word}</b>`)).toBe(false)
      expect(isMarkup(`<b>${word.toUpperCase()}</b>`)).toBe(false)
    },
  )
})

describe('renderableMessage without a DOM (SSR, node)', () => {
  it('plain text stays text', () => {
    expect(renderableMessage('你好')).toEqual({ text: '你好' })
  })

  it('markup degrades to text: nothing unsanitised is ever returned as html', () => {
    expect(typeof window).toBe('undefined')
    expect(renderableMessage('<b>小明</b>')).toEqual({ text: '<b>小明</b>' })
  })
})
