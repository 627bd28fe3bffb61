// What the article body needs, loaded as one chunk in parallel with the article itself: the
// Markdown renderer (marked, DOMPurify hooks, the on-demand highlighter) and the body's themes.
export { renderArticleMarkdown } from './markdown.ts'
export { themeCss } from './themes/index.ts'
