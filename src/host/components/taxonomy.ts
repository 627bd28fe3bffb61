import { cached } from '../../core/api/cached.ts'
import { getCategoryDictionary, getTagDictionary } from '../../core/api/category.ts'
import type { Category, Tag } from '../../core/contract/index.ts'

// Categories and tags change rarely; one request per page load serves the category and tag pages,
// the article-list titles and the tag links on article cards (which carry tag names, not ids).
export const loadCategories = (): Promise<Category[]> => cached('categories', getCategoryDictionary)
export const loadTags = (): Promise<Tag[]> => cached('tags', getTagDictionary)

export const categoryListPath = (id: number): string => `/articleList?categoryId=${id}`
export const tagListPath = (id: number): string => `/articleList?tagId=${id}`
