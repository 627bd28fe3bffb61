/**
 * Article Markdown → HTML plus its table of contents. Isomorphic: no DOM, no page, no config, so
 * the server renders articles with it (GET /article/getArticleById/:id?render=html) and the
 * browser with the same code where it is handed Markdown (the desk's preview, `article` given).
 *
 * marked (GFM: tables, fenced code, task lists) renders with a few renderers of our own:
 * headings get stable ids and an anchor link; fenced code is highlighted and wrapped with a
 * header (language label, copy button); tables get a horizontal scroller; images load lazily;
 * links to unsafe schemes lose their href.
 *
 * Raw HTML the author wrote is never output as markup here: it is escaped and marked
 * (raw-html.ts), so the result is safe to show as it is (the HTML reads as text). Only a browser
 * with a working DOMPurify turns it back into markup, and sanitises the whole (the reader's
 * widgets/article/sanitize.ts).
 * Fail closed: wherever DOMPurify cannot run, raw HTML stays text.
 */
import { Marked, Renderer, type Token, type Tokens } from 'marked'
import type { TocEntry } from '../contract/index.ts'
import { fenceLanguage, type Highlighter, loadHighlighter, plainHighlighter } from './highlight.ts'
import { escapeHtml, htmlToText } from './html.ts'
import { markRawHtml, withoutRawHtml } from './raw-html.ts'
import { createSlugger } from './slug.ts'
import { isExternal, isSafeImage, isSafeLink } from './urls.ts'

export type { TocEntry } from '../contract/index.ts'

/** An article body as HTML, not yet sanitised (raw HTML inside is inert, see above). */
export interface ArticleHtml {
  html: string
  /** the h2 and h3 headings, in order */
  toc: TocEntry[]
}

interface RenderState {
  slug: (text: string) => string
  toc: TocEntry[]
  highlight: Highlighter
}

// the renderer writes named references (html.ts says why)
const escapeNamed = (text: string): string => escapeHtml(text, 'named')

const idle = (): RenderState => ({ slug: createSlugger(), toc: [], highlight: plainHighlighter })

// marked renders synchronously, so one state per render is enough.
let state: RenderState = idle()

const titleAttr = (title: string | null | undefined) => (title ? ` title="${escapeNamed(title)}"` : '')

/** Only comments: never shown by a browser anyway (Hexo's `<!-- more -->`), so not shown as text either. */
const ONLY_COMMENTS = /^\s*(?:<!--[\s\S]*?-->\s*)+$/

function codeBlock(code: string, info: string | undefined, highlight: Highlighter): string {
  const language = fenceLanguage(info)
  const result = highlight(code.replace(/\n$/, ''), language)
  const langClass = result.highlighted ? ` language-${escapeNamed(language)}` : ''
  return (
    `<div class="xz-article-code" data-lang="${escapeNamed(language || 'text')}">` +
    `<div class="xz-article-code-bar"><span class="xz-article-code-lang">${escapeNamed(result.label)}</span>` +
    `<button type="button" class="xz-article-copy">复制</button></div>` +
    `<pre class="xz-article-pre" tabindex="0"><code class="hljs${langClass}">${result.html}</code></pre></div>\n`
  )
}

function createMarked(): Marked {
  const marked = new Marked({ gfm: true, breaks: false })
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens)
        // the outline reads the heading as a browser shows it: raw tags are no text of it
        const text = htmlToText(withoutRawHtml(inner))
        const id = state.slug(text)
        if (depth === 2 || depth === 3) state.toc.push({ id, text, level: depth })
        return (
          `<h${depth} id="${escapeNamed(id)}" class="xz-article-heading" tabindex="-1">${inner}` +
          `<a class="xz-article-anchor" href="#${escapeNamed(id)}" aria-label="本节链接">#</a></h${depth}>\n`
        )
      },
      // a task list's box is read-only; its name says its state, since nothing labels it
      checkbox({ checked }: Tokens.Checkbox) {
        const attrs = checked ? 'checked="" aria-label="已完成"' : 'aria-label="未完成"'
        return `<input type="checkbox" disabled="" ${attrs}> `
      },
      code({ text, lang }: Tokens.Code) {
        return codeBlock(text, lang, state.highlight)
      },
      table(token: Tokens.Table) {
        // a wide table scrolls sideways in its box: focusable, so a keyboard can scroll it too
        return `<div class="xz-article-table" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens)
        if (!isSafeLink(href)) return text
        const rel = isExternal(href) ? ' target="_blank" rel="noopener noreferrer"' : ''
        return `<a href="${escapeNamed(href)}"${titleAttr(title)}${rel}>${text}</a>`
      },
      image({ href, title, text }: Tokens.Image) {
        if (!isSafeImage(href)) return escapeNamed(text)
        return `<img src="${escapeNamed(href)}" alt="${escapeNamed(text)}"${titleAttr(title)} loading="lazy" decoding="async">`
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        if (ONLY_COMMENTS.test(text)) return ''
        return markRawHtml(text)
      },
    },
  })
  return marked
}

// made on first use: importing this module (the package's index does) costs nothing
let instance: Marked | null = null
const markedInstance = (): Marked => {
  instance ??= createMarked()
  return instance
}

const lex = (markdown: string): Token[] =>
  markedInstance().lexer(typeof markdown === 'string' ? markdown : '')

function toHtml(tokens: Token[], highlight: Highlighter): ArticleHtml {
  state = { ...idle(), highlight }
  try {
    return { html: markedInstance().parser(tokens), toc: state.toc }
  } finally {
    state = idle()
  }
}

/** Renders at once with the highlighter given (default: code as plain text). */
export function markdownToHtml(markdown: string, highlight: Highlighter = plainHighlighter): ArticleHtml {
  return toHtml(lex(markdown), highlight)
}

/** The fence languages an article's code blocks name, in order. */
function fenceLanguages(tokens: Token[]): string[] {
  const languages: string[] = []
  markedInstance().walkTokens(tokens, (token) => {
    if (token.type === 'code') languages.push(fenceLanguage((token as Tokens.Code).lang))
  })
  return languages
}

/**
 * Renders with code highlighted: first loads the grammars the article's fences name. `pause`
 * runs between the steps (the browser lets a phone draw and answer taps there).
 */
export async function highlightedMarkdownToHtml(
  markdown: string,
  pause: () => Promise<void> = async () => {},
): Promise<ArticleHtml> {
  await pause()
  const tokens = lex(markdown)
  const highlight = await loadHighlighter(fenceLanguages(tokens))
  await pause()
  return toHtml(tokens, highlight)
}
