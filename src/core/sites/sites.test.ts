import { describe, expect, it } from 'vitest'
import { embedSnippets, SITE_ORIGIN_HINT, siteNameError, siteOriginError } from './index.ts'

describe('a site the owner adds', () => {
  it('is an http(s) origin; anything else gets the hint', () => {
    expect(siteOriginError('https://blog.example.com')).toBeNull()
    expect(siteOriginError('http://127.0.0.1:4000/')).toBeNull()
    for (const bad of ['blog.example.com', 'ftp://x.example', 'javascript:alert(1)', '', 'https://', 42])
      expect(siteOriginError(bad)).toBe(SITE_ORIGIN_HINT)
  })

  it('has a name', () => {
    expect(siteNameError('我的博客')).toBeNull()
    expect(siteNameError('  ')).not.toBeNull()
  })
})

describe('embedSnippets', () => {
  it('points the loader and every element at the blog', () => {
    const snippets = embedSnippets('https://xz.example')
    expect(snippets[0]?.code).toBe(
      '<script type="module" src="https://xz.example/embed/xiaozhan.js"></script>',
    )
    const tags = snippets.slice(1).map((s) => /^<([a-z-]+)/.exec(s.code)?.[1])
    expect(tags).toEqual([
      'xz-comments',
      'xz-comment-count',
      'xz-pageview',
      'xz-reactions',
      'xz-recent-comments',
      'xz-chat-room',
    ])
    for (const s of snippets.slice(1)) expect(s.code).toContain('api-base="https://xz.example"')
  })
})
