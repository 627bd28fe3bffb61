/**
 * Markdown rendered and sanitised in the browser, for an article handed over as Markdown (the
 * desk's preview, an `article` given without its HTML, a server that does not render) and for the
 * package. The reader fetching an article by id never loads this: the server renders it.
 */
import type { TocEntry } from '../../core/contract/index.ts'
import type { Highlighter } from '../../core/markdown/highlight.ts'
import { highlightedMarkdownToHtml, markdownToHtml } from '../../core/markdown/markdown.ts'
import { nextTask, safeArticleHtml, sanitizeInTurn } from './sanitize.ts'

export interface RenderedArticle {
  html: string
  /** the h2 and h3 headings, in order */
  toc: TocEntry[]
  /** false when no trustworthy DOMPurify was available and raw HTML stayed text instead */
  sanitized: boolean
}

/** Renders at once with the highlighter given (default: code as plain text). */
export function renderMarkdown(markdown: string, highlight?: Highlighter): RenderedArticle {
  const { html, toc } = markdownToHtml(markdown, highlight)
  return { ...safeArticleHtml(html), toc }
}

/** Renders with code highlighted: first loads the grammars the article's fences name. */
export async function renderArticleMarkdown(markdown: string): Promise<RenderedArticle> {
  const { html, toc } = await highlightedMarkdownToHtml(markdown, nextTask)
  return { ...(await sanitizeInTurn(html)), toc }
}
