import { describe, expect, it } from 'vitest'
import type { Notify } from '../contract/index.ts'
import { badgeText, footerText, hasMore, routeFor, unreadCount } from './rules.ts'

const n = (over: Partial<Notify> = {}): Notify => ({
  id: 1,
  message: 'm',
  type: 1,
  to_id: 7,
  isView: 1,
  createdAt: '2024-01-01',
  ...over,
})

describe('routeFor', () => {
  it('type 1 → /article?id=to_id', () => {
    expect(routeFor(n({ type: 1, to_id: 7 }), '/admin')).toEqual({ kind: 'route', path: '/article?id=7' })
  })
  it('type 2 → /talk?id=to_id', () => {
    expect(routeFor(n({ type: 2, to_id: 8 }), '/admin')).toEqual({ kind: 'route', path: '/talk?id=8' })
  })
  it('type 3 → /message/list', () => {
    expect(routeFor(n({ type: 3, to_id: 9 }), '/admin')).toEqual({ kind: 'route', path: '/message/list' })
  })
  it('type 4 → the admin site in a new window', () => {
    expect(routeFor(n({ type: 4 }), 'https://admin.example.com')).toEqual({
      kind: 'window',
      url: 'https://admin.example.com',
    })
  })
  it('an unknown type → null', () => {
    expect(routeFor(n({ type: 9 as Notify['type'] }), '/admin')).toBeNull()
  })
  it('encodes a to_id that is not a plain number', () => {
    expect(routeFor(n({ type: 1, to_id: '1&x=2' as unknown as number }), '/admin')).toEqual({
      kind: 'route',
      path: '/article?id=1%26x%3D2',
    })
  })
})

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [120, '9+'],
  ])('%d → %j', (count, text) => {
    expect(badgeText(count)).toBe(text)
  })
})

describe('footerText', () => {
  it('"点击加载更多～" while more remain', () => {
    expect(footerText({ list: [1, 2], total: 3 })).toBe('点击加载更多～')
    expect(hasMore({ list: [1, 2], total: 3 })).toBe(true)
  })
  it('"已经到底啦" when all are loaded', () => {
    expect(footerText({ list: [1, 2, 3], total: 3 })).toBe('已经到底啦')
    expect(footerText({ list: [], total: 0 })).toBe('已经到底啦')
  })
})

describe('unreadCount', () => {
  it('counts isView 1 rows', () => {
    expect(unreadCount({ list: [n({ isView: 1 }), n({ isView: 2 }), n({ isView: 1 })] })).toBe(2)
    expect(unreadCount({ list: [] })).toBe(0)
  })
})
