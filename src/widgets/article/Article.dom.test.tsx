import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure, resetConfig } from '../../core/config/index.ts'
import { prefsStore } from '../../core/prefs/index.ts'
import { MockFailure, type MockRoute, failingUntilRecovered } from '../testing/mock-api.ts'
import { LAZY_LOAD, retryFromErrorState } from '../testing/states.ts'
import { walkKeys } from '../testing/keys.ts'
import { Article } from './Article.tsx'
import { type ArticleRoutesOptions, articleAnswer, articleRoutes, mockFetch } from './fixtures.ts'
import { renderArticleMarkdown, renderMarkdown } from './render.ts'
import { createReadingClock } from './reading.ts'
import { ARTICLE } from '../../core/testing/index.ts'

interface Sent {
  method: string
  path: string
}

let sent: Sent[]

function serve(options: ArticleRoutesOptions = {}, extra: Record<string, MockRoute> = {}) {
  configure({
    fetch: mockFetch(
      { ...articleRoutes(options), ...extra },
      { onRequest: (method, path) => sent.push({ method, path: decodeURIComponent(path) }) },
    ),
  })
}

const SMALL = `## 安装

先装依赖。

\`\`\`ts
const answer: number = 42 // 注释
\`\`\`

## 使用方法

### 基本用法

\`\`\`brainfuck
<b>不是标签</b> & ++>
\`\`\`

![第一张](data:image/gif;base64,R0lGODlhAQABAAAAACw= "a") ![第二张](data:image/gif;base64,R0lGODlhAQABAAAAACw=)

![第三张](data:image/gif;base64,R0lGODlhAQABAAAAACw=)
`

const small = { ...ARTICLE, article_content: SMALL }

async function renderArticle(props: Parameters<typeof Article>[0] = { articleId: 3 }) {
  const onNavigate = vi.fn()
  const utils = render(<Article onNavigate={onNavigate} {...props} />)
  await screen.findByRole('heading', { level: 1 })
  const body = await waitFor(() => {
    const found = utils.container.querySelector<HTMLElement>('[part~="body"]')
    if (!found) throw new Error('no article body yet')
    return found
  })
  return { ...utils, body, onNavigate }
}

beforeEach(() => {
  sent = []
  prefsStore.getState().setPreviewTheme('default')
  prefsStore.getState().setCodeTheme('atom')
})

afterEach(() => {
  cleanup()
  resetConfig()
  vi.restoreAllMocks()
})

