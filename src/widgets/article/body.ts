// What the article body needs, loaded as one chunk in parallel with the article itself: the
// sanitiser (DOMPurify hooks) and the body's themes. The server renders the Markdown; the
// renderer (core/markdown/markdown.ts: marked, highlight.js) is fetched only for an article handed over as
// Markdown (useBody.ts), and shares no module with this chunk.
import type { TocEntry } from '../../core/contract/index.ts'
import { type SafeHtml, sanitizeInTurn } from './sanitize.ts'

export { themeCss } from './themes/index.ts'

export interface ShownBody extends SafeHtml {
  /** the h2 and h3 headings, in order */
  toc: TocEntry[]
}

/** Rendered article HTML (the server's, or core/markdown's), sanitised, with its outline. */
export async function showBody(html: string, toc: TocEntry[]): Promise<ShownBody> {
  return { ...(await sanitizeInTurn(html)), toc }
}
