// <xz-article> for the package: the component and its pieces (no custom element defined here;
// import './element.ts' for that).
export { ARTICLE_CSS, Article, type ArticleProps } from './Article.tsx'
export { type Highlighter, loadHighlighter } from '../../core/markdown/highlight.ts'
export type { TocEntry } from '../../core/contract/index.ts'
export { type RenderedArticle, renderArticleMarkdown, renderMarkdown } from './render.ts'
export { type NavigateHandler, paths as articlePaths } from './navigation.ts'
export { createReadingClock, type ReadingClock, trackReading } from './reading.ts'
export { createSlugger, slugify } from '../../core/markdown/slug.ts'
export { CODE_LABELS, PREVIEW_LABELS } from './themes/labels.ts'
export { ArticleCard, type ArticleCardProps } from './ArticleCard.tsx'
export { ArticleFeed, type ArticleFeedProps } from './ArticleFeed.tsx'
