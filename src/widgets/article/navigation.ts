import type { MouseEvent } from 'react'
import { readAs } from '../../core/contract/index.ts'

/** Where the reader's links go by default (History API URLs). */
export const paths = {
  article: (id: number) => `/article?id=${id}`,
  category: (id: number | null, name: string) =>
    `/articleList?type=category${id === null ? '' : `&id=${id}`}&name=${encodeURIComponent(name)}`,
  tag: (name: string) => `/articleList?type=tag&name=${encodeURIComponent(name)}`,
}

// The lists by id, where the caller knows it (the feed's cards, the category and tag pages); apart
// from `paths` so the reader's own chunk does not carry them.
export const categoryListPath = (id: number): string => `/articleList?categoryId=${id}`
export const tagListPath = (id: number): string => `/articleList?tagId=${id}`

export type ListKind = 'category' | 'tag'

/** Which list: by id, or (the article reader's tag links) by name, resolved through the tag list. */
export type ListFilter = { kind: ListKind; id: number } | { kind: ListKind; name: string }

/**
 * The list a link above names, read back (the host's article list page): `?categoryId=N` or
 * `?tagId=N` (the category wins when both are given), or the reader's form
 * `?type=category&id=N&name=…` / `?type=tag&name=…`; null for none of them.
 */
export function filterFromSearch(search: string): ListFilter | null {
  const params = new URLSearchParams(search)
  const categoryId = readAs('wireId', params.get('categoryId'))
  if (categoryId) return { kind: 'category', id: categoryId }
  const tagId = readAs('wireId', params.get('tagId'))
  if (tagId) return { kind: 'tag', id: tagId }
  const type = params.get('type')
  if (type !== 'category' && type !== 'tag') return null
  const id = readAs('wireId', params.get('id'))
  if (id) return { kind: type, id }
  const name = params.get('name')?.trim()
  return name ? { kind: type, name } : null
}

/**
 * The host's router, if any. React hosts route inside it and return nothing; the custom element
 * turns it into a cancelable `xz-navigate` event and passes back `dispatchEvent`'s answer.
 */
export type NavigateHandler = (path: string) => unknown

/** Sends the reader to `path`: the host decides, else (or when the event was not cancelled) a full page load. */
export function navigate(path: string, onNavigate: NavigateHandler | undefined): void {
  const proceed = onNavigate ? onNavigate(path) === true : true
  if (proceed) globalThis.location?.assign(path)
}

/** A click the browser should handle itself: new tab or window, download, or not the main button. */
export function isModifiedClick(event: MouseEvent | globalThis.MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
