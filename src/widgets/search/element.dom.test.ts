import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { configure, resetConfig } from '../../core/config/index.ts'
import { searchStore } from '../../core/search/index.ts'
import { createMemoryStorage, setStorageBackend } from '../../core/storage/index.ts'
import { mockFetch } from '../testing/mock-api.ts'
import { findInShadow } from '../testing/shadow.ts'
import './element.ts'

beforeEach(() => {
  setStorageBackend(createMemoryStorage())
  configure({
    fetch: mockFetch({
      'GET /api/article/getHotArticle': [],
      'GET /api/article/getArticleListByContent/*': [
        { id: 7, article_title: 'React 笔记', article_content: '关于 react' },
      ],
    }),
  })
  searchStore.setState({ history: [], hot: [], results: [], query: '', loading: false, error: false })
})

afterEach(() => {
  document.body.innerHTML = ''
  resetConfig()
  vi.restoreAllMocks()
})

/** An open <xz-search> that searched "react" at once, in the page. */
function mountSearch(): HTMLElement {
  const el = document.createElement('xz-search')
  el.setAttribute('open', '')
  el.setAttribute('default-query', 'react')
  document.body.append(el)
  return el
}

const resultIn = (el: Element) => findInShadow(el, '[role="option"]')

it('<xz-search> emits a cancelable, bubbling, composed xz-open-article; preventDefault stops the navigation', async () => {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  const el = mountSearch()
  const seen: CustomEvent[] = []
  document.addEventListener(
    'xz-open-article',
    (event) => {
      seen.push(event as CustomEvent)
      event.preventDefault()
    },
    { once: true },
  )
  ;(await resultIn(el)).click()
  expect(seen).toHaveLength(1)
  expect(seen[0]?.detail).toEqual({ id: 7 })
  expect(seen[0]?.cancelable && seen[0]?.bubbles && seen[0]?.composed).toBe(true)
  expect(assign).not.toHaveBeenCalled()
  expect(searchStore.getState().history).toEqual(['react'])
})

it('<xz-search> navigates to /article?id=… when nobody cancels', async () => {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  const el = mountSearch()
  ;(await resultIn(el)).click()
  expect(assign).toHaveBeenCalledWith('/article?id=7')
})
