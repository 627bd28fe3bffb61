import { describe, expect, it } from 'vitest'
import { loadHighlighter, plainHighlighter } from './highlight.ts'
import { escapeHtml, htmlToText } from './html.ts'
import { markdownToHtml } from './markdown.ts'
import { slugify } from './slug.ts'
import { isSafeImage, isSafeLink } from './urls.ts'

describe('escapeHtml', () => {
  it('writes numeric references by default, as notifications have always been stored', () => {
    expect(escapeHtml(`<b>"汤姆" & 'Jerry'</b>`)).toBe(
      '&#60;b&#62;&#34;汤姆&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;',
    )
  })

  it('writes named references for the renderer, and both read back as the same text', () => {
    const text = `<b>"汤姆" & 'Jerry'</b>`
    const named = escapeHtml(text, 'named')
    expect(named).toBe('&lt;b&gt;&quot;汤姆&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;')
    expect(htmlToText(named)).toBe(text)
    expect(htmlToText(escapeHtml(text))).toBe(text)
  })
})

describe('the renderer', () => {
  it("escapes the author's raw HTML with named references between its markers", () => {
    expect(markdownToHtml('<img src="x" onerror="alert(1)">').html).toContain(
      '<!--xz-html-->&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;<!--/xz-html-->',
    )
  })

  it('keeps unsafe URLs out of links and images', () => {
    expect(isSafeLink('java\tscript:alert(1)')).toBe(false)
    expect(isSafeLink('/talk')).toBe(true)
    expect(isSafeImage('data:image/png;base64,AAAA')).toBe(true)
    const { html } = markdownToHtml('[点我](javascript:alert(1)) ![图](javascript:x)')
    expect(html).toBe('<p>点我 图</p>\n')
  })

  it('slugs drop punctuation and keep letters of any script', () => {
    expect(slugify('  Hello, 世界！ v2.0 ')).toBe('hello-世界-v20')
    expect(slugify('？！')).toBe('section')
  })

  it('loads no highlighter for articles without a known language', async () => {
    expect(await loadHighlighter([])).toBe(plainHighlighter)
    expect(await loadHighlighter(['brainfuck', 'text', ''])).toBe(plainHighlighter)
    expect(plainHighlighter('<a>', 'txt')).toEqual({ html: '&lt;a&gt;', label: '纯文本', highlighted: false })
    const highlight = await loadHighlighter(['sh', 'yml'])
    expect(highlight('echo hi', 'sh')).toMatchObject({ label: 'Shell', highlighted: true })
    expect(highlight('a: 1', 'yml')).toMatchObject({ label: 'YAML', highlighted: true })
  })
})
