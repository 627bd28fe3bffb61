/**
 * The reader's variant of an article (`?render=html`): the body rendered here with the reader's
 * own renderer (core/markdown/markdown.ts: heading ids and anchors, the outline, highlighted
 * code with its copy button, table scrollers, safe links and images), so marked and highlight.js
 * stay out of the reader's bundle. The browser still sanitises the result with DOMPurify; the
 * author's raw HTML leaves here escaped (markdown.ts), so the answer is inert wherever it lands.
 */
import type { Article, ArticleWithHtml, TocEntry } from '../../core/contract/index.ts'
import { readingMinutes } from '../../core/format/format.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { highlightedMarkdownToHtml } from '../../core/markdown/markdown.ts'

interface Body {
  html: string
  toc: TocEntry[]
  minutes: number
}

/** Articles kept rendered: the most recently read first out when either bound is passed. */
const KEEP_ARTICLES = 200
/** characters of Markdown and HTML kept in all (UTF-16 units: about twice as many bytes) */
const KEEP_CHARS = 8_000_000

interface Kept {
  /** the Markdown it was rendered from: another text (an edit, a restore) renders again */
  content: string
  body: Promise<Body>
  chars: number
}

/** Markdown that could not be rendered, shown as its text: the reader still reads it. */
function asPlainText(markdown: string): string {
  return markdown
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => `<p>${escapeHtml(part, 'named')}</p>`)
    .join('\n')
}

async function render(markdown: string, log: (line: string) => void): Promise<Body> {
  const minutes = readingMinutes(markdown)
  try {
    const { html, toc } = await highlightedMarkdownToHtml(markdown)
    return { html, toc, minutes }
  } catch (error) {
    // odd Markdown must not cost the reader the article, nor the server a crash
    log(
      `[error] rendering an article: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return { html: asPlainText(markdown), toc: [], minutes }
  }
}

/** What the variant has instead of `article_content` (ArticleWithHtml). */
type HtmlFields = Pick<ArticleWithHtml, 'article_html' | 'article_toc' | 'article_minutes'>

/**
 * One server's rendered articles (ctx.caches.articles): made with the server, dropped with it.
 * Keyed by the Markdown itself, so they hold on PostgreSQL too, where nothing tells at once
 * that the database changed.
 */
export class RenderedArticles {
  private readonly kept = new Map<number, Kept>()
  private keptChars = 0
  /** the answers made from one shared article object (readArticle's), serialised once by the envelope */
  private readonly answers = new WeakMap<object, object>()

  constructor(private readonly log: (line: string) => void) {}

  /** How many articles are kept rendered. */
  get count(): number {
    return this.kept.size
  }

  private forget(id: number): void {
    const entry = this.kept.get(id)
    if (!entry) return
    this.kept.delete(id)
    this.keptChars -= entry.chars
  }

  private keep(id: number, entry: Kept): void {
    this.forget(id)
    this.kept.set(id, entry)
    this.keptChars += entry.chars
    // a Map iterates oldest first: the least recently used go first
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEEP_ARTICLES && this.keptChars <= KEEP_CHARS) break
      if (oldest === id) continue
      this.forget(oldest)
    }
  }

  /**
   * The rendered body of article `id` whose Markdown is `content`, kept between requests
   * (rendering and highlighting a long article takes milliseconds; reading it again takes
   * none) until the text changes.
   */
  body(id: number, content: string): Promise<Body> {
    const hit = this.kept.get(id)
    if (hit && hit.content === content) {
      this.keep(id, hit) // most recently used
      return hit.body
    }
    const body = render(content, this.log)
    const entry: Kept = { content, body, chars: content.length }
    this.keep(id, entry)
    void body.then((done) => {
      // counted once known; an entry already replaced counts nothing more
      if (this.kept.get(id) !== entry) return
      entry.chars += done.html.length
      this.keptChars += done.html.length
    })
    return body
  }

  /**
   * The reader's variant of a stored article: its fields without the Markdown, plus the body
   * as HTML, its outline and its reading time. `article` is shared and never changed.
   */
  async withHtml<A extends Pick<Article, 'id' | 'article_content'>>(
    article: A,
  ): Promise<Omit<A, 'article_content'> & HtmlFields> {
    const made = this.answers.get(article) as (Omit<A, 'article_content'> & HtmlFields) | undefined
    if (made) return made
    const { article_content, ...summary } = article
    const body = await this.body(article.id, article_content)
    const answer = {
      ...summary,
      article_html: body.html,
      article_toc: body.toc,
      article_minutes: body.minutes,
    }
    this.answers.set(article, answer)
    return answer
  }
}
