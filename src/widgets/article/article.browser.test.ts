// Real Chromium: DOMPurify is only trustworthy in a real DOM, and the custom element needs one too.
import { afterEach, describe, expect, it } from 'vitest'
import { configure, resetConfig } from '../../core/config/index.ts'
import { poll } from '../testing/poll.ts'
import { articleRoutes, mockFetch } from './fixtures.ts'
import { markdownToHtml } from '../../core/markdown/markdown.ts'
import { renderArticleMarkdown, renderMarkdown } from './render.ts'
import { safeArticleHtml } from './sanitize.ts'
import { ARTICLE } from '../../core/testing/index.ts'

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body

describe('sanitising article HTML (DOMPurify in Chromium)', () => {
  const DANGEROUS = [
    '<img src="x" onerror="alert(1)">',
    '<script>alert(1)</script>',
    '[链接](javascript:alert(1))',
    '<a href="javascript:alert(2)">原始链接</a>',
    '<a href=" JaVaScRiPt:alert(3)">大小写</a>',
    '<svg><g onload="alert(4)"></g></svg>',
    '<iframe src="https://evil.example.com"></iframe>',
    '<style>:host { display: none }</style>',
    '<p style="position:fixed;inset:0">盖住页面</p>',
    '<form action="https://evil.example.com"><input name="p"></form>',
    '<div onclick="alert(5)">点击</div>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>',
  ].join('\n\n')

  it('runs with a real purifier here', () => {
    expect(renderMarkdown('hi').sanitized).toBe(true)
  })

  it('removes scripts, event handlers, javascript: URLs, frames, styles and forms', () => {
    const body = parse(renderMarkdown(DANGEROUS).html)
    expect(body.querySelector('script, iframe, style, form')).toBeNull()
    for (const el of body.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on'), `${el.localName}[${attr.name}]`).toBe(false)
        expect(attr.name).not.toBe('style')
        expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:')
      }
    }
    // harmless parts stay
    expect(body.textContent).toContain('链接')
    expect(body.textContent).toContain('盖住页面')
    expect(body.querySelector('img[src="x"]')?.getAttribute('loading')).toBe('lazy')
  })

  it('keeps what the renderer added: heading ids (even ones DOMPurify would see as clobbering), classes, the copy button', async () => {
    const { html, toc } = await renderArticleMarkdown(
      '## title\n\n## location\n\n## 安装\n\n```ts\nlet a = 1\n```',
    )
    const body = parse(html)
    expect(toc.map((t) => t.id)).toEqual(['title', 'location', '安装'])
    expect([...body.querySelectorAll('h2')].map((h) => h.id)).toEqual(['title', 'location', '安装'])
    expect(body.querySelector('h2.xz-article-heading a.xz-article-anchor')?.getAttribute('href')).toBe(
      '#title',
    )
    expect(body.querySelector('.xz-article-code button.xz-article-copy')?.textContent).toBe('复制')
    expect(body.querySelector('code.hljs .hljs-keyword')?.textContent).toBe('let')
  })

  it('lets the page answer between reading, rendering and sanitising a long article', async () => {
    const ticks: number[] = []
    let tick = 0
    const count = () => {
      ticks.push(++tick)
      if (tick < 50) setTimeout(count, 0)
    }
    setTimeout(count, 0)
    const { html } = await renderArticleMarkdown(
      Array.from({ length: 200 }, (_, i) => `## 第 ${i} 节\n\n正文`).join('\n\n'),
    )
    expect(parse(html).querySelectorAll('h2')).toHaveLength(200)
    // other tasks ran while it worked: it did not hold the thread from start to end
    expect(ticks.length).toBeGreaterThanOrEqual(2)
  })

  it('but an author cannot smuggle a clobbering id on other elements', () => {
    const body = parse(
      renderMarkdown('<img name="cookie" id="location" src="a.png">\n\n<form id="title"></form>').html,
    )
    expect(body.querySelector('img')?.hasAttribute('name')).toBe(false)
    expect(body.querySelector('img')?.hasAttribute('id')).toBe(false)
  })

  it('opens links to other origins in a new tab with noopener noreferrer, same-site links in place', () => {
    const md = `[外站](https://example.org/a) <a href="https://example.net/b" target="_self">原始外站</a> [站内](/talk) <a href="/link/list" target="_blank">原始站内</a>`
    const links = [...parse(renderMarkdown(md).html).querySelectorAll('a')]
    const [a, b, c, d] = links.map((link) => ({
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }))
    expect(a).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(b).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(c).toEqual({ target: null, rel: null })
    expect(d?.target).toBeNull()
  })

  it("restores the author's raw HTML from the server's rendering only for DOMPurify to clean", () => {
    // markdownToHtml is what the server runs; safeArticleHtml is all the reader does with its answer
    const server = markdownToHtml(
      '## title\n\n<details><summary>更多</summary>\n\n内容 <kbd>Ctrl</kbd>\n\n</details>\n\n' +
        '<h2 id="location">原始标题</h2>\n\n<img src="/uploads/a.png" onerror="alert(1)">\n\n' +
        '<a href="javascript:alert(2)">链接</a> &lt;b&gt; 是文字',
    )
    // as it travels, the raw HTML is inert text
    expect(parse(server.html).querySelector('details, img, kbd')).toBeNull()
    const { html, sanitized } = safeArticleHtml(server.html)
    expect(sanitized).toBe(true)
    const body = parse(html)
    expect(body.querySelector('details summary')?.textContent).toBe('更多')
    expect(body.querySelector('details kbd')?.textContent).toBe('Ctrl')
    const img = body.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/uploads/a.png')
    expect(img?.hasAttribute('onerror')).toBe(false)
    expect(body.querySelector('a:not(.xz-article-anchor)')?.hasAttribute('href')).toBe(false)
    // the renderer's heading keeps its id; the author's clobbering one does not
    expect([...body.querySelectorAll('h2')].map((h) => h.id)).toEqual(['title', ''])
    // text that merely looks like markup stays text
    expect(body.textContent).toContain('<b> 是文字')
    expect(body.querySelector('b')).toBeNull()
  })

  it("points uploads' images at the API's host on another site's page (an embed)", () => {
    configure({ apiBase: 'https://blog.example' })
    try {
      const server = markdownToHtml(
        '![图](/uploads/a.png) <img src="/uploads/b.png"> ![外](https://cdn.example/c.png)',
      )
      const srcs = [...parse(safeArticleHtml(server.html).html).querySelectorAll('img')].map((i) =>
        i.getAttribute('src'),
      )
      expect(srcs).toEqual([
        'https://blog.example/uploads/a.png',
        'https://blog.example/uploads/b.png',
        'https://cdn.example/c.png',
      ])
    } finally {
      resetConfig()
    }
  })

  it('allows inline raster and SVG images but not scripted data: URLs', () => {
    const md = '![a](data:image/png;base64,iVBORw0KGgo=) ![b](data:text/html,<script>alert(1)</script>)'
    const imgs = [...parse(renderMarkdown(md).html).querySelectorAll('img')]
    expect(imgs.map((i) => i.alt)).toEqual(['a'])
  })
})