describe('markdown', () => {
  it('gives headings stable ids (Chinese kept, repeats numbered) and lists h2/h3 in the outline', () => {
    const { html, toc } = renderMarkdown(
      '# 标题\n\n## 安装 `pnpm` 与配置\n\n### 示例\n\n### 示例\n\n#### 细节',
    )
    expect(toc).toEqual([
      { id: '安装-pnpm-与配置', text: '安装 pnpm 与配置', level: 2 },
      { id: '示例', text: '示例', level: 3 },
      { id: '示例-1', text: '示例', level: 3 },
    ])
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect([...doc.querySelectorAll('h1, h2, h3, h4')].map((h) => h.id)).toEqual([
      '标题',
      '安装-pnpm-与配置',
      '示例',
      '示例-1',
      '细节',
    ])
    const anchor = within(doc.querySelector('h2') as HTMLElement).getByRole('link', { name: '本节链接' })
    expect(anchor.getAttribute('href')).toBe('#安装-pnpm-与配置')
  })

  it('highlights known languages and escapes unknown ones as plain text', async () => {
    const { html } = await renderArticleMarkdown(SMALL)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    // each block's language is named beside its copy button
    const labels = within(doc.body)
      .getAllByRole('button', { name: '复制' })
      .map((button) => button.previousElementSibling?.textContent)
    expect(labels).toEqual(['TypeScript', 'brainfuck'])
    const [ts, code] = [...doc.querySelectorAll('pre code')]
    expect(ts?.querySelector('.hljs-keyword')?.textContent).toBe('const')
    expect(ts?.className).toContain('language-ts')
    expect(ts?.querySelector('.hljs-number')?.textContent).toBe('42')
    expect(ts?.querySelector('.hljs-comment')?.textContent).toBe('// 注释')
    expect(code?.querySelector('*')).toBeNull()
    expect(code?.textContent).toBe('<b>不是标签</b> & ++>')
  })

  it('names the read-only boxes of a task list by their state', () => {
    document.body.innerHTML = renderMarkdown('- [x] 写完初稿\n- [ ] 配图').html
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes.map((b) => [b.getAttribute('aria-label'), (b as HTMLInputElement).checked])).toEqual([
      ['已完成', true],
      ['未完成', false],
    ])
    expect(boxes.every((b) => (b as HTMLInputElement).disabled)).toBe(true)
  })

  it('wraps tables in a horizontal scroller', () => {
    const { html } = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')
    expect(html).toMatch(/^<div class="xz-article-table" tabindex="0"><table>/)
  })

  it("without a DOMPurify it still points uploads' images at the API's host (an embed)", () => {
    configure({ apiBase: 'https://blog.example' })
    const { html, sanitized } = renderMarkdown('![图](/uploads/a.png) ![外](https://cdn.example/c.png)')
    if (sanitized) return // covered by the browser test
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect([...doc.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      'https://blog.example/uploads/a.png',
      'https://cdn.example/c.png',
    ])
  })

  it('without a DOMPurify it can trust (happy-dom) it shows raw HTML as text and drops unsafe links', () => {
    const { html, sanitized } = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[点我](javascript:alert(1)) [站内](/talk)',
    )
    if (sanitized) return // a DOM good enough for DOMPurify: covered by the browser test
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelector('script, img')).toBeNull()
    expect(doc.body.textContent).toContain('<script>alert(1)</script>')
    const links = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/talk'])
  })
})

