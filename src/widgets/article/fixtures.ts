// The reader's routes for stories and tests (not exported from the package), answered from the
// core test data's article (core/testing) the way the server answers them.
import type { Article, ArticleWithHtml, LikeResult, RecommendResult } from '../../core/contract/index.ts'
import { readingMinutes } from '../../core/format/index.ts'
import { ARTICLE, illustration, RECOMMEND } from '../../core/testing/index.ts'
import { MockFailure, type MockRoute, mockFetch } from '../testing/mock-api.ts'
import { highlightedMarkdownToHtml } from '../../core/markdown/markdown.ts'

/**
 * What the server answers the reader (`getArticleById/:id?render=html`, server/article/article-html.ts):
 * the body rendered by the same renderer, its outline and reading time instead of the Markdown.
 */
export async function withHtml(article: Article): Promise<ArticleWithHtml> {
  const { article_content, ...summary } = article
  const { html, toc } = await highlightedMarkdownToHtml(article_content)
  return {
    ...summary,
    article_html: html,
    article_toc: toc,
    article_minutes: readingMinutes(article_content),
  }
}

/** The article route as the server answers it: as stored, or rendered when the reader asks `?render=html`. */
export const articleAnswer =
  (article: Article) =>
  ({ url }: { url: URL }): Article | Promise<ArticleWithHtml> =>
    url.searchParams.get('render') === 'html' ? withHtml(article) : article

export interface ArticleRoutesOptions {
  article?: Article
  /** replaces the article route, e.g. a MockFailure or `forever` */
  articleRoute?: MockRoute
  recommend?: RecommendResult
  /** replaces the like/cancelLike routes */
  likeRoute?: MockRoute
}

/** The routes the reader calls, answered from the fixtures (likes counted in memory). */
export function articleRoutes(options: ArticleRoutesOptions = {}): Record<string, MockRoute> {
  const article = options.article ?? ARTICLE
  let count = article.thumbs_up_times
  let liked = Boolean(article.is_like)
  const like = (wanted: boolean) => (): LikeResult => {
    if (wanted !== liked) count += wanted ? 1 : -1
    liked = wanted
    return { thumbs_up_times: count, is_like: liked }
  }
  return {
    'GET /api/article/getArticleById/*': options.articleRoute ?? articleAnswer(article),
    'GET /api/article/getRecommendArticleById/*': options.recommend ?? RECOMMEND,
    'PUT /api/article/like/*': options.likeRoute ?? like(true),
    'PUT /api/article/cancelLike/*': options.likeRoute ?? like(false),
    'PUT /api/article/addReadingDuration/*': true,
  }
}

export const notFound = () => new MockFailure(404, '文章不存在')
export const serverError = () => new MockFailure(500, '服务端错误')

export { mockFetch }
// the desk's fixtures read the article and its illustrations here
export { ARTICLE, illustration as svgImage }
