import { describe, expect, it } from 'vitest'
import { highlight } from './highlight.ts'

const marked = (text: string, query: string) =>
  highlight(text, query)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('')

describe('highlight', () => {
  it('splits into matching and non-matching runs', () => {
    expect(highlight('学习 Vue 和 vue3', 'vue')).toEqual([
      { text: '学习 ', match: false },
      { text: 'Vue', match: true },
      { text: ' 和 ', match: false },
      { text: 'vue', match: true },
      { text: '3', match: false },
    ])
  })

  it('is case-insensitive and keeps the original case', () => {
    expect(marked('TypeScript typescript', 'TYPESCRIPT')).toBe('[TypeScript] [typescript]')
  })

  it('matches Chinese', () => {
    expect(marked('前端工程化与前端性能', '前端')).toBe('[前端]工程化与[前端]性能')
  })

  it.each([
    ['c++', 'learn c++ today', 'learn [c++] today'],
    ['a.b', 'a.b axb', '[a.b] axb'],
    ['(x)', 'f(x) = (x)', 'f[(x)] = [(x)]'],
    ['$1', 'cost $1', 'cost [$1]'],
    ['[a-z]', 'regex [a-z] class', 'regex [[a-z]] class'],
    ['a|b', 'a|b a b', '[a|b] a b'],
    ['\\d', 'use \\d here', 'use [\\d] here'],
    ['^', '2^3', '2[^]3'],
    ['*', 'a*b', 'a[*]b'],
    ['{2}', 'x{2}', 'x[{2}]'],
    ['a/b', 'path a/b', 'path [a/b]'],
    ['a-b', 'a-b', '[a-b]'],
  ])('treats %j literally', (query, text, expected) => {
    expect(marked(text, query)).toBe(expected)
  })

  it('handles a match at the very start and end', () => {
    expect(highlight('abc', 'abc')).toEqual([{ text: 'abc', match: true }])
  })

  it('no match → one plain segment', () => {
    expect(highlight('hello', 'xyz')).toEqual([{ text: 'hello', match: false }])
  })

  it('an empty or blank query highlights nothing', () => {
    expect(highlight('hello', '')).toEqual([{ text: 'hello', match: false }])
    expect(highlight('hello', '   ')).toEqual([{ text: 'hello', match: false }])
  })

  it('trims the query as the search does', () => {
    expect(marked('say hello', ' hello ')).toBe('say [hello]')
  })

  it('empty text → no segments', () => {
    expect(highlight('', 'x')).toEqual([])
  })

  it('returns text, never markup: HTML in the content stays text', () => {
    const segments = highlight('<img src=x onerror=alert(1)> img', 'img')
    expect(segments.map((s) => s.text).join('')).toBe('<img src=x onerror=alert(1)> img')
    expect(segments.filter((s) => s.match)).toHaveLength(2)
  })

  it('copes with astral characters', () => {
    expect(marked('😀好😀', '好')).toBe('😀[好]😀')
  })
})
