import TurndownService from 'turndown'

// Valine, Twikoo, Disqus and WordPress keep comments (and WordPress its posts) as HTML; ours
// are Markdown, rendered through a safe subset where raw HTML is only text (docs/api.md §25).
// turndown writes the Markdown; what it cannot convert stays as text, never as markup.

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
})
// nothing of these is text a reader wrote
turndown.remove(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'form', 'button'])

const HTML_TAG =
  /<\/?(p|br|a|img|code|pre|blockquote|strong|em|b|i|u|s|del|ul|ol|li|h[1-6]|span|div|hr|table)\b[^>]*>/i
const BLOCK = /^\s*<(p|div|ul|ol|pre|blockquote|h[1-6]|table|figure|hr)\b/i

export function htmlToMarkdown(html: string): string {
  const markdown = turndown.turndown(paragraphs(html.replace(/<!--[\s\S]*?-->/g, '')))
  // what an emptied block leaves behind: lines of spaces between paragraphs
  return markdown
    .replace(/\n[ \t]+(?=\n)/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Markdown as it is; HTML (what most of these systems stored) converted. */
export function bodyToMarkdown(body: string): string {
  return HTML_TAG.test(body) ? htmlToMarkdown(body) : body.trim()
}

/**
 * WordPress stores text with blank lines for paragraphs and adds the <p> tags only when it shows
 * it; turndown would run such text together, so the paragraphs are made explicit first.
 */
function paragraphs(html: string): string {
  if (!/\n\s*\n/.test(html)) return html
  return html
    .split(/\n\s*\n/)
    .filter((chunk) => chunk.trim())
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.trim().replace(/\n/g, '<br>\n')}</p>`))
    .join('\n')
}
