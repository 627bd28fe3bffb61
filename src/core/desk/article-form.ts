import type {
  Article,
  ArticleStatus,
  ArticleType,
  ArticleWriteBody,
  Category,
  Tag,
} from '../contract/index.ts'

/** The writing page's fields: what the owner edits, and what a draft keeps. */
export interface ArticleForm {
  article_title: string
  article_description: string
  article_content: string
  article_cover: string
  /** chosen from the existing categories or a new name ('' = none) */
  category_name: string
  /** existing or new tag names */
  tags: string[]
  type: ArticleType
  origin_url: string
  is_top: 0 | 1
  status: ArticleStatus
}

/** The server's limits (src/server/article/article-write-sql.ts), checked here before sending. */
export const ARTICLE_LIMITS = { title: 100, description: 300, content: 80_000, tags: 10, term: 20 } as const

export const STATUS_LABEL: Record<ArticleStatus, string> = { 1: '公开', 2: '私密', 3: '草稿' }
export const TYPE_LABEL: Record<ArticleType, string> = { 1: '原创', 2: '转载', 3: '翻译' }

export const emptyArticleForm = (): ArticleForm => ({
  article_title: '',
  article_description: '',
  article_content: '',
  article_cover: '',
  category_name: '',
  tags: [],
  type: 1,
  origin_url: '',
  is_top: 0,
  status: 1,
})

export function formFromArticle(a: Article): ArticleForm {
  return {
    article_title: a.article_title,
    article_description: a.article_description ?? '',
    article_content: a.article_content,
    article_cover: a.article_cover ?? '',
    category_name: a.categoryName ?? '',
    tags: [...(a.tagNameList ?? [])],
    type: a.type,
    origin_url: a.origin_url ?? '',
    is_top: a.is_top,
    status: a.status,
  }
}

/** Field → the message to show under it; empty when the form may be sent. */
export type FormErrors = Partial<Record<keyof ArticleForm, string>>

const isWebUrl = (s: string): boolean => /^https?:\/\/\S+$/i.test(s) || s.startsWith('/')

export function validateArticleForm(form: ArticleForm): FormErrors {
  const errors: FormErrors = {}
  const title = form.article_title.trim()
  if (!title) errors.article_title = '请输入文章标题'
  else if (title.length > ARTICLE_LIMITS.title)
    errors.article_title = `标题不能超过${ARTICLE_LIMITS.title}个字`
  if (!form.article_content.trim()) errors.article_content = '请输入文章内容'
  else if (form.article_content.length > ARTICLE_LIMITS.content)
    errors.article_content = `文章内容不能超过${ARTICLE_LIMITS.content}个字符`
  if (form.article_description.length > ARTICLE_LIMITS.description)
    errors.article_description = `简介不能超过${ARTICLE_LIMITS.description}个字`
  if (form.type !== 1 && !form.origin_url.trim()) errors.origin_url = '转载或翻译的文章请填写原文链接'
  else if (form.origin_url.trim() && !isWebUrl(form.origin_url.trim()))
    errors.origin_url = '原文链接应以 http:// 或 https:// 开头'
  if (form.tags.length > ARTICLE_LIMITS.tags) errors.tags = `标签不能超过${ARTICLE_LIMITS.tags}个`
  if (!form.category_name.trim()) errors.category_name = '请选择或输入分类'
  else if (form.category_name.trim().length > ARTICLE_LIMITS.term)
    errors.category_name = `分类名称不能超过${ARTICLE_LIMITS.term}个字`
  return errors
}

/** A name typed by the owner, tidied: trimmed, inner runs of space made one. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ')

/** Adds a tag name unless it is empty, too long or already there (case-insensitively). */
export function addTag(tags: readonly string[], name: string): string[] {
  const tidy = tidyName(name)
  if (!tidy || tidy.length > ARTICLE_LIMITS.term) return [...tags]
  if (tags.some((t) => t.toLowerCase() === tidy.toLowerCase())) return [...tags]
  return [...tags, tidy]
}

/**
 * The add/update body: existing categories and tags go by id, new names go by name alone (the
 * server creates them, docs/api.md §8).
 */
export function writeBody(
  form: ArticleForm,
  categories: readonly Category[],
  tags: readonly Tag[],
): ArticleWriteBody {
  const categoryName = tidyName(form.category_name)
  const category = categories.find((c) => c.category_name === categoryName)
  const body: ArticleWriteBody = {
    article_title: form.article_title.trim(),
    article_description: form.article_description.trim(),
    article_content: form.article_content,
    article_cover: form.article_cover.trim(),
    is_top: form.is_top,
    status: form.status,
    type: form.type,
    origin_url: form.type === 1 ? '' : form.origin_url.trim(),
    category: category
      ? { id: category.id, category_name: category.category_name }
      : { category_name: categoryName },
    tagList: form.tags.map((name) => {
      const known = tags.find((t) => t.tag_name === name)
      return known ? { id: known.id, tag_name: known.tag_name } : { tag_name: name }
    }),
  }
  return body
}

/** Whether two forms say the same (unsaved-changes checks, draft offers). */
export function sameForm(a: ArticleForm, b: ArticleForm): boolean {
  return (
    a.article_title === b.article_title &&
    a.article_description === b.article_description &&
    a.article_content === b.article_content &&
    a.article_cover === b.article_cover &&
    a.category_name === b.category_name &&
    a.tags.join('\n') === b.tags.join('\n') &&
    a.type === b.type &&
    a.origin_url === b.origin_url &&
    a.is_top === b.is_top &&
    a.status === b.status
  )
}