describe('<xz-article>', () => {
  afterEach(() => {
    document.body.replaceChildren()
    resetConfig()
  })

  it('renders into its shadow root, exposes parts, and emits a cancelable xz-navigate', async () => {
    configure({ fetch: mockFetch(articleRoutes()) })
    await import('./element.ts')
    const el = document.createElement('xz-article')
    el.setAttribute('article-id', '3')
    el.setAttribute('theme', 'dark')
    document.body.append(el)
    const root = el.shadowRoot as ShadowRoot
    const title = await poll(() => root.querySelector('h1'))
    expect(title.textContent).toContain(ARTICLE.article_title)
    await poll(() => root.querySelector('[part~="toc"]')) // the body renders once the renderer chunk is in
    for (const part of ['header', 'body', 'toc', 'footer'])
      expect(root.querySelector(`[part~="${part}"]`)).toBeTruthy()
    expect(root.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('dark')

    const seen: string[] = []
    el.addEventListener('xz-navigate', (event) => {
      seen.push((event as CustomEvent<string>).detail)
      event.preventDefault() // the host routes; the page must stay
    })
    const next = await poll(() =>
      root.querySelector<HTMLAnchorElement>('nav[aria-label="上一篇和下一篇"] a[rel="next"]'),
    )
    next.click()
    expect(seen).toEqual(['/article?id=4'])
    expect(location.search).not.toContain('id=4')
  })
})
