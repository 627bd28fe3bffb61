// GET /api/article/getArticleById/:id?render=html: the reader's variant, the body rendered by
// the server (src/server/article/article-html.ts) while the plain route keeps its Markdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, ArticleWithHtml } from '../../src/core/contract/index.ts'
import { RenderedArticles } from '../../src/server/article/article-html.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

/** the admin's token (the harness logs in once) */
const adminToken = async () => (await s.admin()).token

const FENCE = '```'
const CONTENT = `## 安装 \`pnpm\`

先装依赖。

${FENCE}ts
const answer: number = 42 // 注释
${FENCE}

### 细节 <span>说明</span>

<img src="x" onerror="alert(1)">

<!-- more -->

| a | b |
|---|---|
| 1 | 2 |

[外站](https://example.org) [脚本](javascript:alert(1))
`

async function addArticle(content: string, status = 1): Promise<number> {
  const res = await s.api<Article>('POST', '/api/article/add', {
    token: await adminToken(),
    body: {
      article_title: '服务端渲染',
      article_content: content,
      status,
      category: { category_name: '渲染' },
      tagList: [],
    },
  })
  expect(res.status).toBe(200)
  return res.body.result.id
}

const readHtml = (id: number, token?: string) =>
  s.api<ArticleWithHtml>('GET', `/api/article/getArticleById/${id}?render=html`, { token })

describe('the reader variant of getArticleById', () => {
  it('answers the body as HTML with its outline and reading time, instead of the Markdown', async () => {
    const id = await addArticle(CONTENT)
    const res = await readHtml(id)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 0, message: 'success' })
    const article = res.body.result
    expect(article).toMatchObject({ id, article_title: '服务端渲染', is_like: false, article_minutes: 1 })
    expect(article).not.toHaveProperty('article_content')
    expect(article.article_toc).toEqual([
      { id: '安装-pnpm', text: '安装 pnpm', level: 2 },
      { id: '细节-说明', text: '细节 说明', level: 3 },
    ])
    const html = article.article_html
    expect(html).toContain('<h2 id="安装-pnpm" class="xz-article-heading" tabindex="-1">')
    expect(html).toContain('<a class="xz-article-anchor" href="#安装-pnpm" aria-label="本节链接">#</a>')
    // code: highlighted, with its language and copy button
    expect(html).toContain('<span class="xz-article-code-lang">TypeScript</span>')
    expect(html).toContain('<button type="button" class="xz-article-copy">复制</button>')
    expect(html).toContain('<code class="hljs language-ts"><span class="hljs-keyword">const</span>')
    expect(html).toContain('<span class="hljs-comment">// 注释</span>')
    expect(html).toContain('<div class="xz-article-table" tabindex="0"><table>')
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">外站</a>')
    expect(html).not.toContain('javascript:')
    // the author's raw HTML leaves escaped (the browser restores it only for DOMPurify); comments not at all
    expect(html).not.toMatch(/<img|<span>|<!-- more/)
    expect(html).toContain(
      '<!--xz-html-->&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;<!--/xz-html-->',
    )
  })

  it('counts the view once, as the plain route does, and leaves that route as it was', async () => {
    const id = await addArticle('正文')
    expect((await readHtml(id)).body.result.view_times).toBe(1)
    const plain = await s.api<Article>('GET', `/api/article/getArticleById/${id}`)
    expect(plain.body.result).toMatchObject({ view_times: 2, article_content: '正文' })
    expect(plain.body.result).not.toHaveProperty('article_html')
    expect((await readHtml(id)).body.result.view_times).toBe(3)
  })

  it('renders the new text after an edit, for the variant as for the Markdown', async () => {
    const id = await addArticle('## 旧标题\n\n旧的正文')
    expect((await readHtml(id)).body.result.article_toc.map((t) => t.text)).toEqual(['旧标题'])
    const updated = await s.api('PUT', '/api/article/update', {
      token: await adminToken(),
      body: { id, article_content: '## 新标题\n\n新的正文' },
    })
    expect(updated.status).toBe(200)
    const after = (await readHtml(id)).body.result
    expect(after.article_toc.map((t) => t.text)).toEqual(['新标题'])
    expect(after.article_html).toContain('<p>新的正文</p>')
    expect(after.article_html).not.toContain('旧')
  })

  it('keeps drafts from visitors and answers bad input with the envelope', async () => {
    const draft = await addArticle('草稿', 3)
    expect((await readHtml(draft)).body).toEqual({ code: 404, message: '文章不存在', result: null })
    expect((await readHtml(draft, await adminToken())).status).toBe(200)
    expect((await readHtml(999999)).status).toBe(404)
    const badId = await s.api('GET', '/api/article/getArticleById/abc?render=html')
    expect(badId.status).toBe(400)
    expect(badId.body).toMatchObject({ code: 400, result: null })
    const badRender = await s.api('GET', `/api/article/getArticleById/${draft}?render=pdf`)
    expect(badRender.status).toBe(400)
    expect(badRender.body).toEqual({ code: 400, message: '参数 render 只能是 html', result: null })
  })

  it('renders odd Markdown without failing', async () => {
    const odd = [
      '#'.repeat(7),
      '[a]('.repeat(2000),
      '```\n'.repeat(301),
      `${'> '.repeat(500)}深`,
      `${'*'.repeat(3000)}x`,
      '<div>'.repeat(1000),
      '| a |\n|---|\n'.repeat(200),
      '\u0000\ud800 $$ \\',
    ].join('\n\n')
    const id = await addArticle(odd)
    const res = await readHtml(id)
    expect(res.status).toBe(200)
    expect(typeof res.body.result.article_html).toBe('string')
    // the raw tags arrive as text
    expect(res.body.result.article_html).not.toContain('<div>')
  })
})

describe('rendered bodies kept between requests', () => {
  const articles = new RenderedArticles(() => {})
  const renderedBody = (id: number, content: string) => articles.body(id, content)

  it('renders an article once while its text is unchanged, again once it changes', async () => {
    const first = renderedBody(1_000_001, '## 一')
    expect(renderedBody(1_000_001, '## 一')).toBe(first)
    const edited = renderedBody(1_000_001, '## 二')
    expect(edited).not.toBe(first)
    expect((await edited).toc.map((t) => t.text)).toEqual(['二'])
  })

  it('keeps a bounded number, the least recently read going first', async () => {
    const kept = renderedBody(2_000_000, '常读')
    const early = renderedBody(2_000_001, '第 1 篇')
    for (let n = 2; n <= 300; n++) {
      renderedBody(2_000_000 + n, `第 ${n} 篇`)
      if (n % 50 === 0) expect(renderedBody(2_000_000, '常读')).toBe(kept)
    }
    expect(articles.count).toBeLessThanOrEqual(200)
    // read again and again: still kept; read once, long ago: rendered anew
    expect(renderedBody(2_000_000, '常读')).toBe(kept)
    expect(renderedBody(2_000_001, '第 1 篇')).not.toBe(early)
  })
})