describe('<Article>', () => {
  it('shows the header, the body and an outline from the h2/h3 headings', async () => {
    serve({ article: small })
    const { body, container } = await renderArticle()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(ARTICLE.article_title)
    expect(screen.getByText('约 1 分钟')).toBeTruthy()
    expect(screen.getByText('1.2w 次阅读')).toBeTruthy()
    expect(body.querySelector('h2#安装')).toBeTruthy()
    const toc = within(container.querySelector('[part~="toc"]') as HTMLElement).getByRole('navigation', {
      name: '目录',
    })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['安装', '使用方法', '基本用法'])
    expect(within(toc).getByRole('link', { name: '基本用法' }).parentElement?.className).toContain('--h3')
  })

  it("builds the outline's drawer on its first opening, not with the article", async () => {
    serve({ article: small })
    const { container } = await renderArticle()
    expect(container.querySelector('dialog')).toBeNull()
    fireEvent.click(container.querySelector('.xz-article-toc-fab') as HTMLElement)
    const drawer = await screen.findByRole('dialog', { name: '目录' })
    expect(within(drawer).getByRole('link', { name: '安装' })).toBeTruthy()
  })

  it('a code block has a language label and a copy button that copies the code', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    serve({ article: small })
    const { body } = await renderArticle()
    const [button] = within(body).getAllByRole('button', { name: '复制' })
    if (!button) throw new Error('no copy button')
    expect(button.previousElementSibling?.textContent).toBe('TypeScript')
    expect(body.querySelector('pre code .hljs-keyword')).toBeTruthy()
    fireEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('已复制'))
    expect(writeText).toHaveBeenCalledWith('const answer: number = 42 // 注释')
  })

  it('switches preview and code themes for every reader at once and keeps the choice', async () => {
    serve({ article: small })
    const user = userEvent.setup()
    const { body } = await renderArticle()
    expect(body.dataset.preview).toBe('default')
    expect(body.dataset.code).toBe('atom')
    await user.click(screen.getByRole('button', { name: '主题' }))
    await user.click(
      within(await screen.findByRole('group', { name: '预览主题' })).getByRole('radio', { name: 'GitHub' }),
    )
    await user.click(
      within(screen.getByRole('group', { name: '代码主题' })).getByRole('radio', { name: 'Kimbie' }),
    )
    expect(body.dataset.preview).toBe('github')
    expect(body.dataset.code).toBe('kimbie')
    expect(prefsStore.getState().previewTheme).toBe('github')
    expect(prefsStore.getState().codeTheme).toBe('kimbie')
    // the prefs store is the page's: a change made elsewhere reaches this reader too
    act(() => prefsStore.getState().setPreviewTheme('cyanosis'))
    expect(body.dataset.preview).toBe('cyanosis')
  })

  it('like: grey heart becomes red at once, the count follows, and the like endpoint is called', async () => {
    serve({ article: small })
    const user = userEvent.setup()
    await renderArticle()
    const like = screen.getByRole('button', { name: /点赞/ })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(like.querySelector('[data-icon="heart"]')).toBeTruthy()
    expect(like.textContent).toContain('128')
    await user.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(like.querySelector('[data-icon="heart-filled"]')).toBeTruthy()
    expect(like.textContent).toContain('129')
    await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: '/api/article/like/3' }))
    await waitFor(() => expect(like.getAttribute('aria-busy')).toBeNull())
    await user.click(like)
    await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: '/api/article/cancelLike/3' }))
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(like.textContent).toContain('128')
  })

  it('like: a failed call puts the heart and the count back', async () => {
    const later = () =>
      new Promise((resolve) => setTimeout(() => resolve(new MockFailure(429, '操作太频繁，请稍后再试')), 50))
    serve({ article: small, likeRoute: later })
    const user = userEvent.setup()
    await renderArticle()
    const like = screen.getByRole('button', { name: /点赞/ })
    await user.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'))
    expect(like.textContent).toContain('128')
    expect(like.querySelector('[data-icon="heart"]')).toBeTruthy()
    expect(await screen.findByText('操作太频繁，请稍后再试')).toBeTruthy()
  })

  it('reports the seconds read when it unmounts', async () => {
    let now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    serve({ article: small })
    const { unmount } = await renderArticle()
    now += 5_200
    unmount()
    await waitFor(() =>
      expect(sent).toContainEqual({ method: 'PUT', path: '/api/article/addReadingDuration/3/5000' }),
    )
  })

  it('reports once per visible period: on hiding the tab, not again on pagehide, never 0 s', async () => {
    let now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    let state: DocumentVisibilityState = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state)
    serve({ article: small })
    const { unmount } = await renderArticle()
    const reports = () => sent.filter((s) => s.path.startsWith('/api/article/addReadingDuration/'))

    now += 12_000
    state = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() =>
      expect(reports().map((s) => s.path)).toEqual(['/api/article/addReadingDuration/3/12000']),
    )

    state = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    now += 200 // too short to report
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reports()).toHaveLength(1)
  })

  it('lightbox: a click opens the image, ←/→ move through the article images, Esc closes', async () => {
    serve({ article: small })
    const user = userEvent.setup()
    const { body } = await renderArticle()
    const images = body.querySelectorAll('img')
    expect(images).toHaveLength(3)
    expect(images[0]?.getAttribute('loading')).toBe('lazy')
    await user.click(images[0] as HTMLImageElement)
    const dialog = await screen.findByRole('dialog', { name: '图片预览' }, LAZY_LOAD)
    const shown = () => dialog.querySelector('img')?.getAttribute('alt')
    expect(shown()).toBe('第一张')
    expect(dialog.textContent).toContain('1 / 3')
    await walkKeys(user, shown, [
      ['{ArrowRight}', '第二张'],
      ['{ArrowRight}{ArrowRight}', '第一张'],
      ['{ArrowLeft}', '第三张'],
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: '图片预览' })).toBeNull()
  })

  it('an image opens from the keyboard too', async () => {
    serve({ article: small })
    const { body } = await renderArticle()
    const image = body.querySelectorAll('img')[1] as HTMLImageElement
    expect(image.tabIndex).toBe(0)
    fireEvent.keyDown(image, { key: 'Enter' })
    expect(
      (await screen.findByRole('dialog', { name: '图片预览' }, LAZY_LOAD)).querySelector('img')?.alt,
    ).toBe('第二张')
  })

  it('footer links go through onNavigate with /article?id=N', async () => {
    serve({ article: small })
    const user = userEvent.setup()
    const { onNavigate } = await renderArticle()
    const next = await screen.findByRole('link', { name: /下一篇/ })
    expect(next.getAttribute('href')).toBe('/article?id=4')
    await user.click(next)
    expect(onNavigate).toHaveBeenCalledWith('/article?id=4')
    expect(
      screen.getAllByRole('listitem').filter((li) => li.closest('.xz-article-related-list')),
    ).toHaveLength(6)
  })

  it('asks the server for the body rendered, in the one request that counts the view', async () => {
    const asked: string[] = []
    const answer = articleAnswer(small)
    serve({
      articleRoute: (req: { url: URL }) => {
        asked.push(req.url.search)
        return answer(req)
      },
    })
    const { body } = await renderArticle()
    expect(asked).toEqual(['?render=html'])
    expect(body.querySelector('h2#安装')).toBeTruthy()
    expect(body.querySelector('pre code .hljs-keyword')?.textContent).toBe('const')
  })

  it("shows the author's raw HTML from the server as text where DOMPurify cannot run (happy-dom)", async () => {
    const raw = '## 标题\n\n<img src="x" onerror="alert(1)">\n\n正文 <b>粗</b>'
    serve({ article: { ...small, article_content: raw } })
    const { body, container } = await renderArticle()
    expect(body.querySelector('img, b')).toBeNull()
    expect(body.textContent).toContain('<img src="x" onerror="alert(1)">')
    expect(body.textContent).toContain('正文 <b>粗</b>')
    const toc = container.querySelector('[part~="toc"]') as HTMLElement
    expect(within(toc).getByRole('link', { name: '标题' })).toBeTruthy()
  })

  it('renders the Markdown itself when the server answers without the HTML (an older server)', async () => {
    serve({ articleRoute: small })
    const { body, container } = await renderArticle()
    expect(body.querySelector('h2#安装')).toBeTruthy()
    expect(body.querySelector('pre code .hljs-keyword')?.textContent).toBe('const')
    expect(container.querySelector('[part~="toc"]')?.textContent).toContain('基本用法')
    expect(screen.getByText('约 1 分钟')).toBeTruthy()
  })

  it('uses preloaded data without fetching the article', async () => {
    serve()
    await renderArticle({ article: small })
    expect(sent.some((s) => s.path.startsWith('/api/article/getArticleById/'))).toBe(false)
  })

  it('a missing article says so', async () => {
    serve({ articleRoute: () => new MockFailure(404, '文章不存在') })
    render(<Article articleId={99} />)
    expect(await screen.findByText('文章不存在或已删除')).toBeTruthy()
  })

  it('a failed load can be retried', async () => {
    const article = failingUntilRecovered(new MockFailure(500, '服务端错误'), articleAnswer(small))
    serve({ articleRoute: article.route })
    const user = userEvent.setup()
    render(<Article articleId={3} />)
    await retryFromErrorState(user, '文章加载失败：服务端错误', article.recover)
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
  })

  it('shows a skeleton while loading', () => {
    serve({ articleRoute: () => new Promise<never>(() => {}) })
    render(<Article articleId={3} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
  })
})

describe('reading clock', () => {
  it('rounds to whole seconds and skips periods under half a second', () => {
    let now = 0
    const report = vi.fn()
    const clock = createReadingClock(report, () => now)
    clock.start()
    now = 400
    clock.stop()
    clock.start()
    now = 2_000
    clock.start() // already running: keeps its start
    now = 3_600
    clock.stop()
    clock.stop()
    expect(report.mock.calls).toEqual([[3]])
  })
})

describe('onLoad', () => {
  it('hands the loaded article to the page once, so it can name itself after it', async () => {
    const loaded: string[] = []
    render(<Article article={ARTICLE} onLoad={(a) => loaded.push(a.article_title)} />)
    await waitFor(() => expect(loaded).toEqual([ARTICLE.article_title]))
  })
})
