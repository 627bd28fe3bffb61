/**
 * The author's raw HTML inside rendered Markdown. The renderer (markdown.ts, on the server too)
 * never outputs it as markup: it escapes each piece and marks it with two comments, so its result
 * is safe to show as it is. The reader's widgets/article/sanitize.ts turns the pieces back into
 * markup only right before DOMPurify; where DOMPurify cannot run they stay text (fail closed). It
 * reads the markers with a copy of PIECE: the reader's chunk and the renderer's share no module, so
 * each is fetched whole on its own (widgets/article/article.browser.test.ts checks the round trip).
 */
import { escapeHtml } from './html.ts'

/** One marked piece: escaping leaves no `<` inside, so a piece cannot end early or nest. */
const PIECE = /<!--xz-html-->([^<]*)<!--\/xz-html-->/g

/** A piece of raw HTML, escaped and marked. Nothing else the renderer writes is a comment. */
export const markRawHtml = (html: string): string =>
  `<!--xz-html-->${escapeHtml(html, 'named')}<!--/xz-html-->`

/** The HTML without its raw pieces (what a heading's text is made of). */
export const withoutRawHtml = (html: string): string => html.replace(PIECE, '')
