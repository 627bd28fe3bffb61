import { getDeskArticles } from '../api/desk.ts'
import type { ArticleSummary, DeskArticleQuery, Paged } from '../contract/index.ts'

/** The desk's article list filters: the desk's list route takes them as they are. */
export type ArticleFilter = DeskArticleQuery

export const DESK_PAGE_SIZE = 10

/** Every article (drafts and private ones too) narrowed by the filter, newest first. */
export const listArticles = (filter: ArticleFilter): Promise<Paged<ArticleSummary>> => getDeskArticles(filter)

/** The filter as a query string of the desk's address, so a reload or a link keeps it. */
export function filterToSearch(filter: ArticleFilter): string {
  const params = new URLSearchParams()
  if (filter.current > 1) params.set('page', String(filter.current))
  if (filter.keyword?.trim()) params.set('q', filter.keyword.trim())
  if (filter.status !== undefined) params.set('status', String(filter.status))
  if (filter.category_id !== undefined) params.set('category', String(filter.category_id))
  if (filter.tag_id !== undefined) params.set('tag', String(filter.tag_id))
  const text = params.toString()
  return text ? `?${text}` : ''
}

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw)
  return raw !== null && Number.isInteger(n) && n > 0 && n <= 100_000 ? n : undefined
}

export function filterFromSearch(search: string, size = DESK_PAGE_SIZE): ArticleFilter {
  const params = new URLSearchParams(search)
  const status = Number(params.get('status'))
  const filter: ArticleFilter = { current: positiveInt(params.get('page')) ?? 1, size }
  const keyword = params.get('q')?.trim()
  if (keyword) filter.keyword = keyword.slice(0, 50)
  if (status === 1 || status === 2 || status === 3) filter.status = status
  const category = positiveInt(params.get('category'))
  if (category !== undefined) filter.category_id = category
  const tag = positiveInt(params.get('tag'))
  if (tag !== undefined) filter.tag_id = tag
  return filter
}
