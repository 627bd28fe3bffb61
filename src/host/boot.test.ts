import { describe, expect, it } from 'vitest'
import { PAGE_HEADERS_SCRIPT_ID } from '../core/contract/index.ts'
import { inlinePageHeaders } from './boot.ts'

const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === PAGE_HEADERS_SCRIPT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
})

describe('the page headers a page arrives with', () => {
  it('reads the list the server put in the page', () => {
    const rows = [{ id: 1, route_name: 'Home', bg_url: '/h.jpg' }]
    expect(inlinePageHeaders(pageWith(JSON.stringify(rows)))).toEqual(rows)
    expect(inlinePageHeaders(pageWith('[]'))).toEqual([])
  })

  it('is null without them, or when they are not a readable list (the app fetches them then)', () => {
    expect(inlinePageHeaders(pageWith(null))).toBeNull()
    expect(inlinePageHeaders(pageWith(''))).toBeNull()
    expect(inlinePageHeaders(pageWith('{"route_name":"Home"}'))).toBeNull()
    expect(inlinePageHeaders(pageWith('[{'))).toBeNull()
  })
})
