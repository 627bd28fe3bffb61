import type {
  Article,
  ArticleListByIdBody,
  ArticleWithHtml,
  ArticleSummary,
  ArticleWriteBody,
  HotArticle,
  LikeResult,
  Paged,
  RecommendResult,
  SearchHit,
  TimelineYear,
} from '../contract/index.ts'
import { type CallOptions, del, get, post, put, seg } from './client.ts'

export const blogHomeGetArticleList = (current: number, size: number): Promise<Paged<ArticleSummary>> =>
  get(`article/blogHomeGetArticleList/${seg(current)}/${seg(size)}`)

export const blogTimelineGetArticleList = (current: number, size: number): Promise<Paged<TimelineYear>> =>
  get(`article/blogTimelineGetArticleList/${seg(current)}/${seg(size)}`)

export const getArticleListByTagId = (body: ArticleListByIdBody): Promise<Paged<ArticleSummary>> =>
  post('article/getArticleListByTagId', body)

export const getArticleListByCategoryId = (body: ArticleListByIdBody): Promise<Paged<ArticleSummary>> =>
  post('article/getArticleListByCategoryId', body)

/** Full article; the server counts a view. */
export const getArticleById = (id: number): Promise<Article> => get(`article/getArticleById/${seg(id)}`)

/**
 * The same call for the reader: the body comes rendered (HTML, not yet sanitised, and its outline)
 * instead of as Markdown. One request, one view counted.
 */
export const getArticleWithHtmlById = (id: number): Promise<ArticleWithHtml> =>
  get(`article/getArticleById/${seg(id)}?render=html`)

export const getRecommendArticleById = (id: number): Promise<RecommendResult> =>
  get(`article/getRecommendArticleById/${seg(id)}`)

export const getHotArticle = (): Promise<HotArticle[]> => get('article/getHotArticle')

/** Free text goes into the path, so it is encoded: '/', '?', '#', '%' and Chinese all survive. */
export const getArticleListByContent = (text: string, options?: CallOptions): Promise<SearchHit[]> =>
  get(`article/getArticleListByContent/${seg(text)}`, options)

export const likeArticle = (id: number): Promise<LikeResult> => put(`article/like/${seg(id)}`)

export const cancelLikeArticle = (id: number): Promise<LikeResult> => put(`article/cancelLike/${seg(id)}`)

/**
 * `duration` in milliseconds, as the `blog-v3` client sends it; the server caps it. Pass
 * `{ keepalive: true }` when the page is going away.
 */
export const addReadingDuration = (id: number, duration: number, options?: CallOptions): Promise<boolean> =>
  put(`article/addReadingDuration/${seg(id)}/${seg(Math.max(0, Math.round(duration)))}`, undefined, options)

// admin
export const addArticle = (body: ArticleWriteBody): Promise<Article> => post('article/add', body)

export const updateArticle = (body: ArticleWriteBody & { id: number }): Promise<Article> =>
  put('article/update', body)

export const deleteArticle = async (id: number): Promise<void> => {
  await del(`article/delete/${seg(id)}`)
}

export const updateArticleTop = (id: number, isTop: 0 | 1): Promise<Article> =>
  put(`article/updateTop/${seg(id)}/${seg(isTop)}`)
