/**
 * Article Markdown → safe HTML plus its table of contents.
 *
 * marked (GFM: tables, fenced code, task lists) renders with a few renderers of our own:
 * headings get stable ids and an anchor link; fenced code is highlighted and wrapped with a
 * header (language label, copy button); tables get a horizontal scroller; images load lazily;
 * links to unsafe schemes lose their href. The whole result then goes through DOMPurify
 * (sanitize.ts). Where DOMPurify cannot run safely, raw HTML in the Markdown is shown as text.
 */
import { Marked, Renderer, type Token, type Tokens } from 'marked'
import { fenceLanguage, type Highlighter, loadHighlighter, plainHighlighter } from './highlight.ts'
import { escapeHtml, htmlToText } from './html.ts'
import { getPurifier, sanitize } from './sanitize.ts'
import { createSlugger } from './slug.ts'
import { mediaUrl } from '../../core/config/index.ts'
import { isExternal, isSafeImage, isSafeLink } from './urls.ts'

export interface TocEntry {
  id: string
  text: string
  level: 2 | 3
}

export interface RenderedArticle {
  html: string
  /** the h2 and h3 headings, in order */
  toc: TocEntry[]
  /** false when no trustworthy DOMPurify was available and raw HTML was escaped instead */
  sanitized: boolean
}

interface RenderState {
  slug: (text: string) => string
  ids: Set<string>
  toc: TocEntry[]
  allowHtml: boolean
  highlight: Highlighter
}

const idle = (): RenderState => ({
  slug: createSlugger(),
  ids: new Set(),
  toc: [],
  allowHtml: false,
  highlight: plainHighlighter,
})

// marked renders synchronously, so one state per render is enough.
let state: RenderState = idle()

const titleAttr = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : '')

function codeBlock(code: string, info: string | undefined, highlight: Highlighter): string {
  const language = fenceLanguage(info)
  const result = highlight(code.replace(/\n$/, ''), language)
  const langClass = result.highlighted ? ` language-${escapeHtml(language)}` : ''
  return (
    `<div class="xz-article-code" data-lang="${escapeHtml(language || 'text')}">` +
    `<div class="xz-article-code-bar"><span class="xz-article-code-lang">${escapeHtml(result.label)}</span>` +
    `<button type="button" class="xz-article-copy">复制</button></div>` +
    `<pre class="xz-article-pre" tabindex="0"><code class="hljs${langClass}">${result.html}</code></pre></div>\n`
  )
}

const marked = new Marked({ gfm: true, breaks: false })
marked.use({
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens)
      const text = htmlToText(inner)
      const id = state.slug(text)
      state.ids.add(id)
      if (depth === 2 || depth === 3) state.toc.push({ id, text, level: depth })
      return (
        `<h${depth} id="${escapeHtml(id)}" class="xz-article-heading" tabindex="-1">${inner}` +
        `<a class="xz-article-anchor" href="#${escapeHtml(id)}" aria-label="本节链接">#</a></h${depth}>\n`
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
      return `<div class="xz-article-table">${Renderer.prototype.table.call(this, token)}</div>\n`
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens)
      if (!isSafeLink(href)) return text
      const rel = isExternal(href) ? ' target="_blank" rel="noopener noreferrer"' : ''
      return `<a href="${escapeHtml(href)}"${titleAttr(title)}${rel}>${text}</a>`
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeImage(href)) return escapeHtml(text)
      return `<img src="${escapeHtml(mediaUrl(href))}" alt="${escapeHtml(text)}"${titleAttr(title)} loading="lazy" decoding="async">`
    },
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return state.allowHtml ? text : escapeHtml(text)
    },
  },
})

/** Tokens → HTML not yet sanitised, with the headings' table of contents and ids. */
function toHtml(tokens: Token[], highlight: Highlighter, allowHtml: boolean) {
  state = { ...idle(), allowHtml, highlight }
  try {
    return { raw: marked.parser(tokens), toc: state.toc, ids: state.ids }
  } finally {
    state = idle()
  }
}

function render(tokens: Token[], highlight: Highlighter): RenderedArticle {
  const purifier = getPurifier()
  const { raw, toc, ids } = toHtml(tokens, highlight, purifier !== null)
  return { html: purifier ? sanitize(purifier, raw, ids) : raw, toc, sanitized: purifier !== null }
}

/**
 * Lets the browser draw and answer taps between the steps of a long article: read, rendered and
 * sanitised in one go (with DOMPurify's set-up) it was a phone's longest task (Lighthouse TBT).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

const lex = (markdown: string): Token[] => marked.lexer(typeof markdown === 'string' ? markdown : '')

/** Renders at once with the highlighter given (default: code as plain text). */
export function renderMarkdown(markdown: string, highlight: Highlighter = plainHighlighter): RenderedArticle {
  return render(lex(markdown), highlight)
}

/** Renders with code highlighted: first loads the grammars the article's fences name. */
export async function renderArticleMarkdown(markdown: string): Promise<RenderedArticle> {
  await nextTask()
  const tokens = lex(markdown)
  const languages: string[] = []
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'code') languages.push(fenceLanguage((token as Tokens.Code).lang))
  })
  const highlight = await loadHighlighter(languages)
  await nextTask()
  // the first call sets DOMPurify up for this window: a task of its own on a phone
  const purifier = getPurifier()
  await nextTask()
  const { raw, toc, ids } = toHtml(tokens, highlight, purifier !== null)
  await nextTask()
  return { html: purifier ? sanitize(purifier, raw, ids) : raw, toc, sanitized: purifier !== null }
}
