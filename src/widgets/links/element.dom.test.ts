import { waitFor } from '@testing-library/dom'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { clearCache } from '../../core/api/cached.ts'
import { configure, resetConfig } from '../../core/config/index.ts'
import { mockFetch } from '../testing/mock-api.ts'
import { FRIENDS, linkRoutes } from './mock-links.ts'
import './element.ts'

let asked: { method: string; path: string; body: unknown }[] = []

beforeEach(() => {
  asked = []
  clearCache()
  configure({
    fetch: mockFetch(linkRoutes(FRIENDS), {
      onRequest: (method, path, body) => asked.push({ method, path, body }),
    }),
  })
})

afterEach(() => {
  document.body.innerHTML = ''
  resetConfig()
})

const shadowText = (el: Element) => el.shadowRoot?.textContent ?? ''

it('<xz-links> shows the approved friends, asking for the page size its attribute gives', async () => {
  const el = document.createElement('xz-links')
  el.setAttribute('page-size', '3')
  document.body.append(el)
  await waitFor(() => expect(shadowText(el)).toContain('林间小鹿'))
  expect(el.shadowRoot?.querySelector('[part~="links"]')).toBeTruthy()
  expect(el.shadowRoot?.querySelectorAll('[part~="card"]').length).toBeGreaterThan(0)
  const page = asked.find((c) => c.path === '/api/links/getLinksList')
  expect(page?.body).toMatchObject({ size: 3 })
})

it('<xz-links view="resources" side="back"> switches to the back-end sites when the attribute changes', async () => {
  const el = document.createElement('xz-links')
  el.setAttribute('view', 'resources')
  document.body.append(el)
  await waitFor(() => expect(shadowText(el)).toContain('MDN Web Docs'))
  el.setAttribute('side', 'back')
  await waitFor(() => expect(shadowText(el)).toContain('SQLite'))
  expect(shadowText(el)).not.toContain('MDN Web Docs')
})
