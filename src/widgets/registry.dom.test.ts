// The registry's promises: every widget folder is a tag the loader knows, a React component the
// package exports, and an element whose documented attributes are the ones it understands.
import { afterAll, describe, expect, it } from 'vitest'
import { configure, resetConfig } from '../core/config/index.ts'
import { documented, propertyOf } from './element/meta.ts'
import * as packageExports from './index.ts'
import { ELEMENT_LOADERS } from './registry.ts'
import { mockFetch } from './testing/mock-api.ts'

configure({ fetch: mockFetch({}) })
afterAll(resetConfig)

const widgets = await Promise.all(
  Object.entries(ELEMENT_LOADERS).map(async ([tag, load]) => ({
    tag,
    meta: await load(),
  })),
)

it('knows every widget folder, each registering the tag named after it', () => {
  expect(widgets.map((w) => w.tag)).toEqual(
    expect.arrayContaining(['xz-chat-room', 'xz-login', 'xz-article']),
  )
  for (const { tag, meta } of widgets) {
    expect(meta.tag).toBe(tag)
    expect(customElements.get(tag)).toBeDefined()
  }
})

it("exports every widget's React component from xiaozhan/widgets (its line in index.ts)", () => {
  const exported = packageExports as Record<string, unknown>
  const missing = widgets.filter(({ meta }) => exported[meta.component] === undefined)
  expect(missing.map((w) => `${w.tag} → ${w.meta.component}`)).toEqual([])
})

describe.each(widgets)('<$tag>', ({ tag, meta }) => {
  it('understands exactly its documented attributes, each also a property of the same name', () => {
    const element = document.createElement(tag)
    const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] })
      .observedAttributes
    const names = documented(meta).attributes.map((a) => a.name)
    expect([...observed].sort()).toEqual(names.sort())
    for (const name of names) expect(propertyOf(name) in element, name).toBe(true)
  })

  it('declares none of its own attributes twice', () => {
    const names = meta.attributes.map((a) => a.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
