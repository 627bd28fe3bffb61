import type { MouseEvent } from 'react'

/** Where the reader's links go by default (DESIGN §7: History API URLs). */
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
