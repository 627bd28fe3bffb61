import type { Category, Tag } from '../contract/index.ts'
import { cached } from './cached.ts'
import { del, get, post, put, seg } from './client.ts'

export const getCategoryDictionary = (): Promise<Category[]> => get('category/getCategoryDictionary')

export const getTagDictionary = (): Promise<Tag[]> => get('tag/getTagDictionary')

// Categories and tags change rarely: one request per page load serves every list, title and tag
// link that needs them.
export const loadCategories = (): Promise<Category[]> => cached('categories', getCategoryDictionary)
export const loadTags = (): Promise<Tag[]> => cached('tags', getTagDictionary)

// admin (docs/api.md §9): POST /add, PUT /update, DELETE /delete/:id, the article routes' pattern.
export const addCategory = (body: { category_name: string }): Promise<Category> => post('category/add', body)

export const updateCategory = (body: { id: number; category_name: string }): Promise<Category> =>
  put('category/update', body)

export const deleteCategory = async (id: number): Promise<void> => {
  await del(`category/delete/${seg(id)}`)
}

export const addTag = (body: { tag_name: string }): Promise<Tag> => post('tag/add', body)

export const updateTag = (body: { id: number; tag_name: string }): Promise<Tag> => put('tag/update', body)

export const deleteTag = async (id: number): Promise<void> => {
  await del(`tag/delete/${seg(id)}`)
}
