import { describe, expect, it } from 'vitest'
import { typedAt } from './components/Typewriter.tsx'
import { breakpointFor } from './hooks/useBreakpoint.ts'
import { afterLogoutPath } from './layout/useLogout.ts'
import { filterFromSearch } from '../widgets/article/navigation.ts'
import { normalizePath } from './paths.ts'
import { documentTitle, routeFor } from './routes.tsx'

describe('breakpoints', () => {
  it('is wide above 1280, mid from 798 to 1280, mobile below 798', () => {
    expect(breakpointFor(1440)).toBe('wide')
    expect(breakpointFor(1281)).toBe('wide')
    expect(breakpointFor(1280)).toBe('mid')
    expect(breakpointFor(798)).toBe('mid')
    expect(breakpointFor(797)).toBe('mobile')
    expect(breakpointFor(390)).toBe('mobile')
  })
})

describe('routes', () => {
  it('ignores a trailing slash, the query and the hash', () => {
    expect(normalizePath('/home/')).toBe('/home')
    expect(normalizePath('/article?id=3#c')).toBe('/article')
    expect(normalizePath('')).toBe('/')
    expect(routeFor('/link/list/').title).toBe('友链')
    expect(documentTitle('/whatever')).toBe('页面不存在 - 小站')
  })

  it('keeps only the message board alive, and only the landing page outside the layout', () => {
    expect(routeFor('/message/list').keepAlive).toBe(true)
    expect(routeFor('/message/detail').keepAlive).toBeUndefined()
    expect(routeFor('/').layout).toBe(false)
    expect(routeFor('/home').layout).toBe(true)
  })

  it('leaves only /userCenter for /home after a logout', () => {
    expect(afterLogoutPath('/userCenter')).toBe('/home')
    expect(afterLogoutPath('/talk')).toBeNull()
  })
})

describe('article list filter', () => {
  it('reads categoryId / tagId, and the reader’s type=…&id=… / name=… links', () => {
    expect(filterFromSearch('categoryId=2')).toEqual({ kind: 'category', id: 2 })
    expect(filterFromSearch('tagId=5&page=2')).toEqual({ kind: 'tag', id: 5 })
    expect(filterFromSearch('type=category&id=3&name=%E6%95%B0')).toEqual({ kind: 'category', id: 3 })
    expect(filterFromSearch('type=tag&name=React')).toEqual({ kind: 'tag', name: 'React' })
    expect(filterFromSearch('tagId=x')).toBeNull()
    expect(filterFromSearch('')).toBeNull()
  })
})

describe('typewriter (0.3 s a character, 0.8 s between lines)', () => {
  const lines = ['一二三', '四五']
  it('types the first line, pauses, then types the next', () => {
    expect(typedAt(lines, 0, 300, 800)).toEqual([0, 0])
    expect(typedAt(lines, 300, 300, 800)).toEqual([1, 0])
    expect(typedAt(lines, 900, 300, 800)).toEqual([3, 0])
    expect(typedAt(lines, 1700, 300, 800)).toEqual([3, 0])
    expect(typedAt(lines, 2000, 300, 800)).toEqual([3, 1])
    expect(typedAt(lines, 5000, 300, 800)).toEqual([3, 2])
  })
})
