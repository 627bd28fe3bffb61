import { getCategoryDictionary, getTagDictionary } from '../../core/api/category.ts'
import type { Category, Tag } from '../../core/contract/index.ts'

// Categories and tags change rarely; one request per page load serves the category and tag pages,
// the article-list titles and the tag links on article cards (which carry tag names, not ids).
let categories: Promise<Category[]> | null = null
let tags: Promise<Tag[]> | null = null

export function loadCategories(): Promise<Category[]> {
  categories ??= getCategoryDictionary().catch((error: unknown) => {
    categories = null
    throw error
  })
  return categories
}

export function loadTags(): Promise<Tag[]> {
  tags ??= getTagDictionary().catch((error: unknown) => {
    tags = null
    throw error
  })
  return tags
}

/** For tests: forget what was loaded. */
export function resetTaxonomy(): void {
  categories = null
  tags = null
}

export const categoryListPath = (id: number): string => `/articleList?categoryId=${id}`
export const tagListPath = (id: number): string => `/articleList?tagId=${id}`
