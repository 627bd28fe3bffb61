/**
 * A comment's Markdown → HTML (docs/api.md §25): the safe subset a visitor may write —
 * emphasis, links, inline code and code blocks, lists, quotes, line breaks. Raw HTML is never
 * recognised as markup (it reads as the text it is), images are not shown (their alt text is),
 * headings read as bold paragraphs. Every piece of the output is written here with its text
 * escaped, so the result may be inserted as it is, without a sanitiser in the browser.
 * Isomorphic: the server renders every comment answer with it, the composer's preview too.
 */
import { Marked, type Tokens } from 'marked'
import { escapeHtml } from './html.ts'

/** What every link a visitor wrote carries: no ranking credit, no opener, its own tab. */
export const COMMENT_LINK_REL = 'nofollow ugc noopener'

const LINK_SCHEME = /^(?:https?:\/\/|mailto:)/i

const esc = (text: string): string => escapeHtml(text, 'named')

/** A link target a visitor may use: http(s) or mailto, nothing relative, nothing scripted. */
function linkTarget(href: string): string | null {
  // browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so do we
  const value = href.replace(/[\s\p{Cc}]/gu, '')
  return LINK_SCHEME.test(value) ? value : null
}

function createCommentMarked(): Marked {
  const marked = new Marked({ gfm: true, breaks: true })
  marked.use({
    // raw HTML is not a token at all: `<b>` stays the text it was typed as, escaped like any text
    tokenizer: {
      html: () => undefined,
      tag: () => undefined,
    },
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => esc(text),
      heading({ tokens }: Tokens.Heading) {
        return `<p><strong>${this.parser.parseInline(tokens)}</strong></p>\n`
      },
      code: ({ text }: Tokens.Code) => `<pre><code>${esc(text.replace(/\n$/, ''))}</code></pre>\n`,
      codespan: ({ text }: Tokens.Codespan) => `<code>${esc(text)}</code>`,
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens)
        const target = linkTarget(href)
        if (!target) return inner
        return `<a href="${esc(target)}" rel="${COMMENT_LINK_REL}" target="_blank">${inner}</a>`
      },
      // no pictures in comments: what the picture was called, or failing that where it was
      image: ({ text, href }: Tokens.Image) => esc(text || href),
      def: () => '',
    },
  })
  return marked
}

let marked: Marked | null = null

/** A comment's text as HTML safe to insert; '' for an empty comment. */
export function renderCommentHtml(content: string): string {
  marked ??= createCommentMarked()
  return (marked.parse(content, { async: false }) as string).trim()
}
