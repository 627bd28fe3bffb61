import { describe, expect, it } from 'vitest'
import { renderableMessage } from './markup.ts'

const htmlOf = (message: string): string => {
  const result = renderableMessage(message)
  if (!('html' in result)) throw new Error(`expected html, got text: ${result.text}`)
  return result.html
}

describe('renderableMessage in a real browser', () => {
  it('markup comes back as html', () => {
    expect(htmlOf('<b>小明</b> 评论了你的文章')).toBe('<b>小明</b> 评论了你的文章')
  })

  it('DOMPurify removes handlers the word list misses', () => {
    const html = htmlOf('<b onmouseover="steal()">小明</b><img src="x" onfocus="steal()">')
    expect(html).not.toMatch(/onmouseover|onfocus|steal/)
    expect(html).toContain('<b>小明</b>')
  })

  it('DOMPurify removes elements the word list misses', () => {
    const html = htmlOf('<object data="x"></object><form action="x"><input name="a"></form><b>ok</b>')
    expect(html).not.toMatch(/<object/)
    expect(html).toContain('<b>ok</b>')
  })

  it('the word list still sends its matches to text', () => {
    expect(renderableMessage('<b>alert</b>')).toEqual({ text: '<b>alert</b>' })
  })
})
