import { describe, expect, it } from 'vitest'
import { renderCommentHtml } from './comment.ts'

// The comment renderer's subset (docs/api.md §25): what a visitor may write, and what stays text.

describe('renderCommentHtml', () => {
  it('keeps raw HTML as text, however it is written', () => {
    expect(renderCommentHtml('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
    expect(renderCommentHtml('<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    )
    expect(renderCommentHtml('<div>\n<b>块</b>\n</div>')).not.toMatch(/<div|<b>/)
  })

  it('links only http(s) and mailto, with the rel and a new tab', () => {
    expect(renderCommentHtml('[站](https://a.example/?q="x")')).toBe(
      '<p><a href="https://a.example/?q=&quot;x&quot;" rel="nofollow ugc noopener" target="_blank">站</a></p>',
    )
    expect(renderCommentHtml('<me@mail.example>')).toContain('href="mailto:me@mail.example"')
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'JAVASCRIPT:alert(1)']) {
      expect(renderCommentHtml(`[点](${bad})`), bad).toBe('<p>点</p>')
    }
    // not a link to marked at all: it stays the text it was
    expect(renderCommentHtml('[点](java\tscript:alert(1))')).not.toContain('<a')
  })

  it('shows no images, only what they are called', () => {
    expect(renderCommentHtml('![猫](https://a.example/cat.png)')).toBe('<p>猫</p>')
    expect(renderCommentHtml('![](https://a.example/cat.png)')).toBe('<p>https://a.example/cat.png</p>')
  })

  it('renders emphasis, code, lists, quotes, line breaks, and headings as bold paragraphs', () => {
    expect(renderCommentHtml('*a* **b** `<c>`')).toBe(
      '<p><em>a</em> <strong>b</strong> <code>&lt;c&gt;</code></p>',
    )
    expect(renderCommentHtml('```ts\nconst a = 1 < 2\n```')).toBe(
      '<pre><code>const a = 1 &lt; 2</code></pre>',
    )
    expect(renderCommentHtml('- 一\n- 二')).toBe('<ul>\n<li>一</li>\n<li>二</li>\n</ul>')
    expect(renderCommentHtml('> 引用')).toBe('<blockquote>\n<p>引用</p>\n</blockquote>')
    expect(renderCommentHtml('第一行\n第二行')).toBe('<p>第一行<br>第二行</p>')
    expect(renderCommentHtml('# 标题')).toBe('<p><strong>标题</strong></p>')
  })
})
